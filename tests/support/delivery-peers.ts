// Delivery peers on loopback for the reminder tests: an SMTP server (smtp-server, mailparser) that can
// hold or refuse a message, an HTTPS "push service" with a self-signed certificate the worker is told
// to trust, and a browser-like push subscription whose keys can decrypt what arrives.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

type Cleanups = (() => Promise<unknown>)[];

export interface Mail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

/** An SMTP server on loopback; `hold` decides per recipient to keep a message unanswered, `refuse` to say 550. */
export async function smtp(cleanups: Cleanups, opts: { hold?: (to: string) => boolean; refuse?: (to: string) => boolean } = {}) {
  const accepted: Mail[] = [];
  const held: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (opts.refuse?.(address.address)) return cb(Object.assign(new Error('5.1.1 Mailbox unavailable: no such user here'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const to = session.envelope.rcptTo[0]?.address ?? '';
        // a held message is never acknowledged: for the sender it was not delivered
        if (opts.hold?.(to)) {
          held.push(to);
          return;
        }
        const mail = await simpleParser(Buffer.concat(chunks));
        accepted.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', messageId: mail.messageId ?? '' });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, accepted, held };
}

/** A loopback HTTPS "push service" with a self-signed certificate the worker is told to trust. */
export async function pushService(cleanups: Cleanups, answer: (path: string) => number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pf-push-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
  const server: HttpsServer = createHttpsServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        const status = answer(req.url ?? '');
        // an error answer carries a body, as internal services do: it must never reach the user's log
        res.writeHead(status).end(status >= 400 ? 'internal reply: secret-token-123' : undefined);
      });
    },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
  return { base: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, caFile: path.join(dir, 'cert.pem'), received };
}

export function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}
