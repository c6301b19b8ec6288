// Blitz's page: the user's debts, avalanche and snowball side by side for a monthly budget they set,
// the balance over time, what paying only the minimums would cost, and the chat.
import { useCallback, useEffect, useId, useState } from 'react';
import '../features/ledger/ledger.css';
import '../features/liberty/liberty.css';
import type { DebtDto, DebtPlansDto, DebtProposalDto } from '../../../core/liberty/api.ts';
import { sameOrderAs } from '../../../core/liberty/debt-plan.ts';
import { employeeProfile } from '../../../core/employees.ts';
import { addMonths } from '../../../core/goalie/goals.ts';
import { parseAmountToCents } from '../../../core/money.ts';
import { ApiRequestError, api, isAbort } from '../api/client.ts';
import { Button } from '../components/Button.tsx';
import { LineBandChart } from '../components/charts/LineBandChart.tsx';
import { ErrorMessage } from '../components/ErrorMessage.tsx';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { localToday } from '../features/ledger/amountInput.ts';
import { DebtForm, type DebtDraft } from '../features/liberty/DebtForm.tsx';
import { deleteDebt, fetchDebts, fetchPlans } from '../features/liberty/debtsApi.ts';
import { formatCents } from '../lib/format.ts';
import { useLoad } from '../lib/useLoad.ts';

const monthName = (ym: string) => new Date(`${ym}-15T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const STRATEGY: Record<string, string> = { avalanche: 'Avalanche (highest rate first)', snowball: 'Snowball (smallest balance first)', custom: 'Your order' };

const fetchProposals = (signal: AbortSignal) => api<{ proposals: DebtProposalDto[] }>('/api/debts/proposals', { signal });

/** The statement figures in words; a payment below the minimum is never proposed (core/liberty statementFigures). */
function payment36Words(d: DebtDto): string {
  const minimumOnly = `Paying only the minimum: ${d.minimumOnlyMonths === null ? 'never paid off' : `${d.minimumOnlyMonths} months`}`;
  return d.payment36IsMinimum
    ? `${minimumOnly}; your minimum of ${formatCents(d.payment36Cents)} a month, kept up, clears it in ${d.payment36Months} months.`
    : `${minimumOnly}; ${formatCents(d.payment36Cents)} a month clears it in 36 months.`;
}

/** What the order list is: the same as a named plan (said so), your own plan (shown above), or a starting point. */
function orderNote(ids: string[], plans: DebtPlansDto, custom: boolean): string {
  const same = sameOrderAs(ids, plans.strategyOrders);
  if (same) return `Your order is the same as ${STRATEGY[same]}: its plan above is the one this order gives. Move a debt up to pay it off first.`;
  return custom
    ? 'The plan "Your order" above follows this order. Move a debt up to pay it off first.'
    : 'Move a debt up to pay it off first; a plan "Your order" then appears beside the others.';
}

export default function DebtsPage() {
  const blitz = employeeProfile('blitz');
  const debtsLoad = useLoad(fetchDebts);
  const debts = debtsLoad.data?.debts ?? null;
  // Crystal's proposals are a hint: a failure shows like any other, the page works without them
  const proposalsLoad = useLoad(fetchProposals);
  const proposals = proposalsLoad.data?.proposals ?? [];
  const [plans, setPlans] = useState<DebtPlansDto | null>(null);
  const [budget, setBudget] = useState('');
  const [budgetCents, setBudgetCents] = useState<number | null>(null);
  const [actError, setActError] = useState<unknown>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ key: number; value: DebtDraft } | null>(null);
  // the user's own payoff order (debt ids, first paid first); null: only avalanche and snowball
  const [order, setOrder] = useState<string[] | null>(null);
  const [buffer, setBuffer] = useState('500');
  const [priority, setPriority] = useState('1');
  const [bufferCents, setBufferCents] = useState(50_000);
  const { reload: reloadDebts } = debtsLoad;
  const { reload: reloadProposals } = proposalsLoad;
  const reload = useCallback(() => {
    reloadDebts();
    reloadProposals();
  }, [reloadDebts, reloadProposals]);
  const chatId = useId();
  const thisMonth = localToday().slice(0, 7);

  useEffect(() => {
    if (!debts?.length) {
      setPlans(null);
      return;
    }
    const controller = new AbortController();
    fetchPlans(budgetCents, order && order.length === debts.length ? order : null, controller.signal, bufferCents)
      .then((p) => {
        setPlans(p);
        setPlanError(null);
        if (budgetCents === null) setBudget((p.monthlyBudgetCents / 100).toFixed(2));
        if (budgetCents === null && p.saved) setPriority(String(p.saved.priority));
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setPlanError(err instanceof ApiRequestError ? err.message : 'Could not plan.');
      });
    return () => controller.abort();
  }, [debts, budgetCents, order, bufferCents]);

  const move = (id: string, by: -1 | 1) => {
    const current = order && order.length === debts?.length ? [...order] : (debts ?? []).map((d) => d.id);
    const i = current.indexOf(id);
    const j = i + by;
    if (i < 0 || j < 0 || j >= current.length) return;
    [current[i], current[j]] = [current[j]!, current[i]!];
    setOrder(current);
  };
  const ordered = debts && order && order.length === debts.length ? order.map((id) => debts.find((d) => d.id === id)!).filter(Boolean) : debts;

  const payoff = (m: number | null) => (m === null ? 'not within 50 years' : `${monthName(addMonths(thisMonth, m - 1))} (${m} month${m === 1 ? '' : 's'})`);
  const longest = plans ? Math.max(...plans.plans.map((p) => p.totalByMonth.length), Math.min(plans.minimumOnly.totalByMonth.length, 120)) : 0;

  return (
    <div className="page" data-testid="debts-page">
      <PageHeader icon={<EmployeeAvatar employee={blitz} />} title="Debt Payoff Planner">
        <p className="muted">Blitz pays your debts down month by month, in cents: interest at each APR, every minimum paid, the rest to one debt at a time.</p>
      </PageHeader>
      <ErrorMessage error={actError ?? debtsLoad.failure ?? proposalsLoad.failure} />
      {debts && debts.length > 0 && (
        <section className="card">
          <h2>Your debts</h2>
          <ul className="figure-list" data-testid="debt-list">
            {debts.map((d) => (
              <li key={d.id} data-testid="debt-row">
                <strong>{d.name}</strong>: {formatCents(d.balanceCents)} at {d.apr}% · minimum{' '}
                {d.minimum.kind === 'fixed' ? formatCents(d.minimum.cents) : `${d.minimum.percent}% + interest, at least ${formatCents(d.minimum.floorCents)}`}
                <span className="muted small block">{payment36Words(d)}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${d.name}`}
                  onClick={() => {
                    setActError(null);
                    deleteDebt(d.id).then(reload, setActError);
                  }}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {debts && debts.length > 0 && (
        <section className="card" data-testid="debt-plans-section">
          <h2>Plans</h2>
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              const c = parseAmountToCents(budget);
              if (c === null) {
                setPlanError('Type a monthly amount, like 600.');
                return;
              }
              // the amount is the user's debt budget from now on: the goals' waterfall counts it
              api('/api/debts/budget', { method: 'PUT', body: { monthlyBudgetCents: c, priority: Number(priority) || 1 } })
                .then(() => setBudgetCents(c))
                .catch((err: unknown) => setPlanError(err instanceof ApiRequestError ? err.message : 'Could not save the budget.'));
            }}
          >
            <label htmlFor="debt-budget">Each month I can pay</label>
            <input id="debt-budget" inputMode="decimal" value={budget} onChange={(e) => setBudget(e.target.value)} data-testid="debt-budget" />
            <label htmlFor="debt-priority">priority among my goals</label>
            <input
              id="debt-priority"
              type="number"
              min={1}
              max={100}
              value={priority}
              onChange={(e) => setPriority(e.target.value)}
              data-testid="debt-priority"
            />
            <Button type="submit" size="sm">
              Plan
            </Button>
          </form>
          {plans && <p className="muted small">The minimums come to {formatCents(plans.minimumsCents)} this month.</p>}
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              const c = parseAmountToCents(buffer);
              if (c === null || c < 0) {
                setPlanError('Type the balance you want to keep, like 500.');
                return;
              }
              setBufferCents(c);
            }}
          >
            <label htmlFor="debt-buffer">Keep at least</label>
            <input id="debt-buffer" inputMode="decimal" value={buffer} onChange={(e) => setBuffer(e.target.value)} data-testid="debt-buffer" />
            <Button type="submit" size="sm" variant="secondary">
              Check
            </Button>
          </form>
          {plans?.safeExtra && (
            <p data-testid="safe-extra">
              Safe extra: up to <strong>{formatCents(plans.safeExtra.cents)}</strong> a month on top of the minimums keeps your balance above{' '}
              {formatCents(plans.safeExtra.bufferCents)} in Crystal{'\u2019'}s 90-day projection (its pessimistic edge, from your statement balance of{' '}
              {formatCents(plans.safeExtra.startingCents)}
              {plans.safeExtra.asOf ? ` on ${plans.safeExtra.asOf}` : ''}
              {plans.safeExtra.limitingDate ? `; the tightest day is ${plans.safeExtra.limitingDate}` : ''}).{' '}
              {plans.safeExtra.cents > 0 && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    const c = plans.minimumsCents + plans.safeExtra!.cents;
                    setBudget((c / 100).toFixed(2));
                    setBudgetCents(c);
                  }}
                >
                  Plan with it
                </button>
              )}
            </p>
          )}
          {planError && (
            <p className="field-error" role="alert" data-testid="plan-error">
              {planError}
            </p>
          )}
          {plans && (
            <>
              <div className="debt-plans">
                {plans.plans.map((p) => (
                  <div className="debt-plan" key={p.strategy} data-testid={`plan-${p.strategy}`}>
                    <h3>{STRATEGY[p.strategy] ?? p.strategy}</h3>
                    <p>
                      Debt-free by <strong data-testid="plan-payoff">{payoff(p.months)}</strong>
                    </p>
                    <p>
                      Interest: <strong data-testid="plan-interest">{formatCents(p.totalInterestCents)}</strong>,{' '}
                      {formatCents(plans.minimumOnly.totalInterestCents - p.totalInterestCents)} less than the minimums alone
                    </p>
                    <ul className="figure-list small">
                      {p.debts.map((d) => (
                        <li key={d.id}>
                          {d.name}: paid off {payoff(d.payoffMonth)}, {formatCents(d.interestCents)} interest
                        </li>
                      ))}
                    </ul>
                    {p.warning && <p className="field-error">{p.warning}</p>}
                  </div>
                ))}
                <div className="debt-plan" data-testid="plan-minimum">
                  <h3>Minimums only</h3>
                  <p>
                    Debt-free by <strong>{payoff(plans.minimumOnly.months)}</strong>
                  </p>
                  <p>
                    Interest: <strong>{formatCents(plans.minimumOnly.totalInterestCents)}</strong>
                  </p>
                </div>
              </div>
              <div data-testid="debt-order">
                <h3>Your own order</h3>
                <p className="muted small" data-testid="debt-order-note">
                  {orderNote(
                    (ordered ?? []).map((d) => d.id),
                    plans,
                    Boolean(order && order.length === debts.length),
                  )}
                </p>
                <ol className="figure-list">
                  {(ordered ?? []).map((d, i) => (
                    <li key={d.id}>
                      {d.name}{' '}
                      <Button size="sm" variant="ghost" aria-label={`Move ${d.name} up`} disabled={i === 0} onClick={() => move(d.id, -1)}>
                        Up
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Move ${d.name} down`}
                        disabled={i === (ordered?.length ?? 0) - 1}
                        onClick={() => move(d.id, 1)}
                      >
                        Down
                      </Button>
                    </li>
                  ))}
                </ol>
              </div>
              <LineBandChart
                title="What you owe, month by month"
                summary={`Total owed over time: avalanche ends in ${plans.plans[0]!.months ?? 'more than 600'} months, minimums only in ${plans.minimumOnly.months ?? 'more than 600'}.`}
                xCount={longest}
                xTicks={Array.from({ length: 5 }, (_, i) => Math.round((i * (longest - 1)) / 4)).map((x) => ({ x, label: monthName(addMonths(thisMonth, x)) }))}
                lines={[
                  ...plans.plans.map((p, i) => ({
                    key: p.strategy,
                    label: STRATEGY[p.strategy] ?? p.strategy,
                    tone: i === 0 ? 'actual' : 'balance',
                    dashed: i > 0,
                    points: p.totalByMonth.map((y, x) => ({ x, y: y / 100 })),
                  })),
                  {
                    key: 'minimum',
                    label: 'Minimums only',
                    tone: 'low',
                    dashed: true,
                    points: plans.minimumOnly.totalByMonth.slice(0, longest).map((y, x) => ({ x, y: y / 100 })),
                  },
                ]}
                includeZero
                formatY={(v) => formatCents(Math.round(v * 100))}
                testId="debt-chart"
              />
            </>
          )}
        </section>
      )}
      {proposals.length > 0 && (
        <section className="card" data-testid="debt-proposals">
          <h2>Found in your statements</h2>
          <p className="muted">Crystal sees these card and loan payments every month. Set one up and add its balance and APR from your statement.</p>
          <ul className="figure-list">
            {proposals.map((p) => (
              <li key={p.payee} data-testid="debt-proposal">
                <strong>{p.payee}</strong>: about {formatCents(p.paymentCents)} around day {p.dueDay} of each month (last on {p.lastDate}).{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    setDraft({ key: Date.now(), value: { name: p.payee, kind: p.kind, minimum: (p.paymentCents / 100).toFixed(2), dueDay: String(p.dueDay) } })
                  }
                >
                  Set it up
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="card">
        <h2>Add a debt</h2>
        <DebtForm
          key={draft?.key ?? 0}
          initial={draft?.value}
          onSaved={() => {
            setDraft(null);
            reload();
          }}
        />
      </section>
      <section className="card" aria-labelledby={chatId}>
        <h2 id={chatId}>Chat with {blitz.name}</h2>
        <EmployeeChat employeeKey="blitz" />
      </section>
    </div>
  );
}
