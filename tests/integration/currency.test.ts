// Money that is not dollars: a French statement in euros and a Malaysian receipt in ringgit keep
// their currency; totals convert only at a rate the user states, otherwise those amounts are kept apart.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '../../core/auth/api.ts';
import type { PredictionsDto } from '../../core/crystal/api.ts';
import type { DocumentDto } from '../../core/documents/api.ts';
import type { TransactionPage } from '../../core/ledger/api.ts';
import type { CurrencySettingsDto } from '../../core/settings/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { importCsv, importFile, startStack, type Stack } from '../support/stack.ts';

const fixtures = path.join(import.meta.dirname, '../fixtures');
let stack: Stack;
let user: ApiClient;
let french: DocumentDto;

beforeAll(async () => {
  stack = await startStack();
  user = stack.client();
  await user.signup(uniqueEmail('currency'));
  await importCsv(user, 'checking.csv', ['2024-04-03,GROCER,-20.00,Checking', '2024-04-04,PAYROLL ACME,1500.00,Checking']);
  french = await importFile(user, 'releve.csv', await readFile(path.join(fixtures, 'csv/french.csv'), 'utf8'));
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const transactions = async () => (await user.json<TransactionPage>('GET', '/api/transactions?pageSize=100')).body.items;
const settings = async () => (await user.json<CurrencySettingsDto>('GET', '/api/settings/currency')).body;
const ledgerCount = async () => (await user.json<PredictionsDto>('GET', '/api/crystal/predictions')).body.transactionCount;

describe('currencies', () => {
  it('reads a French statement as euros, says why, and shows each row in euros', async () => {
    expect(french.currency).toBe('EUR');
    expect(french.currencyEvidence).toMatch(/read from the file: "sepa"/);
    const rows = await transactions();
    const carrefour = rows.find((r) => /CARREFOUR/.test(r.description))!;
    expect(carrefour).toMatchObject({ currency: 'EUR', amountCents: -4590 });
    expect(rows.find((r) => /GROCER/.test(r.description))!.currency).toBe('USD');
  });

  it('keeps the euros apart from dollar totals until the user states a rate, then converts at it', async () => {
    const before = await settings();
    expect(before.homeCurrency).toBe('USD');
    expect(before.ledger.find((c) => c.code === 'EUR')).toMatchObject({ rate: null, transactions: 3 });
    expect(await ledgerCount()).toBe(2);
    const saved = await user.json<CurrencySettingsDto>('PUT', '/api/settings/currency', { homeCurrency: 'USD', rates: { EUR: 1.08 } });
    expect(saved.status).toBe(200);
    expect(saved.body.ledger.find((c) => c.code === 'EUR')!.rate).toBe(1.08);
    expect(await ledgerCount()).toBe(5);
  });

  it('refuses an unknown currency or a rate that is not a positive number, naming the field, and changes nothing', async () => {
    const bad = await user.json<{ field: string }>('PUT', '/api/settings/currency', { homeCurrency: 'XXX', rates: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('homeCurrency');
    const negative = await user.json<{ field: string }>('PUT', '/api/settings/currency', { homeCurrency: 'USD', rates: { EUR: -1 } });
    expect(negative.status).toBe(400);
    expect(negative.body.field).toBe('rates.EUR');
    expect((await settings()).rates).toEqual({ EUR: 1.08 });
  });

  it('lets the user choose the currency of a file that did not say, for it and its rows only', async () => {
    const doc = await importCsv(user, 'uk-card.csv', ['2024-05-01,TESCO STORES,-31.20,Card']);
    expect(doc.currency).toBeNull();
    expect((await transactions()).find((r) => /TESCO/.test(r.description))!.currency).toBe('USD');
    expect((await user.json('PUT', `/api/documents/${doc.id}/currency`, { currency: 'GBP' })).status).toBe(200);
    expect((await transactions()).find((r) => /TESCO/.test(r.description))!.currency).toBe('GBP');
    const other = stack.client();
    await other.signup(uniqueEmail('other'));
    expect((await other.json('PUT', `/api/documents/${doc.id}/currency`, { currency: 'EUR' })).status).toBe(404);
    expect((await user.json<{ document: DocumentDto }>('GET', `/api/documents/${doc.id}`)).body.document).toMatchObject({
      currency: 'GBP',
      currencyEvidence: 'chosen by you',
    });
  });

  it('makes the home currency a setting the app knows at sign-in', async () => {
    await user.json('PUT', '/api/settings/currency', { homeCurrency: 'EUR', rates: { USD: 0.93 } });
    expect((await user.json<{ user: UserDto }>('GET', '/api/me')).body.user.homeCurrency).toBe('EUR');
    await user.json('PUT', '/api/settings/currency', { homeCurrency: 'USD', rates: { EUR: 1.08 } });
  });

  it('reads a Malaysian receipt photo as ringgit', async () => {
    const doc = await importFile(user, 'receipt.jpg', await readFile(path.join(fixtures, 'receipts/pipeline-unihakka.jpg')));
    expect(doc.currency).toBe('MYR');
    const row = (await transactions()).find((r) => r.documentId === doc.id)!;
    expect(row.currency).toBe('MYR');
  }, 60_000);
});
