// npm run figures -- [--today YYYY-MM-DD] FILE [FILE...]   Reads statements and receipts (any format
// Byte reads), categorizes their rows as Tag does with no history, and prints ONE JSON object with the
// months they cover, the monthly surplus, the savings rate, the accounts and the net worth
// (core/figures/summary.ts; the shape is in docs/clis.md). Needs neither PostgreSQL nor Redis.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AccountKind, kindFromEvidence } from '../core/accounts/kinds.ts';
import { closingRow } from '../core/crystal/closing-balance.ts';
import { sniffFileKind } from '../core/documents/sniff.ts';
import type { FigureRow } from '../core/figures/monthly.ts';
import { pointAccountsOf } from '../core/figures/point-accounts.ts';
import { figuresSummary, type SummaryAccount } from '../core/figures/summary.ts';
import type { ExtractedTransaction } from '../core/parsers/types.ts';
import { Tagger } from '../core/tag/engine.ts';
import { currencyOfContent } from '../worker/extract/currency-of.ts';
import { parseContent } from '../worker/extract/parse-content.ts';
import { readDocument } from '../worker/extract/read-document.ts';
import { closeSharedOcrPool, getSharedOcrPool } from '../worker/ocr/pool.ts';

interface FileRead {
  file: string;
  receipt: boolean;
  rows: ExtractedTransaction[];
  closingBalanceCents: number | null;
  currency: string;
  /** what the statement's own words say its account is (core/accounts/kinds.ts), as an import stores it */
  side: 'card' | 'deposit' | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

async function readOne(file: string): Promise<FileRead> {
  const bytes = await readFile(file);
  const sniffed = sniffFileKind(bytes, path.basename(file));
  if (!sniffed.ok) throw new Error(`${file}: ${sniffed.error}`);
  const content = await readDocument(bytes, sniffed.kind, { ocrPool: getSharedOcrPool });
  const x = parseContent(content, { fileName: path.basename(file) });
  if (x.errors.length) throw new Error(`${file}: ${x.errors[0]}`);
  const rows: ExtractedTransaction[] = [];
  if (x.streamed) for (const batch of x.streamed.batches(5000)) rows.push(...batch);
  else rows.push(...x.transactions);
  return {
    file,
    receipt: x.kind === 'receipt',
    rows,
    closingBalanceCents: x.statement?.closingBalanceCents ?? null,
    currency: currencyOfContent(content)?.code ?? 'USD',
    side: x.statement?.kind?.side ?? null,
  };
}

/** Rows without an account belong to their file, as the product names an import's account after its file. */
const accountOf = (read: FileRead, t: ExtractedTransaction) => t.account?.trim() || path.basename(read.file);

function accountsOf(reads: readonly FileRead[]): SummaryAccount[] {
  const by = new Map<
    string,
    { kind: AccountKind; running: { date: string; amountCents: number; balanceCents: number }[]; closing: number | null; currency: string }
  >();
  for (const read of reads) {
    const names = new Set(read.rows.map((t) => accountOf(read, t)));
    for (const t of read.rows) {
      const name = accountOf(read, t);
      // a receipt paid in cash is a cash account; every other account is what Ledger makes of an import today
      const a = by.get(name) ?? { kind: read.receipt && /^cash$/i.test(name) ? 'cash' : 'checking', running: [], closing: null, currency: read.currency };
      if (t.balanceCents !== null) a.running.push({ date: t.date, amountCents: t.amountCents, balanceCents: t.balanceCents });
      by.set(name, a);
    }
    // a statement about one account: its closing balance and its own words about the kind are that account's
    if (names.size === 1) {
      const a = by.get([...names][0]!)!;
      if (read.closingBalanceCents !== null) a.closing = read.closingBalanceCents;
      a.kind = kindFromEvidence(a.kind, { side: read.side, because: [] });
    }
  }
  return [...by.entries()].map(([name, a]) => ({
    name,
    kind: a.kind,
    balanceCents: a.closing ?? closingRow(a.running)?.balanceCents ?? null,
    currency: a.currency,
  }));
}

function parseArgs(argv: string[]): { today: string; files: string[] } {
  const files: string[] = [];
  let today = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--today') {
      const v = argv[++i] ?? '';
      if (!ISO_DAY.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) throw new Error(`--today must be a day as YYYY-MM-DD, got "${v}"`);
      today = v;
    } else files.push(argv[i]!);
  }
  if (!files.length) throw new Error('usage: npm run figures -- [--today YYYY-MM-DD] FILE [FILE...]');
  return { today, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let exit = 0;
  try {
    const { today, files } = parseArgs(process.argv.slice(2));
    const reads = await Promise.all(files.map(readOne));
    const accounts = accountsOf(reads);
    // the ledger's currency: the first file's; rows of a file in another currency are left out (no rate here)
    const currency = reads[0]!.currency;
    for (const r of reads)
      if (r.currency !== currency)
        console.error(`${r.file}: in ${r.currency}, not ${currency}; its rows and balance are left out of the months and the net worth`);
    const tagger = new Tagger();
    const rows: FigureRow[] = reads
      .filter((r) => r.currency === currency)
      .flatMap((r) =>
        r.rows.map((t) => ({
          date: t.date,
          amountCents: t.amountCents,
          account: accountOf(r, t),
          category: tagger.categorize({ description: t.description, amountCents: t.amountCents, account: t.account, bankCategory: t.bankCategory }).category,
        })),
      );
    // the same rule as the app: a cash account, or one whose rows are all receipts, never makes a month partial
    const evidence = reads.flatMap((r) =>
      r.rows.map((t) => ({ account: accountOf(r, t), kind: accounts.find((a) => a.name === accountOf(r, t))!.kind, rows: 1, pointRows: r.receipt ? 1 : 0 })),
    );
    console.log(JSON.stringify(figuresSummary({ rows, accounts, today, currency, pointAccounts: pointAccountsOf(evidence) })));
  } catch (err) {
    console.error((err as Error).message);
    exit = 2;
  }
  await closeSharedOcrPool();
  process.exit(exit);
}
