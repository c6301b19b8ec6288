// A page on another port of the same host (same-site, cross-origin: the session cookie goes along)
// tries what the probe did: a form post, a no-cors multipart upload and a live socket. In Chromium,
// each is refused and the user's data stays as it was; the app's own page keeps working.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { NotificationsDto } from '../../core/dashboard/api.ts';
import type { DocumentDto } from '../../core/documents/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { freePort } from '../support/processes.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
let page: Page;
let client: ApiClient;
let evil: Server;
let evilOrigin: string;
const password = 'correct horse battery';

const attackPage = (target: string) => `<!doctype html><meta charset="utf-8"><title>Win a prize</title>
<form id="f" method="POST" action="${target}/api/notifications/read" enctype="application/x-www-form-urlencoded">
  <input name="x" value="1"><button>Claim</button>
</form>`;

beforeAll(async () => {
  stack = await startStack();
  client = stack.client();
  const email = uniqueEmail('victim');
  await client.signup(email, password, 'Vic Tim');
  const port = await freePort();
  evilOrigin = `http://127.0.0.1:${port}`;
  evil = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(attackPage(stack.server.url));
  });
  await new Promise<void>((r) => evil.listen(port, '127.0.0.1', r));
  browser = await launchBrowser();
  page = await browser.newPage();
  await logInThroughForm(page, stack.server.url, '/dashboard', email, password);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => evil?.close(r));
  await stack?.close();
});

const readAt = async () => (await client.json<NotificationsDto>('GET', '/api/notifications')).body.readAt;
const documents = async () => (await client.json<{ documents: DocumentDto[] }>('GET', '/api/documents')).body.documents;

describe('a sibling site cannot act for the signed-in user', () => {
  it('is served from another origin of the same host, so the browser sends the session cookie along', async () => {
    const cookies = await page.context().cookies(evilOrigin);
    expect(cookies.map((c) => c.name)).toContain('pf_session');
  });

  it('refuses a forged form post and leaves the notifications unread', async () => {
    await client.json('GET', '/api/harmony/nudge'); // some activity exists either way; readAt is what counts
    const before = await readAt();
    await page.goto(`${evilOrigin}/`);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/notifications/read'));
    await page.click('button');
    expect((await answer).status()).toBe(403);
    expect(await readAt()).toBe(before);
  });

  it('refuses a no-cors multipart upload and imports nothing', async () => {
    await page.goto(`${evilOrigin}/`);
    const status = await page.evaluate(async (target) => {
      const form = new FormData();
      form.append('files', new Blob(['Date,Description,Amount\n2026-03-02,FORGED SHOP,-99.00\n'], { type: 'text/csv' }), 'forged.csv');
      // the answer is unreadable either way (opaque, or blocked by Cross-Origin-Resource-Policy): what counts is the ledger below
      return fetch(`${target}/api/documents`, { method: 'POST', mode: 'no-cors', credentials: 'include', body: form }).then(
        (r) => r.type,
        () => 'blocked',
      );
    }, stack.server.url);
    expect(['opaque', 'blocked']).toContain(status);
    await new Promise((r) => setTimeout(r, 500));
    expect(await documents()).toEqual([]);
  });

  it("cannot open a live socket with the user's cookie", async () => {
    await page.goto(`${evilOrigin}/`);
    const outcome = await page.evaluate(
      (target) =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(`${target.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`);
          const seen: string[] = [];
          ws.onmessage = (m) => {
            seen.push(String(m.data));
            if (String(m.data).startsWith('0')) ws.send('40'); // ask to join the default namespace
            if (String(m.data).startsWith('40')) resolve(`connected: ${seen.join(' | ')}`);
          };
          ws.onerror = () => resolve('refused');
          ws.onclose = () => resolve(`closed after: ${seen.join(' | ') || 'nothing'}`);
          setTimeout(() => resolve(`timeout after: ${seen.join(' | ') || 'nothing'}`), 5000);
        }),
      stack.server.url,
    );
    expect(outcome).toBe('refused');
  });

  it('keeps the app itself working from its own origin: a real upload through the page, with no CSP errors', async () => {
    const errors = watchConsole(page);
    await page.goto(`${stack.server.url}/dashboard/smart-import-ai`);
    await page
      .getByLabel('Choose files')
      .setInputFiles({ name: 'own.csv', mimeType: 'text/csv', buffer: Buffer.from('Date,Description,Amount\n2026-03-02,OWN SHOP,-12.00\n') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(async () => (await documents()).map((d) => d.status), { timeout: 30_000 }).toEqual(['completed']);
    await page.goto(`${stack.server.url}/dashboard`);
    await page.waitForLoadState('networkidle');
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });
});
