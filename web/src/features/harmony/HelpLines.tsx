// Where to get help, on every Harmony page: non-profit debt advice and crisis lines (US, UK), and
// the plain statement that Harmony is software, not a therapist. Static on purpose.

const US = [
  { name: '988 Suicide & Crisis Lifeline', how: 'call or text 988' },
  { name: 'National Foundation for Credit Counseling', how: 'nfcc.org, 1-800-388-2227', href: 'https://www.nfcc.org' },
];
const UK = [
  { name: 'Samaritans', how: 'call 116 123' },
  { name: 'StepChange Debt Charity', how: 'stepchange.org, 0800 138 1111', href: 'https://www.stepchange.org' },
  { name: 'National Debtline', how: '0808 808 4000' },
];

export function HelpLines() {
  const list = (lines: { name: string; how: string; href?: string }[]) => (
    <ul>
      {lines.map((l) => (
        <li key={l.name}>
          {l.href ? <a href={l.href} target="_blank" rel="noreferrer noopener">{l.name}</a> : <strong>{l.name}</strong>}: {l.how}
        </li>
      ))}
    </ul>
  );
  return (
    <section className="card" aria-label="Where to get help" data-testid="help-lines">
      <h2>Where to get help</h2>
      <p><strong>Harmony is software, not a therapist.</strong> If money worries feel overwhelming, or you are in crisis, talk to a person: these services are free.</p>
      <h3>United States</h3>
      {list(US)}
      <h3>United Kingdom</h3>
      {list(UK)}
    </section>
  );
}
