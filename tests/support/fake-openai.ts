// A tiny OpenAI-compatible server on loopback for the LLM path: POST /v1/chat/completions with
// stream: true answers in server-sent events, one chunk per token, then `data: [DONE]`; without
// stream (Roundtable's scripts) it answers one chat.completion JSON with the tokens joined. It
// records every request, and each request takes the next scripted step: a status (429, 500, …), a
// delay before anything is sent, a stream that stalls after its first token (a non-streamed request
// never gets an answer), or a reply.
// POST /v1/audio/speech (Roundtable's openai speech engine) answers a WAV: a 16 kHz mono tone as
// long as the input's words take at 150 a minute, pitched by voice; it is recorded in speechRequests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toneWav } from '../../core/roundtable/wav.ts';
import { WORDS_PER_MINUTE } from '../../core/roundtable/types.ts';

export interface RecordedRequest {
  at: number;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
    temperature?: number;
    max_tokens?: number;
    stream?: boolean;
    [key: string]: unknown;
  };
}

export interface RecordedSpeechRequest {
  at: number;
  headers: IncomingMessage['headers'];
  body: { model: string; input: string; voice: string; response_format?: string; [key: string]: unknown };
}

/** A tool call as the model makes it: `arguments` is the JSON text it wrote (may be malformed on purpose). */
export interface FakeToolCall {
  name: string;
  arguments: string;
}

export type FakeStep =
  | { status: number }
  | { delayMs: number }
  | { stallAfterFirstToken: true; tokens?: string[] }
  | { tokens: string[] }
  | { toolCalls: FakeToolCall[] };

export class FakeOpenAI {
  readonly requests: RecordedRequest[] = [];
  readonly speechRequests: RecordedSpeechRequest[] = [];
  private steps: FakeStep[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  /** what a request with no scripted step answers */
  defaultTokens = ['Hello', ' from', ' the', ' fake', ' model', '.'];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeOpenAI> {
    let fake: FakeOpenAI | null = null;
    const server = createServer((req, res) => {
      void fake!.handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeOpenAI(server, `http://127.0.0.1:${port}`);
    return fake;
  }

  /** The next requests take these steps, in order; after them, defaultTokens. */
  script(...steps: FakeStep[]): void {
    this.steps.push(...steps);
  }

  reset(): void {
    this.steps = [];
    this.requests.length = 0;
    this.speechRequests.length = 0;
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method === 'POST' && req.url === '/v1/audio/speech') {
      this.speech(res, req.headers, JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedSpeechRequest['body']);
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
    this.requests.push({ at: Date.now(), path: req.url, headers: req.headers, body });
    const step = this.steps.shift() ?? { tokens: this.defaultTokens };

    if ('status' in step) {
      res
        .writeHead(step.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: `scripted ${step.status}`, type: 'server_error' } }));
      return;
    }
    if ('delayMs' in step) {
      // says nothing until the client gives up (then the socket is closed and this is moot)
      this.later(step.delayMs, () => {
        if (!res.destroyed) this.answer(res, body, this.defaultTokens);
      });
      return;
    }
    if ('toolCalls' in step) {
      this.streamToolCalls(res, body.model, step.toolCalls);
      return;
    }
    if ('stallAfterFirstToken' in step && body.stream !== true) return; // never answers
    if ('stallAfterFirstToken' in step) {
      const tokens = step.tokens ?? this.defaultTokens;
      this.startStream(res);
      this.chunk(res, body.model, tokens[0]!);
      return; // never finishes
    }
    this.answer(res, body, step.tokens);
  }

  private answer(res: ServerResponse, body: RecordedRequest['body'], tokens: string[]): void {
    if (body.stream === true) {
      this.stream(res, body.model, tokens);
      return;
    }
    const content = tokens.join('');
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 0, completion_tokens: tokens.length, total_tokens: tokens.length },
      }),
    );
  }

  private speech(res: ServerResponse, headers: IncomingMessage['headers'], body: RecordedSpeechRequest['body']): void {
    this.speechRequests.push({ at: Date.now(), headers, body });
    if (body.response_format !== 'wav' || typeof body.input !== 'string' || !body.input.trim()) {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'this fake answers non-empty input as wav only', type: 'invalid_request_error' } }));
      return;
    }
    const words = body.input.split(/\s+/).filter(Boolean).length;
    // a different pitch per voice, so mixed-up voices would show in the audio too
    const hz = 180 + ([...String(body.voice)].reduce((a, c) => a + c.charCodeAt(0), 0) % 12) * 20;
    const wav = toneWav((words / WORDS_PER_MINUTE) * 60, { sampleRate: 16000, hz });
    res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(wav.length) }).end(Buffer.from(wav));
  }

  private startStream(res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  }

  private chunk(res: ServerResponse, model: string, content: string): void {
    const data = {
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta: { content }, finish_reason: null }],
    };
    res.write(`data: ${JSON.stringify(data)}\n\n`);
  }

  /** Tool calls as OpenAI streams them: each call's id and name first, its arguments in two pieces, then finish_reason tool_calls. */
  private streamToolCalls(res: ServerResponse, model: string, calls: FakeToolCall[]): void {
    this.startStream(res);
    const send = (delta: unknown, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    send({ role: 'assistant', content: null });
    calls.forEach((c, index) => {
      const half = Math.floor(c.arguments.length / 2);
      send({ tool_calls: [{ index, id: `call_${index}`, type: 'function', function: { name: c.name, arguments: c.arguments.slice(0, half) } }] });
      send({ tool_calls: [{ index, function: { arguments: c.arguments.slice(half) } }] });
    });
    send({}, 'tool_calls');
    res.end('data: [DONE]\n\n');
  }

  private stream(res: ServerResponse, model: string, tokens: string[]): void {
    this.startStream(res);
    // the role first, as OpenAI sends it, then one chunk per token, a few ms apart
    res.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })}\n\n`,
    );
    let i = 0;
    const next = () => {
      if (res.destroyed) return;
      if (i < tokens.length) {
        this.chunk(res, model, tokens[i++]!);
        this.later(5, next);
        return;
      }
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    };
    next();
  }
}
