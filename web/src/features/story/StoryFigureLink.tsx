// One figure of the story: the number, and where it comes from. A figure with a filter opens the
// Transactions page showing exactly its rows; a goal, bill or forecast opens its own page; a figure
// worked out from two others (a change, a share) is shown without a link of its own.
import { Link } from 'react-router-dom';
import { transactionsHref } from '../../../../core/ledger/filter.ts';
import type { StoryFigure } from '../../../../core/story/api.ts';
import { formatCents } from '../../lib/format.ts';

export function formatFigure(f: StoryFigure, currency: string): string {
  const v = f.absolute ? Math.abs(f.value) : f.value;
  switch (f.unit) {
    case 'money':
      return formatCents(v, currency);
    case 'percent':
      return `${v}%`;
    case 'days':
      return `${v.toLocaleString('en-US')} day${Math.abs(v) === 1 ? '' : 's'}`;
    case 'count':
      return v.toLocaleString('en-US');
  }
}

export function StoryFigureLink({ figure, currency, className = '' }: { figure: StoryFigure; currency: string; className?: string }) {
  const text = formatFigure(figure, currency);
  if (figure.filter) {
    return (
      <Link
        to={transactionsHref(figure.filter)}
        className={`story-figure ${className}`}
        data-figure={figure.id}
        aria-label={`${text}: ${figure.label}. Show these transactions`}
        title={`${figure.label}: show these transactions`}
      >
        {text}
      </Link>
    );
  }
  if (figure.href) {
    return (
      <Link
        to={figure.href}
        className={`story-figure story-figure-page ${className}`}
        data-figure={figure.id}
        aria-label={`${text}: ${figure.label}`}
        title={figure.label}
      >
        {text}
      </Link>
    );
  }
  return (
    <strong className={`story-figure-derived ${className}`} data-figure={figure.id} title={figure.label}>
      {text}
    </strong>
  );
}
