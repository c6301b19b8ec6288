import { useState } from 'react';
import type { CashFlowDto, PredictionsDto } from '../../../../core/crystal/api.ts';
import { LineBandChart } from '../../components/charts/LineBandChart.tsx';
import { formatCentsCompact, formatDayShort } from '../../components/charts/format.ts';
import { formatCents, formatDay } from '../../lib/format.ts';
import { methodLabel, rangeLabel } from './methods.ts';

interface CashFlowPanelProps {
  cashFlow: CashFlowDto[];
  balance: PredictionsDto['balance'];
  today: string;
  level: number;
}

function signed(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

function StartingBalance({ balance, startingCents }: { balance: PredictionsDto['balance']; startingCents: number }) {
  if (balance.source === 'none') {
    return <p data-testid="starting-balance">No statement stated a balance; this is the change from today.</p>;
  }
  return (
    <p data-testid="starting-balance">
      Starting balance <strong>{formatCents(startingCents)}</strong>: the latest balance your statements stated
      {balance.asOf ? ` (as of ${formatDay(balance.asOf)})` : ''}.
    </p>
  );
}

/** The balance over the next 30, 60 or 90 days: recurring items on their dates plus the rest's forecast. */
export function CashFlowPanel({ cashFlow, balance, today, level }: CashFlowPanelProps) {
  const [days, setDays] = useState<CashFlowDto['days']>(cashFlow[0]?.days ?? 30);
  const flow = cashFlow.find((c) => c.days === days) ?? cashFlow[0];
  const range = rangeLabel(level);

  if (!flow) {
    return (
      <section className="card" aria-labelledby="cashflow-title">
        <h2 id="cashflow-title">Cash flow</h2>
        <p className="empty">No cash-flow projection yet.</p>
      </section>
    );
  }

  const points = [
    { date: today, balanceCents: flow.startingBalanceCents, lowCents: flow.startingBalanceCents, highCents: flow.startingBalanceCents },
    ...flow.points,
  ];
  const step = Math.max(1, Math.round(points.length / 6));
  const lowestIndex = points.findIndex((p) => p.date === flow.lowestBalanceDate);
  const endDate = points[points.length - 1]?.date ?? today;

  return (
    <section className="card" aria-labelledby="cashflow-title" data-testid="cashflow">
      <div className="card-head">
        <h2 id="cashflow-title">Cash flow</h2>
        <div className="segmented" role="group" aria-label="Projection length">
          {cashFlow.map((c) => (
            <button
              key={c.days}
              type="button"
              className={`segment${c.days === flow.days ? ' active' : ''}`}
              aria-pressed={c.days === flow.days}
              onClick={() => setDays(c.days)}
              data-testid={`cashflow-${c.days}`}
            >
              {c.days} days
            </button>
          ))}
        </div>
      </div>
      <StartingBalance balance={balance} startingCents={flow.startingBalanceCents} />
      <LineBandChart
        title={`Projected balance over the next ${flow.days} days`}
        summary={`From ${formatCents(flow.startingBalanceCents)} today to ${formatCents(flow.endBalanceCents)} on ${formatDay(endDate)} (${formatCents(flow.lowCents)} to ${formatCents(flow.highCents)}); lowest ${formatCents(flow.lowestBalanceCents)} on ${formatDay(flow.lowestBalanceDate)}.`}
        xCount={points.length}
        xTicks={points.flatMap((p, i) => (i % step === 0 ? [{ x: i, label: formatDayShort(p.date) }] : []))}
        lines={[{ key: 'balance', label: 'Expected balance', points: points.map((p, i) => ({ x: i, y: p.balanceCents })), tone: 'balance' }]}
        bands={[{ key: 'band', label: range, tone: 'balance', points: points.map((p, i) => ({ x: i, low: p.lowCents, high: p.highCents })) }]}
        markers={
          lowestIndex >= 0 ? [{ x: lowestIndex, y: flow.lowestBalanceCents, label: `Lowest: ${formatCents(flow.lowestBalanceCents)}`, tone: 'low' }] : []
        }
        includeZero={false}
        formatY={formatCentsCompact}
        testId="cashflow-chart"
      />
      <dl className="figures" data-testid="cashflow-figures">
        <div>
          <dt>Expected on {formatDay(endDate)}</dt>
          <dd>
            <span className="amount">{formatCents(flow.endBalanceCents)}</span>
            <span className="muted small block">
              {range}: {formatCents(flow.lowCents)} – {formatCents(flow.highCents)}
            </span>
          </dd>
        </div>
        <div>
          <dt>Lowest balance</dt>
          <dd data-testid="lowest-balance">
            <span className={`amount${flow.lowestBalanceCents < 0 ? ' negative' : ''}`}>{formatCents(flow.lowestBalanceCents)}</span>
            <span className="muted small block">on {formatDay(flow.lowestBalanceDate)}</span>
          </dd>
        </div>
        <div>
          <dt>Recurring income</dt>
          <dd className="amount positive">{signed(flow.recurringInCents)}</dd>
        </div>
        <div>
          <dt>Recurring charges</dt>
          <dd className="amount negative">{signed(flow.recurringOutCents)}</dd>
        </div>
        <div>
          <dt>Everything else</dt>
          <dd>
            <span className="amount">{signed(flow.nonRecurringCents)}</span>
            <span className="muted small block">{methodLabel(flow.method)}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
