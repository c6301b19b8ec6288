// npm run bills:detect -- FILE   Reads a statement (any format Byte reads) and prints the bills in it
// as one JSON object (docs/clis.md). Needs neither PostgreSQL nor Redis.
import { detectBills } from '../core/chime/detect.ts';
import type { LedgerTransaction } from '../core/crystal/types.ts';
import { Tagger } from '../core/tag/engine.ts';
import { closeSharedOcrPool } from '../worker/ocr/pool.ts';
import { extractFile } from './extract.ts';
import { parseAmountToCents } from '../core/money.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run bills:detect -- FILE');
  process.exit(2);
}
const read = await extractFile(file).catch((err: Error) => ({
  errors: [err.message],
  transactions: [] as { date: string; description: string; amount: number }[],
}));
await closeSharedOcrPool();
if (read.errors?.length) {
  console.log(JSON.stringify({ error: read.errors[0], bills: [] }));
  process.exit(2);
}
// categories as Tag gives them with no history (Crystal tells subscriptions and bills apart by them)
const tagger = new Tagger();
const txs: LedgerTransaction[] = read.transactions.map((t, i) => {
  const amountCents = parseAmountToCents(String(t.amount)) ?? Math.round(t.amount * 100);
  const c = tagger.categorize({ description: t.description, amountCents });
  return {
    id: String(i),
    date: t.date,
    description: t.description,
    merchant: c.merchant,
    amountCents,
    category: c.category,
    subcategory: c.subcategory,
    account: null,
  };
});
const today = txs.reduce((last, t) => (t.date > last ? t.date : last), '0000-00-00');
const dollars = (c: number) => Math.round(c) / 100;
const cadenceText = (c: ReturnType<typeof detectBills>[number]['cadence']) =>
  c.kind === 'monthly'
    ? `monthly on day ${c.day}`
    : c.kind === 'yearly'
      ? `yearly on ${c.month}-${c.day}`
      : c.kind === 'quarterly'
        ? `quarterly on day ${c.day}`
        : c.kind === 'every-n-weeks'
          ? `every ${c.n} weeks`
          : c.kind === 'every-n-days'
            ? `every ${c.n} days`
            : 'weekly';
console.log(
  JSON.stringify({
    bills: detectBills(txs, today).map((b) => ({
      merchant: b.merchant,
      cadence: cadenceText(b.cadence),
      amount: dollars(b.amountCents),
      amountMin: dollars(b.minCents),
      amountMax: dollars(b.maxCents),
      nextDue: b.nextDue,
      occurrences: b.occurrences,
    })),
  }),
);
