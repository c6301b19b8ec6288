// npm run plan:debts -- FILE.json
// Reads {debts: [{name, balance, apr, minimum: number | {floor, percent}, promoApr?, promoMonths?}],
// monthlyBudget, strategy: "avalanche" | "snowball" | [names…]} and prints the plan as one JSON object
// (see docs/clis.md). Needs neither PostgreSQL nor Redis. Bad input: {error, field,
// problems} and exit code 2.
import { readFile } from 'node:fs/promises';
import { planOutput, readPlanInput } from '../core/liberty/plan-input.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run plan:debts -- FILE.json');
  process.exit(2);
}
let raw: unknown;
try {
  raw = JSON.parse(await readFile(file, 'utf8'));
} catch (err) {
  console.log(JSON.stringify({ error: `${file}: ${(err as Error).message}`, field: 'input', problems: [] }));
  process.exit(2);
}
const input = readPlanInput(raw);
if ('problems' in input) {
  const [first] = input.problems;
  console.log(JSON.stringify({ error: first!.message, field: first!.field, problems: input.problems }));
  process.exit(2);
}
console.log(JSON.stringify(planOutput(input.debts, input.budgetCents, input.strategy)));
