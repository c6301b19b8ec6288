import { Link } from 'react-router-dom';
import { AmountBreakdown } from '../features/intelia/AmountBreakdown.tsx';
import { BusinessAccountsPicker } from '../features/intelia/BusinessAccountsPicker.tsx';
import { BusinessMonths } from '../features/intelia/BusinessMonths.tsx';
import { InsightList } from '../features/intelia/InsightList.tsx';
import { useBusinessIntelligence } from '../features/intelia/useInteliaData.ts';
import { AskEmployeeSection } from '../features/chat/AskEmployeeSection.tsx';
import { NavIcon } from '../components/icons/navIcons.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export default function BusinessIntelligencePage() {
  const { data, error, replace } = useBusinessIntelligence();
  const empty = data !== null && data.transactionCount === 0;

  return (
    <div className="page">
      <PageHeader icon={<NavIcon name="business" />} title="Business Intelligence">
        <p className="muted">
          Intelia separates business from personal spending (the Business category, and everything paid from the accounts you mark as business accounts), ranks
          your vendors and explains what changed.
        </p>
      </PageHeader>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {data === null && !error && <p className="muted">Loading Intelia's figures...</p>}
      {empty && (
        <section className="card">
          <p className="empty" data-testid="business-empty">
            No transactions yet: <Link to="/dashboard/smart-import-ai">import a statement</Link> and Intelia works out your business spending.
          </p>
        </section>
      )}
      {data !== null && !empty && (
        <>
          <BusinessMonths months={data.months} />
          <BusinessAccountsPicker accounts={data.accounts} businessAccounts={data.businessAccounts} onSaved={replace} />
          <div className="two-col">
            <AmountBreakdown
              title="Top vendors (90 days)"
              headerName="Vendor"
              rows={data.topVendors.map((v) => ({ name: v.merchant, amountCents: v.amountCents, count: v.count }))}
              empty="No spending in the last 90 days."
              testId="top-vendors"
            />
            <AmountBreakdown
              title="Business spending by subcategory (90 days)"
              headerName="Subcategory"
              rows={data.businessBySubcategory.map((s) => ({ name: s.subcategory, amountCents: s.amountCents, count: s.count }))}
              empty="No business spending in the last 90 days."
              testId="business-subcategories"
            />
          </div>
          <section className="card" aria-labelledby="business-insights-title">
            <h2 id="business-insights-title">Insights</h2>
            <InsightList insights={data.insights} empty="No insights yet: Intelia needs a few weeks of transactions to compare." />
          </section>
        </>
      )}
      <AskEmployeeSection employeeKey="intelia" />
    </div>
  );
}
