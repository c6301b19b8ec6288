// Ledger's tax assistant: settings, the suggested Schedule C lines / HMRC groups to confirm or
// change, totals per line, the mileage log and home office, the estimate with its payment dates and
// monthly set-aside, the worksheet exports, and Ledger's chat. Estimates, not tax advice.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import '../features/ledger/ledger.css';
import type { TaxSummaryDto } from '../../../core/tax/summary.ts';
import { employeeProfile } from '../../../core/employees.ts';
import { ApiRequestError, api } from '../api/client.ts';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { MileageLog } from '../features/tax/MileageLog.tsx';
import { TaxEstimate } from '../features/tax/TaxEstimate.tsx';
import { TaxSettingsForm } from '../features/tax/TaxSettingsForm.tsx';
import { TaxSuggestions } from '../features/tax/TaxSuggestions.tsx';
import { useLoad } from '../lib/useLoad.ts';

const fetchSummary = (signal: AbortSignal) => api<TaxSummaryDto>('/api/tax/summary', { signal });

export default function TaxAssistantPage() {
  const ledger = employeeProfile('ledger');
  const summary = useLoad(fetchSummary, { message: (err) => (err instanceof ApiRequestError ? err.message : 'Could not load the tax summary.') });
  const [saveError, setSaveError] = useState<string | null>(null);
  const { data, replace: setData } = summary;
  const error = saveError ?? summary.error;
  const chatId = useId();

  const choose = (transactionId: string, line: string) => {
    setSaveError(null);
    api<TaxSummaryDto>('/api/tax/lines', { method: 'POST', body: { transactionId, line } })
      .then(setData)
      .catch((err: unknown) => setSaveError(err instanceof ApiRequestError ? err.message : 'Could not save the line.'));
  };
  const currency = data?.estimate.currency ?? 'USD';
  const kind = data?.settings.jurisdiction === 'UK' ? 'uk-expenses' : 'schedule-c';

  return (
    <div className="page" data-testid="tax-page">
      <PageHeader icon={<EmployeeAvatar employee={ledger} />} title="Tax Assistant">
        <p className="muted">
          Ledger maps your business spending to tax lines, keeps your mileage log and estimates what to set aside for self-employment tax.
        </p>
      </PageHeader>
      <p className="alert alert-info" data-testid="tax-disclaimer">
        {data?.disclaimer ?? 'These are estimates, not tax advice.'}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {data && (
        <>
          <details className="card" open={!data.saved} data-testid="tax-settings-card">
            <summary>
              <strong>Settings</strong>: {data.settings.jurisdiction} {data.settings.taxYear}
              {data.settings.filingStatus ? `, ${data.settings.filingStatus.replace(/_/g, ' ')}` : ''}
              {data.saved ? '' : ' (a first guess: save to keep)'}
            </summary>
            <TaxSettingsForm key={`${data.settings.jurisdiction}-${data.settings.taxYear}`} data={data} onSaved={setData} />
          </details>
          {data.currency.refused ? (
            <p className="alert alert-warning" role="status" data-testid="tax-currency-refused">
              {data.currency.refused} <Link to="/dashboard/settings">Open Settings</Link>
            </p>
          ) : (
            <TaxFigures data={data} currency={currency} kind={kind} onChoose={choose} onSaved={setData} />
          )}
        </>
      )}
      <section className="card" aria-labelledby={chatId}>
        <h2 id={chatId}>Chat with {ledger.name}</h2>
        <EmployeeChat employeeKey="ledger" />
      </section>
    </div>
  );
}

/** The figures, the suggestions, the mileage log and the exports: shown only when the amounts are in the tax currency. */
function TaxFigures({
  data,
  currency,
  kind,
  onChoose,
  onSaved,
}: {
  data: TaxSummaryDto;
  currency: string;
  kind: 'uk-expenses' | 'schedule-c';
  onChoose: (transactionId: string, line: string) => void;
  onSaved: (s: TaxSummaryDto) => void;
}) {
  return (
    <>
      {data.currencyNote && (
        <p className="alert alert-info" data-testid="tax-currency-note">
          {data.currencyNote}
        </p>
      )}
      <TaxEstimate data={data} currency={currency} />
      <TaxSuggestions data={data} currency={currency} onChoose={onChoose} />
      <MileageLog data={data} onSaved={onSaved} />
      <section className="card" data-testid="tax-exports">
        <h2>Exports</h2>
        <p className="small muted">
          {kind === 'schedule-c' ? 'The Schedule C worksheet' : 'The UK expenses summary'}, with every line, transaction and the estimate. {data.disclaimer}
        </p>
        <div className="form-actions" data-testid="tax-export-buttons">
          <DownloadButton size="sm" href={`/api/tax/export?format=csv&kind=${kind}`} testId="tax-export-csv">
            Download CSV
          </DownloadButton>
          <DownloadButton size="sm" href={`/api/tax/export?format=pdf&kind=${kind}`} testId="tax-export-pdf">
            Download PDF
          </DownloadButton>
        </div>
      </section>
    </>
  );
}
