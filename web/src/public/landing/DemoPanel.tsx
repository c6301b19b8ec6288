// The live demo: the visitor's monthly income and spending → savings rate → one of five messages
// (bands in money.ts: below 0 %, under 10 %, under 20 %, under 30 %, 30 % or more).
import { useId, useState } from 'react';
import { employeeProfile } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { AmountField } from '../components/AmountField.tsx';
import { DEMO_BANDS, demoMessage, money, parseAmount, pct } from './money.ts';

export function DemoPanel() {
  const titleId = useId();
  const [income, setIncome] = useState('4000');
  const [spending, setSpending] = useState('3400');
  const inc = parseAmount(income);
  const sp = parseAmount(spending);
  const msg = inc !== null && sp !== null ? demoMessage(inc, sp) : null;
  const speaker = msg ? employeeProfile(msg.employee) : null;

  return (
    <section className="pub-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Live demo: what the team says about your month</h2>
      <p className="muted">Type your own figures. Nothing is sent anywhere: this runs in your browser.</p>
      <div className="pub-demo card" data-testid="demo-panel">
        <div className="pub-demo-inputs">
          <AmountField label="Monthly income (take-home)" value={income} onChange={setIncome} />
          <AmountField label="Monthly spending" value={spending} onChange={setSpending} />
          <p className="small muted">
            Savings rate = (income − spending) ÷ income
            {msg && (
              <>
                {' '}
                = ({money(inc ?? 0)} − {money(sp ?? 0)}) ÷ {money(inc ?? 0)} = <strong data-testid="demo-rate">{pct(msg.rate)}</strong>
              </>
            )}
          </p>
        </div>
        <div className="pub-demo-chat" aria-live="polite">
          {msg && speaker ? (
            <div className="pub-bubble" data-testid="demo-message" data-band={msg.band}>
              <p className="pub-bubble-who">
                <EmployeeAvatar employee={speaker} inline /> {speaker.name}
              </p>
              <p>{msg.text}</p>
            </div>
          ) : (
            <p className="pub-bubble" data-testid="demo-message" data-band="none">
              Enter a monthly income above zero and your spending to see what the team would tell you.
            </p>
          )}
          <ol className="pub-bands" aria-label="Which message you get, by savings rate">
            {DEMO_BANDS.map((b) => (
              <li key={b.band} className={msg?.band === b.band ? 'current' : undefined} aria-current={msg?.band === b.band ? 'true' : undefined}>
                {b.label}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
