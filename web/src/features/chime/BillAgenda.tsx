// The list view: what is overdue, what falls due in the next 30 days (with the total), what was paid lately.
import type { BillDto } from '../../../../core/chime/api.ts';
import { addDays } from '../../../../core/dates.ts';
import { usualCents } from '../../../../core/chime/occurrences.ts';
import { formatCents, formatDay } from '../../lib/format.ts';

interface Entry {
  bill: BillDto;
  due: string;
  status: string;
  paid: { date: string; cents: number } | null;
}

export function BillAgenda({ bills, today }: { bills: readonly BillDto[]; today: string }) {
  const all: Entry[] = bills.filter((b) => b.active).flatMap((b) => b.occurrences.map((o) => ({ bill: b, due: o.due, status: o.status, paid: o.paidBy })));
  const overdue = all.filter((e) => e.status === 'overdue' || e.status === 'missed').sort((a, b) => a.due.localeCompare(b.due));
  const soon = all
    .filter((e) => (e.status === 'upcoming' || e.status === 'due today') && e.due <= addDays(today, 30))
    .sort((a, b) => a.due.localeCompare(b.due));
  const paid = all.filter((e) => e.paid && e.paid.date >= addDays(today, -30)).sort((a, b) => b.paid!.date.localeCompare(a.paid!.date));
  if (!all.length) return null;
  const soonTotal = soon.reduce((s, e) => s + usualCents(e.bill.expected), 0);
  return (
    <section className="card chime-agenda" aria-labelledby="bill-agenda-title" data-testid="bill-agenda">
      <h2 id="bill-agenda-title">Due soon, overdue and lately paid</h2>
      {overdue.length > 0 && (
        <>
          <h3>Overdue or missed</h3>
          <ul className="figure-list" data-testid="agenda-overdue">
            {overdue.map((e) => (
              <li key={`${e.bill.id}${e.due}`}>
                <strong>{e.bill.name}</strong>, {formatCents(usualCents(e.bill.expected))}, was due {formatDay(e.due)}:{' '}
                <span className={`badge ${e.status === 'missed' ? 'tone-bad' : 'tone-warn'}`}>{e.status}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Next 30 days{soon.length ? `: about ${formatCents(soonTotal)}` : ''}</h3>
      {soon.length === 0 ? (
        <p className="small muted">Nothing falls due in the next 30 days.</p>
      ) : (
        <ul className="figure-list" data-testid="agenda-soon">
          {soon.map((e) => (
            <li key={`${e.bill.id}${e.due}`}>
              {formatDay(e.due)}: <strong>{e.bill.name}</strong>, {formatCents(usualCents(e.bill.expected))}
              {e.status === 'due today' ? ' (today)' : ''}
              {e.bill.autopay ? ', autopay' : ''}
            </li>
          ))}
        </ul>
      )}
      {paid.length > 0 && (
        <>
          <h3>Paid in the last 30 days</h3>
          <ul className="figure-list" data-testid="agenda-paid">
            {paid.map((e) => (
              <li key={`${e.bill.id}${e.due}`}>
                <strong>{e.bill.name}</strong>: {formatCents(e.paid!.cents)} on {formatDay(e.paid!.date)} (due {formatDay(e.due)})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
