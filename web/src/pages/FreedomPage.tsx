// Liberty's page: net worth, savings rate, the FI number, years to it, Coast FI and the chance by an
// age, from the user's statements, debts and covered months; every assumption can be changed.
import { useId, useState } from 'react';
import '../features/ledger/ledger.css';
import type { FreedomDto } from '../../../core/liberty/api.ts';
import { employeeProfile } from '../../../core/employees.ts';
import { ApiRequestError, api } from '../api/client.ts';
import { Button } from '../components/Button.tsx';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { formatCents } from '../lib/format.ts';
import { useLoad } from '../lib/useLoad.ts';

interface Inputs {
  withdrawalRate: string;
  realReturn: string;
  returnSpread: string;
  age: string;
  targetAge: string;
}
const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

const fetchFreedom = (asked: Inputs, signal: AbortSignal) => {
  const q = {
    withdrawalRate: Number(asked.withdrawalRate) / 100,
    realReturn: Number(asked.realReturn) / 100,
    returnSpread: Number(asked.returnSpread) / 100,
    age: asked.age || undefined,
    targetAge: asked.targetAge || undefined,
  };
  return api<FreedomDto>('/api/freedom', { query: q, signal });
};

export default function FreedomPage() {
  const liberty = employeeProfile('liberty');
  const [inputs, setInputs] = useState<Inputs>({ withdrawalRate: '4', realReturn: '5', returnSpread: '15', age: '', targetAge: '' });
  const [asked, setAsked] = useState<Inputs>(inputs);
  const chatId = useId();
  const { data, error } = useLoad((signal) => fetchFreedom(asked, signal), {
    deps: [asked],
    message: (err) => (err instanceof ApiRequestError ? err.message : 'Could not compute.'),
  });

  const field = (key: keyof Inputs, label: string, hint: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        inputMode="decimal"
        value={inputs[key]}
        onChange={(e) => setInputs({ ...inputs, [key]: e.target.value })}
        placeholder={hint}
        data-testid={`freedom-${key}`}
      />
    </label>
  );

  return (
    <div className="page" data-testid="freedom-page">
      <PageHeader icon={<EmployeeAvatar employee={liberty} />} title="AI Financial Freedom">
        <p className="muted">
          Liberty works out when your savings could pay for your life, from your own statements, debts and months. Every assumption is yours to change.
        </p>
      </PageHeader>
      <section className="card">
        <h2>Assumptions</h2>
        <form
          className="ledger-form"
          onSubmit={(e) => {
            e.preventDefault();
            setAsked(inputs);
          }}
        >
          <div className="ledger-form-row">
            {field('withdrawalRate', 'Safe withdrawal rate %', '4')}
            {field('realReturn', 'Yearly return after inflation %', '5')}
            {field('returnSpread', 'Spread of a year\u2019s return %', '15')}
            {field('age', 'Your age', 'e.g. 34')}
            {field('targetAge', 'Free by age', 'e.g. 55')}
          </div>
          <div className="modal-actions">
            <Button type="submit" data-testid="freedom-apply">
              Work it out
            </Button>
          </div>
        </form>
      </section>
      {error && (
        <p className="alert alert-info" role="alert" data-testid="freedom-error">
          {error}
        </p>
      )}
      {data?.missing && (
        <p className="alert alert-info" data-testid="freedom-missing">
          {data.missing}
        </p>
      )}
      {data && !data.missing && (
        <section className="card" data-testid="freedom-figures">
          <h2>Your figures</h2>
          <ul className="figure-list">
            <li data-testid="freedom-networth">
              Net worth <strong>{formatCents(data.netWorth.cents)}</strong> (as on Bank Accounts): account balances {formatCents(data.netWorth.balancesCents)}
              {data.netWorth.balancesAsOf ? ` (as of ${data.netWorth.balancesAsOf})` : ' (no account has a balance yet)'} minus{' '}
              {formatCents(data.netWorth.debtsCents)} owed on {data.netWorth.debts} debt{data.netWorth.debts === 1 ? '' : 's'} with no account of their own.{' '}
              <span className="muted small" data-testid="freedom-networth-basis">
                {data.netWorth.basis}
              </span>
            </li>
            <li>
              A year is twelve usual months (the <span data-testid="freedom-statistic">{data.yearly.statistic}</span>): income{' '}
              {formatCents(data.yearly.incomeCents)}, spending {formatCents(data.yearly.spendingCents)}
              {data.savingsRate !== null ? (
                <>
                  ; a savings rate of <strong data-testid="freedom-savings-rate">{pct(data.savingsRate)}</strong> ({data.savingsRateStatistic})
                </>
              ) : null}
              .
            </li>
            <li data-testid="freedom-fi-number">
              Your FI number: <strong>{formatCents(data.fiNumberCents ?? 0)}</strong> (a year of spending ÷ {pct(data.assumptions.withdrawalRate)}).
            </li>
            <li data-testid="freedom-years">
              {data.yearsToFi === null ? (
                'At this savings rate your net worth does not reach it within 100 years.'
              ) : (
                <>
                  Years to get there: <strong>{data.yearsToFi}</strong>, growing at {pct(data.assumptions.realReturn)} a year with this year{'\u2019'}s saving
                  added each year.
                </>
              )}
            </li>
            {data.coastFiCents !== null && (
              <li data-testid="freedom-coast">
                Coast FI: {formatCents(data.coastFiCents)} today would grow to it by age {data.assumptions.targetAge} with no more saving;{' '}
                {data.coastFiReached ? 'you are there.' : 'you are not there yet.'}
              </li>
            )}
            {data.chanceByTargetAge !== null && (
              <li data-testid="freedom-chance">
                Chance of reaching it by age {data.assumptions.targetAge}: <strong>{Math.round(data.chanceByTargetAge * 100)}%</strong>, over{' '}
                {data.monteCarlo.runs} futures with yearly returns of {pct(data.assumptions.realReturn)} ± {pct(data.assumptions.returnSpread)}.
              </li>
            )}
            {data.coastFiCents === null && (
              <li className="muted">Give your age and the age you would like to be free by for Coast FI and the chance of making it.</li>
            )}
          </ul>
        </section>
      )}
      <section className="card" aria-labelledby={chatId}>
        <h2 id={chatId}>Chat with {liberty.name}</h2>
        <EmployeeChat employeeKey="liberty" />
      </section>
    </div>
  );
}
