// Reports (Prism): every report of issue 15 with a range, an account filter, a chart, a table and
// CSV/XLSX/PDF exports; then the downloads and on-screen reports that existed before. Scheduled
// reports (Automa's) are not built, and the page says so.
import { Link } from 'react-router-dom';
import { REPORT_KEYS } from '../../../core/reports/types.ts';
import { ReportPanel } from '../features/reports/ReportPanel.tsx';
import { employeeProfile } from '../../../core/employees.ts';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { exportUrl } from '../features/settings/settingsApi.ts';
import '../features/reports/reports.css';

const crystal = employeeProfile('crystal');
const intelia = employeeProfile('intelia');
const automa = employeeProfile('automa');

export default function ReportsPage() {
  return (
    <div className="page">
      <header className="page-header">
        <h1>Reports</h1>
        <p className="muted">Prism's reports from your own data: pick a range and accounts, read the chart and the table, export CSV, XLSX or PDF.</p>
      </header>
      {/* the net-worth report is in REPORT_KEYS as a slot the accounts work fills (core/reports/registry.ts) */}
      <ReportPanel keys={REPORT_KEYS} title="Prism's reports" testId="prism-reports" />
      <section className="card" aria-labelledby="downloads-title">
        <h2 id="downloads-title">Downloads</h2>
        <ul className="report-list" data-testid="report-downloads">
          <li>
            <div>
              <strong>Transactions (CSV)</strong>
              <p className="muted small">Every transaction: date, description, merchant, amount, category, subcategory, account and how it was categorized.</p>
            </div>
            <a className="btn btn-secondary btn-sm" href={exportUrl('csv')} download>
              Download CSV
            </a>
          </li>
          <li>
            <div>
              <strong>Everything (JSON)</strong>
              <p className="muted small">Your profile and every table of your data, as stored.</p>
            </div>
            <a className="btn btn-secondary btn-sm" href={exportUrl('json')} download>
              Download JSON
            </a>
          </li>
        </ul>
      </section>
      <section className="card" aria-labelledby="on-screen-title">
        <h2 id="on-screen-title">On screen</h2>
        <ul className="report-list">
          <li>
            <div>
              <strong>
                <EmployeeAvatar employee={intelia} inline /> Insights and business spending
              </strong>
              <p className="muted small">Spending spikes, new merchants, price rises, duplicate charges, business versus personal and top vendors.</p>
            </div>
            <Link className="btn btn-secondary btn-sm" to={intelia.dashboardRoute}>
              Open
            </Link>
          </li>
          <li>
            <div>
              <strong>
                <EmployeeAvatar employee={crystal} inline /> Forecasts and cash flow
              </strong>
              <p className="muted small">Spending per category for the next months, recurring charges and the 30/60/90-day cash flow.</p>
            </div>
            <Link className="btn btn-secondary btn-sm" to={crystal.dashboardRoute}>
              Open
            </Link>
          </li>
        </ul>
      </section>
      <p className="alert alert-info" data-testid="reports-not-built">
        Scheduled reports (a monthly summary by email, say) would be {automa.name}'s work, and they are not built yet.
      </p>
    </div>
  );
}
