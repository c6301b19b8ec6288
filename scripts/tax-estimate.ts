// npm run tax:estimate -- FILE.json
// Reads {jurisdiction: "US" | "UK", taxYear, filingStatus?, grossIncome, expenses: {LINE: amount},
// mileage?, homeOffice?, priorYearTax?, priorYearAgi?} (decimal currency units) and prints one JSON
// object (docs/clis.md). Needs neither PostgreSQL nor Redis. Bad input: a message
// naming the field on stderr and exit code 1.
import { readFile } from 'node:fs/promises';
import { runEstimateFile } from '../core/tax/cli.ts';
import { TaxInputError } from '../core/tax/rules.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run tax:estimate -- FILE.json');
  process.exit(1);
}
let raw: unknown;
try {
  raw = JSON.parse(await readFile(file, 'utf8'));
} catch (err) {
  console.error(`tax:estimate: ${file}: ${(err as Error).message}`);
  process.exit(1);
}
try {
  console.log(JSON.stringify(runEstimateFile(raw)));
} catch (err) {
  if (!(err instanceof TaxInputError)) throw err;
  console.error(`tax:estimate: ${err.message}`);
  process.exit(1);
}
