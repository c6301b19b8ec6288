// The measured side: the five facts from the ledger, each with what it was computed from (or why it
// cannot be computed yet).
import { formatFact, type FactsSnapshot } from '../../../../core/harmony/facts.ts';

export function FactsList({ facts }: { facts: FactsSnapshot }) {
  return (
    <section className="card" aria-labelledby="harmony-facts-title" data-testid="harmony-facts">
      <h2 id="harmony-facts-title">How it is: the facts</h2>
      <p className="small muted">Computed from your ledger on {facts.asOf}.</p>
      <dl className="harmony-facts">
        {facts.facts.map((f) => (
          <div key={f.key} className="harmony-fact" data-testid="harmony-fact" data-fact={f.key}>
            <dt>{f.label}</dt>
            <dd>
              <strong className={f.value === null ? 'muted' : undefined}>{formatFact(f)}</strong>
            </dd>
            <dd className="small muted">{f.explanation}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
