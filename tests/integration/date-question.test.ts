import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../core/documents/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import type { DocumentQuestionEvent } from '../../core/events.ts';
import { connected, uniqueEmail, type ApiClient } from '../support/api.ts';
import { acceptedId, documentQuestion, documentSettled, startStackWithUser, type Stack } from '../support/stack.ts';

let stack: Stack;
let client: ApiClient;
beforeAll(async () => {
  ({ stack, client } = await startStackWithUser('dates'));
});
afterAll(async () => {
  await stack?.close();
});

const AMBIGUOUS = 'Date,Description,Amount\n03/04/2026,STARBUCKS STORE 12,-4.10\n05/06/2026,SHELL OIL 99,-30.00\n';

describe('when every date could be day-first or month-first, Byte asks', () => {
  it('parks the document with a question, and reads the dates the way the user answers', async () => {
    const socket = client.socket();
    await connected(socket);
    const asked = new Promise<DocumentQuestionEvent>((resolve) => socket.on('document:question', resolve));
    const up = await client.upload([{ name: 'ambiguous.csv', content: AMBIGUOUS }]);
    const id = acceptedId(up.body);
    const q = await asked;
    socket.disconnect();
    expect(q.documentId).toBe(id);
    expect(q.question.message).toContain('03/04/2026');
    expect(q.question.options.map((o) => o.label)).toEqual(['Month first: March 4, 2026', 'Day first: 3 April 2026']);

    const waiting = await documentQuestion(client, id);
    expect(waiting.question?.type).toBe('date-order');
    expect((await client.json<TransactionPage>('GET', '/api/transactions')).body.total).toBe(0);

    const other = stack.client();
    await other.signup(uniqueEmail('nosy'));
    expect((await other.json('POST', `/api/documents/${id}/answer`, { dateOrder: 'DMY' })).status).toBe(404);
    expect((await client.json('POST', `/api/documents/${id}/answer`, { dateOrder: 'YMD' })).status).toBe(400);

    const answered = await client.json<{ document: DocumentDto }>('POST', `/api/documents/${id}/answer`, { dateOrder: 'DMY' });
    expect(answered.status).toBe(200);
    expect(answered.body.document.question).toBeNull();
    const done = await documentSettled(client, id);
    expect(done).toMatchObject({ status: 'completed', imported: 2 });
    const dates = (await client.json<TransactionPage>('GET', '/api/transactions')).body.items.map((t) => t.date).sort();
    expect(dates).toEqual(['2026-04-03', '2026-06-05']);

    const again = await client.json<{ error: string }>('POST', `/api/documents/${id}/answer`, { dateOrder: 'MDY' });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain('not waiting');
  });
});
