// The savings calculator: every result is computed from the visitor's figures, with its formula.
import { useId, useState } from 'react';
import { AmountField } from '../components/AmountField.tsx';
import { calculate, duration, money, parseAmount, pct, type Payoff } from './money.ts';

const FIELDS = [
  { key: 'income', label: 'Monthly income (take-home)', unit: '$', initial: '5000' },
  { key: 'spending', label: 'Monthly spending (without debt payments)', unit: '$', initial: '3200' },
  { key: 'debt', label: 'Total debt', unit: '$', initial: '8000' },
  { key: 'debtPayment', label: 'Monthly debt payment', unit: '$', initial: '400' },
  { key: 'debtApr', label: 'Debt interest rate (APR)', unit: '%', initial: '19.9' },
  { key: 'savingsRate', label: 'Interest on savings (per year)', unit: '%', initial: '0' },
] as const;
type FieldKey = (typeof FIELDS)[number]['key'];

function monthsFromNow(months: number): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() + months);
  return d.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

function PayoffText({ p, testId }: { p: Payoff; testId: string }) {
  if (p.kind === 'never') {
    return (
      <output data-testid={testId}>
        Never: {money(p.payment)} a month does not cover the {money(p.monthlyInterest)} of interest charged each month.
      </output>
    );
  }
  return (
    <output data-testid={testId}>
      <strong>{duration(p.months)}</strong> ({p.months} payments, debt-free by {monthsFromNow(p.months)}), paying {money(p.totalInterest)} in interest
    </output>
  );
}

export function SavingsCalculator() {
  const titleId = useId();
  const [text, setText] = useState<Record<FieldKey, string>>(() => Object.fromEntries(FIELDS.map((f) => [f.key, f.initial])) as Record<FieldKey, string>);
  const parsed = Object.fromEntries(FIELDS.map((f) => [f.key, parseAmount(text[f.key])])) as Record<FieldKey, number | null>;
  const valid = Object.values(parsed).every((v) => v !== null);
  const input = {
    income: parsed.income ?? 0,
    spending: parsed.spending ?? 0,
    debt: parsed.debt ?? 0,
    debtPayment: parsed.debtPayment ?? 0,
    debtApr: parsed.debtApr ?? 0,
    savingsRate: parsed.savingsRate ?? 0,
  };
  const r = calculate(input);

  return (
    <section className="pub-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Savings calculator</h2>
      <p className="muted">Example figures to start with: replace them with yours. Computed in your browser; nothing is stored.</p>
      <div className="pub-calc card" data-testid="savings-calculator">
        <form className="pub-calc-inputs" onSubmit={(e) => e.preventDefault()} noValidate>
          {FIELDS.map((f) => (
            <AmountField key={f.key} label={f.label} unit={f.unit} value={text[f.key]} onChange={(v) => setText((t) => ({ ...t, [f.key]: v }))} />
          ))}
        </form>
        {valid ? (
          <dl className="pub-calc-results" aria-live="polite">
            <div>
              <dt>Monthly surplus</dt>
              <dd>
                <output data-testid="calc-surplus">{money(r.surplus)}</output>
                <p className="pub-formula">
                  income − spending − debt payment = {money(input.income)} − {money(input.spending)} − {money(input.debtPayment)}
                </p>
              </dd>
            </div>
            <div>
              <dt>Savings rate</dt>
              <dd>
                <output data-testid="calc-rate">{r.savingsRate === null ? 'needs an income' : pct(r.savingsRate)}</output>
                <p className="pub-formula">surplus ÷ income</p>
              </dd>
            </div>
            <div>
              <dt>{r.surplus >= 0 ? 'Saved in a year' : 'Short over a year'}</dt>
              <dd>
                <output data-testid="calc-yearly">{money(Math.abs(r.yearlySavings))}</output>
                <p className="pub-formula">
                  {input.savingsRate > 0
                    ? `surplus × ((1 + r/12)^12 − 1) ÷ (r/12), r = ${input.savingsRate} % a year, added monthly`
                    : 'surplus × 12 (no interest on savings)'}
                </p>
              </dd>
            </div>
            {r.payoff && (
              <div>
                <dt>Debt paid off in</dt>
                <dd>
                  <PayoffText p={r.payoff} testId="calc-payoff" />
                  <p className="pub-formula">
                    {input.debtApr > 0
                      ? `months = ⌈−ln(1 − i·B ÷ P) ÷ ln(1 + i)⌉, B = ${money(input.debt)}, P = ${money(input.debtPayment)}, i = APR ÷ 12 = ${(input.debtApr / 12).toFixed(3)} %`
                      : `months = ⌈B ÷ P⌉ = ⌈${money(input.debt)} ÷ ${money(input.debtPayment)}⌉ (0 % interest)`}
                  </p>
                </dd>
              </div>
            )}
            {r.payoffWithSurplus && (
              <div>
                <dt>Adding the surplus to the debt payment</dt>
                <dd>
                  <PayoffText p={r.payoffWithSurplus} testId="calc-payoff-surplus" />
                  <p className="pub-formula">the same formula with P = {money(input.debtPayment + r.surplus)} a month</p>
                </dd>
              </div>
            )}
          </dl>
        ) : (
          <p className="pub-field-error" role="alert">
            Every figure must be a number of zero or more.
          </p>
        )}
      </div>
    </section>
  );
}
