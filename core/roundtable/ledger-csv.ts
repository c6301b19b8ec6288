// A categorized ledger as CSV (Date,Description,Amount,Category[,Merchant]), the input of
// `npm run podcast:script`: the rows the database would hold, so an episode's script can be tried
// without PostgreSQL. A row that cannot be read is an error naming its line and field.
import Papa from 'papaparse';
import type { LedgerTransaction } from '../crystal/types.ts';
import { parseDateCell } from '../dates.ts';
import { parseAmountToCents } from '../money.ts';

const COLUMNS = ['date', 'description', 'amount', 'category'] as const;

export function readLedgerCsv(text: string, file = 'input'): { transactions: LedgerTransaction[]; errors: string[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...rows] = parsed.data;
  if (!header) return { transactions: [], errors: [`${file}: empty file`] };
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0)
    return {
      transactions: [],
      errors: [`${file}: no ${missing.join(', ')} column (header: ${header.join(', ')}; expected Date,Description,Amount,Category[,Merchant])`],
    };
  const at = (row: readonly string[], name: string) => row[names.indexOf(name)]?.trim() ?? '';
  const transactions: LedgerTransaction[] = [];
  const errors: string[] = [];
  rows.forEach((row, i) => {
    const line = i + 2;
    // the ledger's own dates are ISO; a bank's "03/17/2026" belongs to the importer, not here
    const date = parseDateCell(at(row, 'date'), 'YMD');
    const amountCents = parseAmountToCents(at(row, 'amount'));
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(at(row, 'date'))) errors.push(`${file} line ${line}: Date "${at(row, 'date')}" is not a date like 2026-03-17`);
    else if (amountCents === null) errors.push(`${file} line ${line}: Amount "${at(row, 'amount')}" is not an amount`);
    else if (!at(row, 'category')) errors.push(`${file} line ${line}: Category is empty`);
    else {
      const merchant = names.includes('merchant') ? at(row, 'merchant') : '';
      transactions.push({
        id: String(line),
        date,
        description: at(row, 'description'),
        merchant: merchant || null,
        amountCents,
        category: at(row, 'category'),
      });
    }
  });
  return { transactions, errors };
}
