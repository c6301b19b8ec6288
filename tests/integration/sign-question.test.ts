// A card export whose one amount column carries no sign: Byte asks whether the amounts are money
// spent or received (it does not guess), reads them as answered, and reads the user's next file
// of the same layout without asking.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../core/documents/api.ts';
import type { AmountSignQuestion } from '../../core/documents/question.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import type { DocumentQuestionEvent } from '../../core/events.ts';
import { connected, uniqueEmail, type ApiClient } from '../support/api.ts';
import { acceptedId, documentQuestion, documentSettled, startStackWithUser, type Stack } from '../support/stack.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/statements/unseen/${name}`, import.meta.url), 'utf8');

let stack: Stack;
let client: ApiClient;
beforeAll(async () => {
  ({ stack, client } = await startStackWithUser('signs'));
});
afterAll(async () => {
  await stack?.close();
});

const waiting = documentQuestion;

describe('amounts without signs: Byte asks, and remembers the answer for the layout', () => {
  it('asks with a preview, imports the purchases as spending when answered, and reads the next file of the layout without asking', async () => {
    const socket = client.socket();
    await connected(socket);
    const asked = new Promise<DocumentQuestionEvent>((resolve) => socket.on('document:question', resolve));
    const id = acceptedId((await client.upload([{ name: 'purchases-march.csv', content: fixture('purchases-march.csv') }])).body);
    const q = (await asked).question as AmountSignQuestion;
    socket.disconnect();
    expect(q.type).toBe('amount-sign');
    expect(q.message).toContain('Are these amounts money spent (card purchases) or money received?');
    expect(q.options.map((o) => o.value)).toEqual(['spent', 'received']);
    expect(q.columns.map((c) => `${c.name}:${c.role}`)).toEqual(['Transaction Date:date', 'Merchant:description', 'Amount:amount']);
    expect(q.preview[0]).toEqual({ date: '2026-03-01', description: 'AMAZON MKTPLACE', amountCents: -3499 });

    const parked = await waiting(client, id);
    expect(parked.question?.type).toBe('amount-sign');
    expect((await client.json<TransactionPage>('GET', '/api/transactions')).body.total).toBe(0);
    // an answer to the other question is refused, not remembered for the wrong thing
    expect((await client.json('POST', `/api/documents/${id}/answer`, { dateOrder: 'DMY' })).status).toBe(400);
    expect((await client.json('POST', `/api/documents/${id}/answer`, { amountSign: 'both' })).status).toBe(400);

    const answered = await client.json<{ document: DocumentDto }>('POST', `/api/documents/${id}/answer`, { amountSign: 'spent' });
    expect(answered.status).toBe(200);
    expect(await documentSettled(client, id)).toMatchObject({ status: 'completed', imported: 4 });
    const amounts = async () =>
      (await client.json<TransactionPage>('GET', '/api/transactions?limit=100')).body.items.map((t) => [t.date, t.description, t.amountCents]).sort();
    expect(await amounts()).toEqual([
      ['2026-03-01', 'AMAZON MKTPLACE', -3499],
      ['2026-03-03', 'UBER TRIP', -1820],
      ['2026-03-06', 'STARBUCKS 4411', -575],
      ['2026-03-09', 'NETFLIX.COM', -1549],
    ]);

    // the next month's export: same header, same delimiter, no question
    const april = await documentSettled(
      client,
      acceptedId((await client.upload([{ name: 'purchases-april.csv', content: fixture('purchases-april.csv') }])).body),
    );
    expect(april).toMatchObject({ status: 'completed', imported: 3, question: null });
    expect(april.warnings).toContain('Read the amounts as money spent, as you answered for an earlier file laid out like this one.');
    expect((await amounts()).filter((r) => String(r[0]).startsWith('2026-04'))).toEqual([
      ['2026-04-02', 'WHOLE FOODS', -6130],
      ['2026-04-05', 'LYFT RIDE', -1240],
      ['2026-04-08', 'SPOTIFY', -1099],
    ]);

    // the answer is this user's: another user with the same layout is asked
    const other = stack.client();
    await other.signup(uniqueEmail('signs-other'));
    const theirs = acceptedId((await other.upload([{ name: 'purchases-april.csv', content: fixture('purchases-april.csv') }])).body);
    expect((await waiting(other, theirs)).question?.type).toBe('amount-sign');
    expect((await other.json('POST', `/api/documents/${theirs}/answer`, { amountSign: 'received' })).status).toBe(200);
    expect(await documentSettled(other, theirs)).toMatchObject({ status: 'completed', imported: 3 });
    const theirAmounts = (await other.json<TransactionPage>('GET', '/api/transactions')).body.items.map((t) => t.amountCents).sort((a, b) => a - b);
    expect(theirAmounts).toEqual([1099, 1240, 6130]);
  });

  it('a card export with purchases positive and its payment negative: asked, imported flipped when answered, the next file of the layout read alike', async () => {
    const user = stack.client();
    await user.signup(uniqueEmail('signs-mixed'));
    const id = acceptedId((await user.upload([{ name: 'card-payment-negative.csv', content: fixture('card-payment-negative.csv') }])).body);
    const q = (await waiting(user, id)).question as AmountSignQuestion;
    expect(q.type).toBe('amount-sign');
    expect(q.message).toContain('are positive and a few are negative. Are the positive ones money spent');
    expect(q.preview.slice(0, 5).map((r) => r.amountCents)).toEqual([-2345, -1890, -1990, -5490, 30000]);
    expect((await user.json<TransactionPage>('GET', '/api/transactions')).body.total).toBe(0);
    expect((await user.json('POST', `/api/documents/${id}/answer`, { amountSign: 'spent' })).status).toBe(200);
    expect(await documentSettled(user, id)).toMatchObject({ status: 'completed', imported: 6 });
    const amounts = async () =>
      (await user.json<TransactionPage>('GET', '/api/transactions?limit=100')).body.items.map((t) => [t.description, t.amountCents]).sort();
    expect(await amounts()).toEqual([
      ['Padaria Real', -2345],
      ['Pagamento recebido', 30000],
      ['Posto Ipiranga', -12000],
      ['Spotify', -1990],
      ['Uber *Trip', -1890],
      ['iFood *Restaurante', -5490],
    ]);

    const next =
      'date,title,amount\n2026-04-02,Padaria Real,12.50\n2026-04-04,Uber *Trip,9.90\n2026-04-09,Farmácia,31.00\n2026-04-12,Pagamento recebido,-200.00\n';
    const again = await documentSettled(user, acceptedId((await user.upload([{ name: 'card-april.csv', content: next }])).body));
    expect(again).toMatchObject({ status: 'completed', imported: 4, question: null });
    expect((await amounts()).filter(([d]) => d === 'Farmácia' || d === 'Pagamento recebido')).toEqual([
      ['Farmácia', -3100],
      ['Pagamento recebido', 20000],
      ['Pagamento recebido', 30000],
    ]);
  });

  it('two amount columns Byte cannot name: the user reassigns them in the answer, and the next file of the layout is read the same way', async () => {
    const user = stack.client();
    await user.signup(uniqueEmail('signs-columns'));
    const id = acceptedId((await user.upload([{ name: 'unknown-pair.csv', content: fixture('unknown-pair.csv') }])).body);
    const q = (await waiting(user, id)).question as AmountSignQuestion;
    expect(q.message).toContain('two amount columns, "Uno" and "Due"');
    expect(q.columns.map((c) => c.role)).toEqual(['date', 'description', 'money out', 'money in']);
    // a role that does not exist is refused
    expect((await user.json('POST', `/api/documents/${id}/answer`, { amountSign: 'spent', columnRoles: ['date', 'payee', 'amount', ''] })).status).toBe(400);
    const answered = await user.json('POST', `/api/documents/${id}/answer`, {
      amountSign: 'spent',
      columnRoles: ['date', 'description', 'money in', 'money out'],
    });
    expect(answered.status).toBe(200);
    expect(await documentSettled(user, id)).toMatchObject({ status: 'completed', imported: 3 });
    const amounts = async () => (await user.json<TransactionPage>('GET', '/api/transactions')).body.items.map((t) => [t.description, t.amountCents]).sort();
    expect(await amounts()).toEqual([
      ['Affitto', 70000],
      ['Panificio Rossi', 320],
      ['Stipendio', -150000],
    ]);

    const next = 'Quando;Chi;Uno;Due\n04/04/2026;Libreria;12,00;\n15/04/2026;Bonus;;80,00\n';
    const again = await documentSettled(user, acceptedId((await user.upload([{ name: 'unknown-pair-april.csv', content: next }])).body));
    expect(again).toMatchObject({ status: 'completed', imported: 2, question: null });
    expect((await amounts()).filter(([d]) => d === 'Libreria' || d === 'Bonus')).toEqual([
      ['Bonus', -8000],
      ['Libreria', 1200],
    ]);
  });

  it('columns found from their contents with a rival reading: Byte asks the user to check them, and remembers the reading for the layout', async () => {
    const user = stack.client();
    await user.signup(uniqueEmail('columns'));
    const id = acceptedId((await user.upload([{ name: 'no-header-two-dates.csv', content: fixture('no-header-two-dates.csv') }])).body);
    const q = (await waiting(user, id)).question;
    expect(q?.type).toBe('columns');
    expect(q?.message).toContain('Are these the right columns?');
    expect((await user.json('POST', `/api/documents/${id}/answer`, { amountSign: 'spent' })).status).toBe(400);
    expect((await user.json('POST', `/api/documents/${id}/answer`, { columnRoles: ['', 'date', 'description', 'amount'] })).status).toBe(200);
    expect(await documentSettled(user, id)).toMatchObject({ status: 'completed', imported: 3 });
    const dates = async () => (await user.json<TransactionPage>('GET', '/api/transactions')).body.items.map((t) => t.date).sort();
    expect(await dates()).toEqual(['2026-03-15', '2026-03-17', '2026-03-18']);

    const next = '14/04/2026,16/04/2026,BOOTS 12,-8.00\n20/04/2026,21/04/2026,PRET A MANGER,-4.50\n';
    const again = await documentSettled(user, acceptedId((await user.upload([{ name: 'no-header-april.csv', content: next }])).body));
    expect(again).toMatchObject({ status: 'completed', imported: 2, question: null });
    expect(again.warnings).toContain('Read the columns as you set them for an earlier file laid out like this one.');
    expect((await dates()).filter((d) => d.startsWith('2026-04'))).toEqual(['2026-04-16', '2026-04-21']);
  });
});
