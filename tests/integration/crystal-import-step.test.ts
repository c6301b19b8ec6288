// Crystal's step of an import reads only what the file needs (the last 30 days for the trend, the
// history of the file's own merchants for the recurring series), so a small import into a large
// ledger costs what it costs into a small one (issue 18). What the user reads must stay true.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

const TODAY = '2026-03-17';
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: TODAY } });
});
afterAll(async () => {
  await stack?.close();
});

const crystalMessage = (doc: { steps: { key: string; message: string }[] }) => doc.steps.find((s) => s.key === 'integration')!.message;

describe('Crystal on an import', () => {
  it('names the recurring series among the file’s merchants, with its next charge, from the history of that merchant', async () => {
    const client = stack.client();
    await client.signup(uniqueEmail());
    // history: Netflix and a gym every month since October, groceries in the last 30 days
    const history: string[] = [];
    for (const month of ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02']) {
      history.push(`${month}-05,NETFLIX.COM,-15.49,Checking`, `${month}-09,IRONWORKS GYM MEMBERSHIP,-45.00,Checking`);
    }
    history.push('2026-02-20,WHOLE FOODS MARKET,-80.00,Checking', '2026-03-10,WHOLE FOODS MARKET,-20.00,Checking');
    await importCsv(client, 'history.csv', history);

    // a small new file: this month's Netflix and a one-off purchase
    const doc = await importCsv(client, 'march.csv', ['2026-03-05,NETFLIX.COM,-15.49,Checking', '2026-03-12,CORNER HARDWARE,-12.00,Checking']);
    const message = crystalMessage(doc);
    // only Netflix is a series among this file's merchants (the gym recurs too, but is not in the file)
    expect(message).toMatch(/1 recurring item among this file's merchants; next: Netflix(\.com)? \$15\.49 on 2026-04-05\./i);
    // the trend counts the ledger's last 30 days plus the file: 80.00 on Feb 20 (first half),
    // then 20.00 + 15.49 + 12.00 = 47.49 (second half: March 3 to 17)
    expect(message).toContain('$47.49 in the last 15 days vs $80.00 before');
    expect(message).toMatch(/^30-day spending trend: decreasing \(-41%\)/);
  });

  it('says nothing about series when none of the file’s merchants recur', async () => {
    const client = stack.client();
    await client.signup(uniqueEmail());
    const history = ['2025-12-05', '2026-01-05', '2026-02-05'].map((d) => `${d},NETFLIX.COM,-15.49,Checking`);
    await importCsv(client, 'history.csv', history);
    const doc = await importCsv(client, 'one-off.csv', ['2026-03-12,CORNER HARDWARE,-12.00,Checking']);
    expect(crystalMessage(doc)).not.toMatch(/recurring/);
  });
});
