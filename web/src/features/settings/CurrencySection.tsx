// The home currency (totals are shown in it) and the rates the user states for the other
// currencies in their ledger. No rate is fetched: amounts without one are kept apart from totals.
import { useId, useState } from 'react';
import type { CurrencySettingsDto } from '../../../../core/settings/api.ts';
import { api, errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents, formatCount, setHomeCurrency } from '../../lib/format.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { useSession } from '../../stores/session.ts';
import { SettingsSection } from './SettingsSection.tsx';
import './settings.css';

const fetchCurrency = (signal: AbortSignal) => api<CurrencySettingsDto>('/api/settings/currency', { signal });

export function CurrencySection() {
  const loaded = useLoad(fetchCurrency);
  const data = loaded.data;
  const [home, setHome] = useState('USD');
  const [rates, setRates] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ error: string | null; done: string | null }>({ error: null, done: null });
  const [busy, setBusy] = useState(false);
  const homeId = useId();
  // the form starts from each fresh copy (the first answer, a save's answer), set while rendering so no frame shows the old one
  const [seeded, setSeeded] = useState<CurrencySettingsDto | null>(null);
  if (data !== seeded) {
    setSeeded(data);
    if (data) {
      setHome(data.homeCurrency);
      setRates(Object.fromEntries(Object.entries(data.rates).map(([c, r]) => [c, String(r)])));
    }
  }
  const error = status.error ?? loaded.error;

  if (!data) {
    return (
      <SettingsSection title="Currency" testId="settings-currency">
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : (
          <p className="muted">Loading…</p>
        )}
      </SettingsSection>
    );
  }

  const others = data.ledger.filter((c) => c.code !== home);

  async function save() {
    setBusy(true);
    setStatus({ error: null, done: null });
    try {
      const numeric: Record<string, number> = {};
      for (const [code, text] of Object.entries(rates)) {
        if (text.trim() === '' || code === home) continue;
        const n = Number(text.replace(',', '.'));
        if (!(n > 0)) throw new Error(`The rate for ${code} must be a number above 0.`);
        numeric[code] = n;
      }
      const saved = await api<CurrencySettingsDto>('/api/settings/currency', { method: 'PUT', body: { homeCurrency: home, rates: numeric } });
      loaded.replace(saved);
      setHomeCurrency(saved.homeCurrency);
      const user = useSession.getState().user;
      if (user) useSession.setState({ user: { ...user, homeCurrency: saved.homeCurrency } });
      setStatus({ error: null, done: 'Saved. Totals use these rates from now on.' });
    } catch (err) {
      setStatus({ error: errorText(err), done: null });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection
      title="Currency"
      description="Totals, forecasts and insights are in your home currency. Amounts in another currency count only at a rate you state here (nothing is looked up on the internet); without one they are kept apart."
      testId="settings-currency"
    >
      <div className="field">
        <label htmlFor={homeId}>Home currency</label>
        <select id={homeId} value={home} onChange={(e) => setHome(e.target.value)} data-testid="home-currency">
          {data.known.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} — {c.name}
            </option>
          ))}
        </select>
      </div>
      {others.length === 0 ? (
        <p className="muted small">All your transactions are in {home}.</p>
      ) : (
        <ul className="currency-rates" aria-label="Rates for your other currencies">
          {others.map((c) => (
            <li key={c.code} className="currency-rate">
              <label>
                <span>1 {c.code} =</span>
                <input
                  inputMode="decimal"
                  value={rates[c.code] ?? ''}
                  placeholder="rate"
                  onChange={(e) => setRates((r) => ({ ...r, [c.code]: e.target.value }))}
                  aria-label={`Rate: ${home} per 1 ${c.code}`}
                  data-testid={`rate-${c.code}`}
                />
                <span>{home}</span>
              </label>
              <span className="muted small">
                {formatCount(c.transactions)} transaction{c.transactions === 1 ? '' : 's'}, {formatCents(c.totalCents, c.code)}
                {data.rates[c.code] ? '' : ' — kept apart from totals until you state a rate'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="form-actions">
        <Button onClick={() => void save()} disabled={busy} data-testid="save-currency">
          {busy ? 'Saving…' : 'Save currency settings'}
        </Button>
      </div>
      {status.error && (
        <p className="alert alert-error" role="alert">
          {status.error}
        </p>
      )}
      {status.done && (
        <p className="form-done" role="status">
          {status.done}
        </p>
      )}
    </SettingsSection>
  );
}
