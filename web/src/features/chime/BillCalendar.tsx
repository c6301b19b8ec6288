// A month of due dates: every active bill's dates in the month (from its cadence), coloured by what
// Chime knows of each (paid, upcoming, due today, overdue, missed); months away are plain dates.
import { useMemo, useState } from 'react';
import type { BillDto } from '../../../../core/chime/api.ts';
import { dueDates } from '../../../../core/chime/cadence.ts';
import { daysInMonth } from '../../../../core/dates.ts';
import { Button } from '../../components/Button.tsx';
import { usualCents } from '../../../../core/chime/occurrences.ts';
import { formatCents } from '../../lib/format.ts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const pad = (n: number) => String(n).padStart(2, '0');

export function BillCalendar({ bills, today }: { bills: readonly BillDto[]; today: string }) {
  const [month, setMonth] = useState(today.slice(0, 7));
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const last = `${month}-${pad(daysInMonth(y, m))}`;
  const byDay = useMemo(() => {
    const map = new Map<string, { bill: BillDto; status: string }[]>();
    for (const b of bills) {
      if (!b.active) continue;
      for (const d of dueDates(b.cadence, b.anchor, first, last, b.weekend)) {
        const status = b.occurrences.find((o) => o.due === d)?.status ?? (d > today ? 'upcoming' : 'past');
        map.set(d, [...(map.get(d) ?? []), { bill: b, status }]);
      }
    }
    return map;
  }, [bills, first, last, today]);
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells = [...Array(lead).fill(null), ...Array.from({ length: daysInMonth(y, m) }, (_, i) => `${month}-${pad(i + 1)}`)];
  const shift = (n: number) => {
    const d = new Date(Date.UTC(y, m - 1 + n, 1));
    setMonth(`${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`);
  };
  const title = new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const total = [...byDay.values()].flat().reduce((s, e) => s + usualCents(e.bill.expected), 0);

  return (
    <section className="card" aria-labelledby="bill-calendar-title" data-testid="bill-calendar">
      <header className="entry-head">
        <h2 id="bill-calendar-title">{title}</h2>
        <span className="entry-actions">
          <Button size="sm" variant="ghost" onClick={() => shift(-1)} aria-label="Previous month">
            ‹
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMonth(today.slice(0, 7))}>
            This month
          </Button>
          <Button size="sm" variant="ghost" onClick={() => shift(1)} aria-label="Next month">
            ›
          </Button>
        </span>
      </header>
      <p className="small muted">
        {byDay.size === 0 ? 'No bill falls due this month.' : `About ${formatCents(total)} of bills fall due this month (each bill's usual amount).`}
      </p>
      <div className="chime-calendar" role="grid" aria-label={`Bills due in ${title}`}>
        {WEEKDAYS.map((d) => (
          <div key={d} className="chime-weekday" role="columnheader">
            {d}
          </div>
        ))}
        {cells.map((day, i) =>
          day === null ? (
            <div key={`x${i}`} className="chime-day chime-pad" aria-hidden="true" />
          ) : (
            <div key={day} role="gridcell" className={`chime-day${day === today ? ' chime-today' : ''}`} data-testid="calendar-day" data-day={day}>
              <span className="chime-date">{Number(day.slice(8))}</span>
              {(byDay.get(day) ?? []).map(({ bill, status }) => (
                <span
                  key={bill.id}
                  className={`chime-chip chime-${status.replace(' ', '-')}`}
                  title={`${bill.name}: ${formatCents(usualCents(bill.expected))}, ${status}`}
                  data-testid="calendar-bill"
                >
                  {bill.name}
                </span>
              ))}
            </div>
          ),
        )}
      </div>
    </section>
  );
}
