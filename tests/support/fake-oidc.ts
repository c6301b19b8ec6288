// A small OpenID provider on loopback, standing in for Google or Apple: discovery, JWKS, an
// /authorize that answers at once (a redirect with the code, or for Apple an auto-submitting
// form_post), and a /token that checks the client's authentication (Google: the client secret;
// Apple: the ES256 client-secret JWT against the key the test configured), the PKCE verifier and
// the redirect_uri, and returns an RS256 id token with the nonce. Tests script the identity and the
// ways it goes wrong.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, jwtVerify, type CryptoKey as JoseKey, type JWK } from 'jose';

export interface FakeIdentity {
  sub: string;
  email?: string;
  /** Apple sends "true"/"false" strings */
  email_verified?: boolean | string;
  name?: string;
}

export type FakeFailure =
  /** /authorize answers error=access_denied instead of a code */
  | 'access_denied'
  /** the id token is for another client */
  | 'wrong_aud'
  /** the id token carries another nonce */
  | 'wrong_nonce';

export interface FakeStep {
  identity: FakeIdentity;
  failure?: FakeFailure;
  /** Apple's `user` field of the first form_post */
  appleUser?: { firstName?: string; lastName?: string; email?: string };
}

export interface FakeOidcOptions {
  kind: 'google' | 'apple';
  clientId: string;
  /** Google: the client secret the token endpoint expects */
  clientSecret?: string;
  /** Apple: the public key, team and key id the client-secret JWT must be signed for */
  apple?: { publicKey: JoseKey; teamId: string; keyId: string };
}

interface PendingCode {
  step: FakeStep;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
}

export interface TokenRequestRecord {
  params: Record<string, string>;
  /** why the token endpoint refused it, or null */
  refused: string | null;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

export class FakeOidc {
  /** every /token request, with the reason it was refused (if it was) */
  readonly tokenRequests: TokenRequestRecord[] = [];
  /** every /authorize request's query */
  readonly authorizeRequests: Record<string, string>[] = [];
  private readonly steps: FakeStep[] = [];
  private readonly codes = new Map<string, PendingCode>();
  /** what /authorize signs in when nothing is scripted */
  defaultStep: FakeStep = { identity: { sub: 'default-sub', email: 'default@example.test', email_verified: true, name: 'Default Person' } };

  private constructor(
    private readonly server: Server,
    readonly issuer: string,
    private readonly opts: FakeOidcOptions,
    private readonly signingKey: JoseKey,
    private readonly jwk: JWK,
  ) {}

  static async start(opts: FakeOidcOptions): Promise<FakeOidc> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-rs256', alg: 'RS256', use: 'sig' };
    let fake: FakeOidc | null = null;
    const server = createServer((req, res) => {
      fake!.handle(req, res).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'server_error', error_description: String(err) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeOidc(server, `http://127.0.0.1:${port}`, opts, privateKey, jwk);
    return fake;
  }

  /** The next sign-ins go this way, in order; after them, defaultStep. */
  script(...steps: FakeStep[]): void {
    this.steps.push(...steps);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.issuer);
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') return this.json(res, 200, this.discovery());
    if (req.method === 'GET' && url.pathname === '/jwks') return this.json(res, 200, { keys: [this.jwk] });
    if (req.method === 'GET' && url.pathname === '/authorize') return this.authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/token') return this.token(req, res);
    this.json(res, 404, { error: 'not_found', error_description: `no route ${req.method} ${url.pathname}` });
  }

  private discovery() {
    return {
      issuer: this.issuer,
      authorization_endpoint: `${this.issuer}/authorize`,
      token_endpoint: `${this.issuer}/token`,
      jwks_uri: `${this.issuer}/jwks`,
      response_types_supported: ['code'],
      response_modes_supported: this.opts.kind === 'apple' ? ['query', 'fragment', 'form_post'] : ['query'],
      subject_types_supported: ['public', 'pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: this.opts.kind === 'apple' ? ['openid', 'email', 'name'] : ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['aud', 'email', 'email_verified', 'exp', 'iat', 'iss', 'name', 'nonce', 'sub'],
    };
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  }

  private authorize(url: URL, res: ServerResponse): void {
    const q = Object.fromEntries(url.searchParams);
    this.authorizeRequests.push(q);
    if (q.client_id !== this.opts.clientId || q.response_type !== 'code' || !q.redirect_uri) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(`bad authorization request: ${url.search}`);
      return;
    }
    const step = this.steps.shift() ?? this.defaultStep;
    const answer: Record<string, string> = {};
    if (step.failure === 'access_denied') {
      answer.error = 'access_denied';
      answer.error_description = 'The user did not allow access';
    } else {
      const code = b64url(randomBytes(24));
      this.codes.set(code, {
        step,
        clientId: q.client_id,
        redirectUri: q.redirect_uri,
        codeChallenge: q.code_challenge_method === 'S256' ? (q.code_challenge ?? null) : null,
        nonce: q.nonce ?? null,
      });
      answer.code = code;
      if (step.appleUser) {
        const { firstName, lastName, email } = step.appleUser;
        answer.user = JSON.stringify({ name: { firstName, lastName }, email: email ?? step.identity.email });
      }
    }
    if (q.state) answer.state = q.state;

    if (q.response_mode === 'form_post') {
      // what Apple does: an HTML page that posts the answer to the redirect URI at once
      const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      const inputs = Object.entries(answer)
        .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
        .join('');
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(
          `<!doctype html><html><body><form method="post" action="${esc(q.redirect_uri)}">${inputs}</form>` +
            '<script>document.forms[0].submit()</script></body></html>',
        );
      return;
    }
    const back = new URL(q.redirect_uri);
    for (const [k, v] of Object.entries(answer)) if (k !== 'user') back.searchParams.set(k, v);
    res.writeHead(302, { location: back.href }).end();
  }

  private async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const record: TokenRequestRecord = { params, refused: null };
    this.tokenRequests.push(record);
    const refuse = (error: string, description: string, status = 400) => {
      record.refused = `${error}: ${description}`;
      this.json(res, status, { error, error_description: description });
    };

    const clientProblem = await this.clientAuthProblem(params, req.headers.authorization);
    if (clientProblem) return refuse('invalid_client', clientProblem, 401);
    if (params.grant_type !== 'authorization_code') return refuse('unsupported_grant_type', String(params.grant_type));
    const pending = params.code ? this.codes.get(params.code) : undefined;
    if (!pending) return refuse('invalid_grant', 'unknown or used code');
    this.codes.delete(params.code!);
    if (pending.clientId !== params.client_id) return refuse('invalid_grant', 'the code was issued to another client');
    if (pending.redirectUri !== params.redirect_uri) return refuse('invalid_grant', `redirect_uri ${params.redirect_uri} is not ${pending.redirectUri}`);
    if (pending.codeChallenge) {
      const verifier = params.code_verifier ?? '';
      if (b64url(createHash('sha256').update(verifier).digest()) !== pending.codeChallenge) return refuse('invalid_grant', 'PKCE verification failed');
    } else if (params.code_verifier) {
      return refuse('invalid_grant', 'a code_verifier for a request without code_challenge');
    }

    const { identity, failure } = pending.step;
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = { email: identity.email, email_verified: identity.email_verified, name: identity.name };
    for (const k of Object.keys(claims)) if (claims[k] === undefined) delete claims[k];
    const nonce = failure === 'wrong_nonce' ? 'not-the-nonce-you-sent' : pending.nonce;
    if (nonce) claims.nonce = nonce;
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-rs256', typ: 'JWT' })
      .setIssuer(this.issuer)
      .setSubject(identity.sub)
      .setAudience(failure === 'wrong_aud' ? 'some-other-client' : this.opts.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(this.signingKey);
    this.json(res, 200, { access_token: b64url(randomBytes(16)), token_type: 'Bearer', expires_in: 3600, id_token: idToken });
  }

  /** null when the client authenticated as configured; else why not. */
  private async clientAuthProblem(params: Record<string, string>, authorization: string | undefined): Promise<string | null> {
    if (authorization) return 'expected client_secret_post, got an Authorization header';
    if (params.client_id !== this.opts.clientId) return `unknown client_id ${params.client_id}`;
    const secret = params.client_secret;
    if (!secret) return 'no client_secret';
    if (this.opts.kind === 'google') return secret === this.opts.clientSecret ? null : 'wrong client_secret';
    const apple = this.opts.apple!;
    try {
      const { payload, protectedHeader } = await jwtVerify(secret, apple.publicKey, {
        algorithms: ['ES256'],
        issuer: apple.teamId,
        subject: this.opts.clientId,
        audience: this.issuer,
        maxTokenAge: '10m',
      });
      if (protectedHeader.kid !== apple.keyId) return `client secret kid ${protectedHeader.kid} is not ${apple.keyId}`;
      if (typeof payload.exp !== 'number' || payload.exp - Math.floor(Date.now() / 1000) > 15 * 60) return 'client secret lives too long';
      return null;
    } catch (err) {
      return `client secret JWT: ${(err as Error).message}`;
    }
  }
}
