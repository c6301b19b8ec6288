// One screen of the story: its title, its big numbers, its sentences (every figure a link), a chart
// of the months for a year, and an honest note.
import { Link } from 'react-router-dom';
import type { StoryScreen, StoryText } from '../../../../core/story/api.ts';
import { IncomeSpendingChart } from '../reports/BarCharts.tsx';
import '../reports/reports.css';
import { StoryFigureLink } from './StoryFigureLink.tsx';

export function StorySentence({ text, currency }: { text: StoryText; currency: string }) {
  return <>{text.map((part, i) => (typeof part === 'string' ? <span key={i}>{part}</span> : <StoryFigureLink key={i} figure={part} currency={currency} />))}</>;
}

/** A line that ends in ':' heads the lines below it. */
const isHeading = (t: StoryText) => t.length === 1 && typeof t[0] === 'string' && t[0].endsWith(':');

export function StoryScreenCard({ screen, currency, position }: { screen: StoryScreen; currency: string; position: string }) {
  return (
    <article
      className="story-screen"
      data-testid="story-screen"
      data-screen={screen.id}
      aria-roledescription="screen"
      aria-label={`${position}: ${screen.title}`}
    >
      <p className="story-position small muted">{position}</p>
      <h2>{screen.title}</h2>
      {screen.stats.length > 0 && (
        <div className="story-stats">
          {screen.stats.map((s) => (
            <div className="story-stat" key={`${s.caption}-${s.figure.id}`}>
              <span className="stat-label">{s.caption}</span>
              <StoryFigureLink figure={s.figure} currency={currency} className="story-stat-value" />
              {s.detail && (
                <span className="small muted">
                  <StorySentence text={s.detail} currency={currency} />
                </span>
              )}
            </div>
          ))}
        </div>
      )}
      {screen.months && screen.months.length > 0 && <IncomeSpendingChart months={screen.months} />}
      {screen.lines.length > 0 && (
        <ul className="story-lines">
          {screen.lines.map((line, i) => (
            <li key={i} className={isHeading(line) ? 'story-line-heading' : undefined}>
              <StorySentence text={line} currency={currency} />
            </li>
          ))}
        </ul>
      )}
      {screen.note && <p className="story-note small muted">{screen.note}</p>}
      {screen.action && (
        <p>
          <Link className="btn btn-primary btn-sm" to={screen.action.href}>
            {screen.action.text}
          </Link>
        </p>
      )}
    </article>
  );
}
