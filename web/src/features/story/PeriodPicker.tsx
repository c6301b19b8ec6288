// Month or year, and which one: the periods with transactions (and the one on show), newest first.
import { useId } from 'react';
import type { StoryDto, StoryPeriod } from '../../../../core/story/api.ts';
import { monthLabel } from '../../../../core/story/period.ts';

export function PeriodPicker({ story, onChoose }: { story: StoryDto; onChoose: (p: StoryPeriod) => void }) {
  const id = useId();
  const { period, available, today } = story;
  const months = [...new Set([...available.months, ...(period.kind === 'month' ? [period.month] : [])])].sort().reverse();
  const years = [...new Set([...available.years, ...(period.kind === 'year' ? [period.year] : [])])].sort((a, b) => b - a);
  const toYear = () => onChoose({ kind: 'year', year: period.kind === 'month' ? Number(period.month.slice(0, 4)) : period.year });
  // back to months: the latest month of the year on show that has a story, else its last month up to today
  const toMonth = () => {
    if (period.kind === 'month') return;
    const inYear = months.find((m) => m.startsWith(`${period.year}-`));
    const fallback = `${period.year}` === today.slice(0, 4) ? today.slice(0, 7) : `${period.year}-12`;
    onChoose({ kind: 'month', month: inYear ?? fallback });
  };
  return (
    <div className="story-picker">
      <div className="segmented" role="group" aria-label="Tell a month or a year">
        <button type="button" className={`segment${period.kind === 'month' ? ' active' : ''}`} aria-pressed={period.kind === 'month'} onClick={toMonth}>
          Month
        </button>
        <button type="button" className={`segment${period.kind === 'year' ? ' active' : ''}`} aria-pressed={period.kind === 'year'} onClick={toYear}>
          Year
        </button>
      </div>
      <div className="field story-period-field">
        <label htmlFor={id}>{period.kind === 'month' ? 'Month' : 'Year'}</label>
        {period.kind === 'month' ? (
          <select id={id} value={period.month} onChange={(e) => onChoose({ kind: 'month', month: e.target.value })}>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
                {m === today.slice(0, 7) ? ' (so far)' : ''}
              </option>
            ))}
          </select>
        ) : (
          <select id={id} value={period.year} onChange={(e) => onChoose({ kind: 'year', year: Number(e.target.value) })}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
                {String(y) === today.slice(0, 4) ? ' (so far)' : ''}
              </option>
            ))}
          </select>
        )}
      </div>
    </div>
  );
}
