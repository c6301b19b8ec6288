// Where to get help, shown on every Harmony page: a short, static list of non-profit debt-advice
// and crisis lines in the US and the UK, and the plain statement that Harmony is not a therapist.
// Static on purpose: it must show even when the API or the chat is down.

export interface HelpLine {
  name: string;
  what: string;
  contact: string;
  url: string;
}

export const HELP_LINES: { region: 'US' | 'UK'; lines: HelpLine[] }[] = [
  {
    region: 'US',
    lines: [
      { name: '988 Suicide & Crisis Lifeline', what: 'free, confidential, 24/7 crisis support', contact: 'call or text 988', url: 'https://988lifeline.org' },
      { name: 'Crisis Text Line', what: 'free 24/7 support by text', contact: 'text HOME to 741741', url: 'https://www.crisistextline.org' },
      {
        name: 'National Foundation for Credit Counseling (NFCC)',
        what: 'non-profit debt and credit counselling',
        contact: '1-800-388-2227',
        url: 'https://www.nfcc.org',
      },
    ],
  },
  {
    region: 'UK',
    lines: [
      { name: 'Samaritans', what: 'free, confidential, 24/7 listening', contact: 'call 116 123', url: 'https://www.samaritans.org' },
      { name: 'StepChange Debt Charity', what: 'free debt advice', contact: '0800 138 1111', url: 'https://www.stepchange.org' },
      { name: 'National Debtline', what: 'free, independent debt advice', contact: '0808 808 4000', url: 'https://www.nationaldebtline.org' },
    ],
  },
];

export const NOT_A_THERAPIST = 'Harmony is not a therapist. She talks about money and feelings from your own figures; she cannot diagnose or treat anything.';

export function HelpLines({ compact = false }: { compact?: boolean }) {
  return (
    <aside className="card harmony-help" aria-labelledby="harmony-help-title" data-testid="harmony-help-lines">
      <h2 id="harmony-help-title">Where to get help</h2>
      <p className="small" data-testid="harmony-not-therapist">
        <strong>{NOT_A_THERAPIST}</strong> If you are in danger or thinking of harming yourself, call 911 (US) or 999 (UK) now.
      </p>
      {!compact &&
        HELP_LINES.map((group) => (
          <div key={group.region}>
            <h3 className="small">{group.region}</h3>
            <ul className="small">
              {group.lines.map((line) => (
                <li key={line.name}>
                  <a href={line.url} target="_blank" rel="noreferrer noopener">
                    {line.name}
                  </a>
                  : {line.contact} ({line.what})
                </li>
              ))}
            </ul>
          </div>
        ))}
    </aside>
  );
}
