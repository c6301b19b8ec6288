import { useCallback, useEffect, useState } from 'react';
import { useCategories } from '../features/ledger/useCategories.ts';
import { PatternsTable } from '../features/tag/PatternsTable.tsx';
import { ReviewQueue } from '../features/tag/ReviewQueue.tsx';
import { RulesEditor } from '../features/tag/RulesEditor.tsx';
import { TagSummary } from '../features/tag/TagSummary.tsx';
import { useTagPatterns, useTagRules, useTagSummary } from '../features/tag/useTagData.ts';
import { getSocket } from '../socket.ts';
import { AskEmployeeSection } from '../features/chat/AskEmployeeSection.tsx';
import { NavIcon } from '../components/icons/navIcons.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export default function SmartCategoriesPage() {
  const [revision, setRevision] = useState(0);
  const changed = useCallback(() => setRevision((r) => r + 1), []);
  const categories = useCategories();
  const summary = useTagSummary(revision);
  const rules = useTagRules(revision);
  const patterns = useTagPatterns(revision);

  // A finished import adds transactions to review.
  useEffect(() => {
    const socket = getSocket();
    socket.on('document:done', changed);
    return () => {
      socket.off('document:done', changed);
    };
  }, [changed]);

  return (
    <div className="page">
      <PageHeader icon={<NavIcon name="categories" />} title="Smart Categories">
        <p className="muted">
          Tag categorizes every transaction with your rules first, then what your corrections taught it, its merchant knowledge and a model trained on your own
          history. Review what it is unsure of; each correction teaches it.
        </p>
      </PageHeader>

      {summary.error && (
        <p className="alert alert-error" role="alert">
          {summary.error}
        </p>
      )}
      {summary.data ? <TagSummary summary={summary.data} /> : !summary.error && <p className="muted">Loading Tag's figures...</p>}

      <ReviewQueue categories={categories} noTransactions={summary.data?.total === 0} revision={revision} onChanged={changed} />

      <section className="card" aria-labelledby="rules-title" data-testid="rules">
        <h2 id="rules-title">Rules</h2>
        <p className="muted small">Checked from the top; the first rule that matches decides the category.</p>
        {rules.error && (
          <p className="alert alert-error" role="alert">
            {rules.error}
          </p>
        )}
        {rules.data ? (
          <RulesEditor rules={rules.data} categories={categories} onRules={rules.replace} onChanged={changed} />
        ) : (
          !rules.error && <p className="muted">Loading rules...</p>
        )}
      </section>

      <section className="card" aria-labelledby="patterns-title" data-testid="patterns">
        <h2 id="patterns-title">Learned patterns</h2>
        <p className="muted small">Merchants Tag learned from your corrections. Forget one and Tag falls back on what else it knows.</p>
        {patterns.error && (
          <p className="alert alert-error" role="alert">
            {patterns.error}
          </p>
        )}
        {patterns.data ? (
          <PatternsTable patterns={patterns.data} onPatterns={patterns.replace} onChanged={changed} />
        ) : (
          !patterns.error && <p className="muted">Loading learned patterns...</p>
        )}
      </section>
      <AskEmployeeSection employeeKey="tag" />
    </div>
  );
}
