// Automa's page: a typed rule form, the rules (each with its dry run, on/off), conflicts between
// active rules side by side, the run log, and Automa's chat.
import { useId } from 'react';
import '../features/ledger/ledger.css';
import '../features/automa/automa.css';
import type { AutomationConflictsDto, AutomationRulesDto, AutomationRunDto } from '../../../core/automa/api.ts';
import type { GoalsDto } from '../../../core/goalie/api.ts';
import { employeeProfile } from '../../../core/employees.ts';
import { ApiRequestError, api } from '../api/client.ts';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { RunLog } from '../features/automa/AutomaLog.tsx';
import { ConflictsSection } from '../features/automa/Conflicts.tsx';
import { RuleCard } from '../features/automa/RuleCard.tsx';
import { RuleForm, type RuleDraft } from '../features/automa/RuleForm.tsx';
import { EmployeeChat } from '../features/chat/EmployeeChat.tsx';
import { useLoad } from '../lib/useLoad.ts';

const fetchRules = async (signal: AbortSignal) => {
  const [rules, log, conflicts] = await Promise.all([
    api<AutomationRulesDto>('/api/automation/rules', { signal }),
    api<{ runs: AutomationRunDto[] }>('/api/automation/runs', { signal }),
    api<AutomationConflictsDto>('/api/automation/conflicts', { signal }),
  ]);
  return { rules, runs: log.runs, conflicts };
};
const fetchGoalNames = async (signal: AbortSignal) => (await api<GoalsDto>('/api/goals', { signal })).goals.map((x) => ({ id: x.id, name: x.name }));
const NO_GOALS: { id: string; name: string }[] = [];
const NO_RUNS: AutomationRunDto[] = [];

export default function AutomationPage() {
  const automa = employeeProfile('automa');
  const rules = useLoad(fetchRules, { message: 'Could not load the rules.' });
  // the goals the form can name (a goal milestone trigger)
  const goalList = useLoad(fetchGoalNames, { message: 'Could not load your goals for the rule form.' });
  const data = rules.data?.rules ?? null;
  const goals = goalList.data ?? NO_GOALS;
  const error = rules.error ?? goalList.error;
  const chatId = useId();

  const save = async (draft: RuleDraft): Promise<string | null> => {
    try {
      const saved = await api<AutomationRulesDto>('/api/automation/rules', { method: 'POST', body: draft });
      rules.update((d) => ({ ...d, rules: saved }));
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
        <RuleCard key={`${r.id}-${r.updatedAt}`} rule={r} onChanged={rules.reload} />
      ))}
      {data && data.total > data.rules.length && (
        <p className="muted small" data-testid="rules-more">
          Showing your first {data.rules.length} of {data.total} rules.
        </p>
      )}
      {rules.data && <ConflictsSection data={rules.data.conflicts} />}
      <RunLog runs={rules.data?.runs ?? NO_RUNS} />
      <section className="card" aria-labelledby={chatId}>
        <h2 id={chatId}>Chat with {automa.name}</h2>
        <EmployeeChat employeeKey="automa" />
      </section>
    </div>
  );
}
