// Automa's page: a typed rule form, the rules (each with its dry run, on/off), conflicts between
// active rules side by side, the run log, and Automa's chat.
import { useCallback, useEffect, useId, useState } from 'react';
import '../features/goalie/goalie.css';
import '../features/ledger/ledger.css';
import '../features/automa/automa.css';
import type { AutomationConflictsDto, AutomationRulesDto, AutomationRunDto } from '../../../core/automa/api.ts';
import type { GoalsDto } from '../../../core/goalie/api.ts';
import { employeeProfile } from '../../../core/employees.ts';
import { ApiRequestError, api, isAbort } from '../api/client.ts';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { RunLog } from '../features/automa/AutomaLog.tsx';
import { ConflictsSection } from '../features/automa/Conflicts.tsx';
import { RuleCard } from '../features/automa/RuleCard.tsx';
import { RuleForm, type RuleDraft } from '../features/automa/RuleForm.tsx';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';

export default function AutomationPage() {
  const automa = employeeProfile('automa');
  const [data, setData] = useState<AutomationRulesDto | null>(null);
  const [conflicts, setConflicts] = useState<AutomationConflictsDto | null>(null);
  const [runs, setRuns] = useState<AutomationRunDto[]>([]);
  const [goals, setGoals] = useState<{ id: string; name: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const chatId = useId();

  const load = useCallback((signal?: AbortSignal) => {
    Promise.all([
      api<AutomationRulesDto>('/api/automation/rules', { signal }),
      api<{ runs: AutomationRunDto[] }>('/api/automation/runs', { signal }),
      api<AutomationConflictsDto>('/api/automation/conflicts', { signal }),
    ])
      .then(([r, l, c]) => {
        setData(r);
        setRuns(l.runs);
        setConflicts(c);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setError('Could not load the rules.');
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    api<GoalsDto>('/api/goals', { signal: controller.signal })
      .then((g) => setGoals(g.goals.map((x) => ({ id: x.id, name: x.name }))))
      .catch(() => {});
    return () => controller.abort();
  }, [load]);

  const save = async (draft: RuleDraft): Promise<string | null> => {
    try {
      setData(await api<AutomationRulesDto>('/api/automation/rules', { method: 'POST', body: draft }));
      return null;
    } catch (err) {
      return err instanceof ApiRequestError ? err.message : 'Could not save the rule.';
    }
  };

  return (
    <div className="page" data-testid="automation-page">
      <PageHeader icon={<EmployeeAvatar employee={automa} />} title="Smart Automation">
        <p className="muted">
          Rules that act for you: after each import on the new transactions, and daily on your balance, goals and budgets. Each rule is off until a dry run
          shows what it would have done over the last 12 months, and each fires once per transaction or event. Email and push notifications are not sent yet: a
          rule notifies in the app.
        </p>
      </PageHeader>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <section className="card">
        <h2>New rule</h2>
        <RuleForm goals={goals} onSave={save} />
      </section>
      {data && data.rules.length === 0 && <p className="alert alert-info">No rules yet.</p>}
      {data?.rules.map((r) => (
        <RuleCard key={`${r.id}-${r.updatedAt}`} rule={r} onChanged={() => load()} />
      ))}
      {data && data.total > data.rules.length && (
        <p className="muted small" data-testid="rules-more">
          Showing your first {data.rules.length} of {data.total} rules.
        </p>
      )}
      {conflicts && <ConflictsSection data={conflicts} />}
      <RunLog runs={runs} />
      <section className="card" aria-labelledby={chatId}>
        <h2 id={chatId}>Chat with {automa.name}</h2>
        <EmployeeChat employeeKey="automa" />
      </section>
    </div>
  );
}
