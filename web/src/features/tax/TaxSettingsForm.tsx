// The tax settings: jurisdiction, year, filing status, last year's tax (and AGI), gross income
// override and the home office. Saving answers with the new summary.
import { useState, type FormEvent } from 'react';
import { taxCurrencyOf } from '../../../../core/tax/currency.ts';
import type { TaxSummaryDto } from '../../../../core/tax/summary.ts';
import { ApiRequestError, api } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';

const toCents = (s: string) => (s.trim() === '' ? null : Math.round(Number(s) * 100));
const fromCents = (c: number | null) => (c === null ? '' : String(c / 100));
const num = (s: string) => (s.trim() === '' ? null : Number(s));

export function TaxSettingsForm({ data, onSaved }: { data: TaxSummaryDto; onSaved: (s: TaxSummaryDto) => void }) {
  const s = data.settings;
  const [jurisdiction, setJurisdiction] = useState(s.jurisdiction);
  const [taxYear, setTaxYear] = useState(s.taxYear);
  const [filingStatus, setFilingStatus] = useState(s.filingStatus ?? 'single');
  const [priorTax, setPriorTax] = useState(fromCents(s.priorYearTaxCents));
  const [priorAgi, setPriorAgi] = useState(fromCents(s.priorYearAgiCents));
  const [gross, setGross] = useState(fromCents(s.grossIncomeCents));
  const [sqFt, setSqFt] = useState(s.homeOffice.squareFeet?.toString() ?? '');
  const [hours, setHours] = useState(s.homeOffice.hoursPerMonth?.toString() ?? '');
  const [months, setMonths] = useState(s.homeOffice.months?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const years = data.supportedYears[jurisdiction];

  const changeJurisdiction = (j: 'US' | 'UK') => {
    setJurisdiction(j);
    if (!data.supportedYears[j].includes(taxYear)) setTaxYear(data.supportedYears[j].at(-1)!);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      onSaved(
        await api<TaxSummaryDto>('/api/tax/settings', {
          method: 'PUT',
          body: {
            jurisdiction,
            taxYear,
            filingStatus: jurisdiction === 'US' ? filingStatus : null,
            priorYearTaxCents: toCents(priorTax),
            priorYearAgiCents: jurisdiction === 'US' ? toCents(priorAgi) : null,
            grossIncomeCents: toCents(gross),
            homeOffice: jurisdiction === 'US' ? { squareFeet: num(sqFt) } : { hoursPerMonth: num(hours), months: num(months) },
          },
        }),
      );
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Could not save the settings.');
    }
  };

  return (
    <form className="ledger-form" onSubmit={(e) => void submit(e)} data-testid="tax-settings">
      <div className="ledger-form-row">
        <label className="field">
          <span>Where you pay tax</span>
          <select value={jurisdiction} onChange={(e) => changeJurisdiction(e.target.value as 'US' | 'UK')}>
            <option value="US">United States (Schedule C)</option>
            <option value="UK">United Kingdom (self-employed)</option>
          </select>
        </label>
        <label className="field">
          <span>Tax year</span>
          <select value={taxYear} onChange={(e) => setTaxYear(e.target.value)}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        {jurisdiction === 'US' && (
          <label className="field">
            <span>Filing status</span>
            <select value={filingStatus} onChange={(e) => setFilingStatus(e.target.value as typeof filingStatus)}>
              <option value="single">Single</option>
              <option value="married_joint">Married filing jointly</option>
              <option value="head_of_household">Head of household</option>
            </select>
          </label>
        )}
      </div>
      <div className="ledger-form-row">
        <label className="field">
          <span>Last year's total tax ({taxCurrencyOf(jurisdiction)})</span>
          <input inputMode="decimal" value={priorTax} onChange={(e) => setPriorTax(e.target.value)} placeholder="optional" />
        </label>
        {jurisdiction === 'US' && (
          <label className="field">
            <span>Last year's AGI ({taxCurrencyOf(jurisdiction)})</span>
            <input inputMode="decimal" value={priorAgi} onChange={(e) => setPriorAgi(e.target.value)} placeholder="optional" />
          </label>
        )}
        <label className="field">
          <span>Business income this year ({taxCurrencyOf(jurisdiction)})</span>
          <input
            inputMode="decimal"
            value={gross}
            onChange={(e) => setGross(e.target.value)}
            placeholder={`from the ledger: ${(data.income.cents / 100).toFixed(2)}`}
          />
        </label>
      </div>
      <div className="ledger-form-row" data-testid="tax-home-office">
        {jurisdiction === 'US' ? (
          <label className="field">
            <span>Home office, square feet (simplified: $5 each, up to 300)</span>
            <input inputMode="numeric" value={sqFt} onChange={(e) => setSqFt(e.target.value)} placeholder="0" />
          </label>
        ) : (
          <>
            <label className="field">
              <span>Hours a month worked at home (flat rate from 25)</span>
              <input inputMode="numeric" value={hours} onChange={(e) => setHours(e.target.value)} placeholder="0" />
            </label>
            <label className="field">
              <span>For how many months</span>
              <input inputMode="numeric" value={months} onChange={(e) => setMonths(e.target.value)} placeholder="12" />
            </label>
          </>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" size="sm">
        Save settings
      </Button>
    </form>
  );
}
