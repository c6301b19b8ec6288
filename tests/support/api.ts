// A tiny HTTP client that keeps the session cookie like a browser does.
import type { UserDto } from '../../core/auth/api.ts';
import type { UploadResponse } from '../../core/documents/api.ts';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../core/events.ts';

export class ApiClient {
  cookie = '';
  /** the CSRF token of the session in `cookie` (fetched from /api/auth/csrf as the web app does) */
  private csrf: { cookie: string; token: string | null } | null = null;
  constructor(readonly baseUrl: string) {}

  /** The same browser session against another server (a second server behind the same load balancer). */
  withCookie(cookie: string): this {
    this.cookie = cookie;
    return this;
  }

  /** Like a browser page of the app: state-changing requests say where they come from and carry the session's token. */
  private async csrfHeaders(method: string): Promise<Record<string, string>> {
    if (method === 'GET' || method === 'HEAD') return {};
    const headers: Record<string, string> = { origin: new URL(this.baseUrl).origin };
    if (!this.cookie) return headers;
    if (this.csrf?.cookie !== this.cookie) {
      const res = await fetch(`${this.baseUrl}/api/auth/csrf`, { headers: { cookie: this.cookie } });
      this.csrf = { cookie: this.cookie, token: ((await res.json()) as { csrfToken: string | null }).csrfToken };
    }
    if (this.csrf.token) headers['x-csrf-token'] = this.csrf.token;
    return headers;
  }

  async request(method: string, pathname: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = await this.csrfHeaders(method);
    if (this.cookie) headers.cookie = this.cookie;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(this.baseUrl + pathname, { method, headers, body: payload, redirect: 'manual' });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    return res;
  }

  async json<T>(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await this.request(method, pathname, body);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async signup(email: string, password = 'correct horse battery', fullName = 'Test User'): Promise<UserDto> {
    const r = await this.json<{ user: UserDto }>('POST', '/api/auth/signup', { email, password, fullName });
    if (r.status !== 201) throw new Error(`signup failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.user;
  }

  async upload(
    files: { name: string; content: string | Uint8Array }[],
  ): Promise<{ status: number; body: UploadResponse & { error?: string; details?: string[] } }> {
    const form = new FormData();
    for (const f of files) form.append('files', new Blob([typeof f.content === 'string' ? f.content : new Uint8Array(f.content)]), f.name);
    return this.json('POST', '/api/documents', form);
  }

  socket(): Socket<ServerToClientEvents, ClientToServerEvents> {
    return io(this.baseUrl, { extraHeaders: { cookie: this.cookie }, transports: ['websocket'], reconnection: true });
  }
}

export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e) => reject(e));
  });
}

let counter = 0;
export const uniqueEmail = (tag = 'user') => `${tag}-${process.pid}-${Date.now()}-${counter++}@example.test`;
