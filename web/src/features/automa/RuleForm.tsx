// A rule as a typed form: one trigger, condition rows, action rows. The server checks it again and
// names the field of anything wrong; the form only keeps the shapes right.
import { useState, type FormEvent } from 'react';
import type { Action, Condition, TriggerKind } from '../../../../core/automa/rules.ts';
import { CATEGORIES } from '../../../../core/tag/categories.ts';
import { EMPLOYEES } from '../../../../core/employees.ts';
import { parseAmountToCents } from '../../../../core/money.ts';
import { Button } from '../../components/Button.tsx';

export const TRIGGERS: readonly TriggerKind[] = [
  'transaction imported',
  'large transaction',
  'balance below',
  'category over budget',
  'goal behind',
  'new merchant',
  'subscription price rise',
  'bill due',
  'bill late or missed',
];
const FIELDS = ['description', 'merchant', 'account', 'category', 'amount', 'direction', 'days'] as const;
const KINDS: readonly Action['kind'][] = ['set category', 'add note', 'mark for review', 'notify', 'contribute to goal', 'ask employee'];
const CATEGORY_NAMES = [...Object.keys(CATEGORIES), 'Transfer'];

/** A condition row as typed: the amount stays text until saved. */
interface Row {
  field: (typeof FIELDS)[number];
  op: string;
  value: string;
}

const opsOf = (f: Row['field']) =>
  f === 'days' ? ['at most'] : f === 'amount' ? ['at least', 'at most'] : f === 'category' ? ['equals'] : f === 'direction' ? ['is'] : ['contains', 'equals'];

function toCondition(r: Row): Condition | string {
  if (r.field === 'days') {
    const days = Number(r.value);
    return r.value.trim() && Number.isInteger(days) && days >= 0 && days <= 60
      ? { field: 'days', op: 'at most', value: days }
      : 'Type the days before the due date, 0 to 60.';
  }
  if (r.field === 'amount') {
    const cents = parseAmountToCents(r.value);
    return cents === null || cents < 0
      ? 'Type an amount like 250 in the amount condition.'
      : { field: 'amount', op: r.op as 'at least' | 'at most', value: cents };
  }
  if (r.field === 'direction') return { field: 'direction', op: 'is', value: r.value === 'in' ? 'in' : 'out' };
  if (r.field === 'category') return { field: 'category', op: 'equals', value: r.value };
  return { field: r.field, op: r.op as 'contains' | 'equals', value: r.value };
}

function blankAction(kind: Action['kind'], goals: readonly { id: string }[]): Action {
  switch (kind) {
    case 'set category':
      return { kind, category: 'Shopping', subcategory: null };
    case 'add note':
      return { kind, text: '' };
    case 'mark for review':
      return { kind };
    case 'notify':
      return { kind, channels: ['in-app'] };
    case 'contribute to goal':
      return { kind, goalId: goals[0]?.id ?? '' };
    case 'ask employee':
      return { kind, employee: 'prime' };
  }
}

export interface RuleDraft {
  name: string;
  trigger: TriggerKind;
  conditions: Condition[];
  actions: Action[];
}

export function RuleForm({ goals, onSave }: { goals: readonly { id: string; name: string }[]; onSave: (r: RuleDraft) => Promise<string | null> }) {
  const [name, setName] = useState('');
  const [trigger, setTrigger] = useState<TriggerKind>('transaction imported');
  const [rows, setRows] = useState<Row[]>([{ field: 'description', op: 'contains', value: '' }]);
  const [actions, setActions] = useState<Action[]>([{ kind: 'set category', category: 'Shopping', subcategory: null }]);
  const [error, setError] = useState<string | null>(null);

  const setRow = (i: number, r: Partial<Row>) => setRows(rows.map((x, j) => (j === i ? { ...x, ...r } : x)));
  const setAction = (i: number, a: Action) => setActions(actions.map((x, j) => (j === i ? a : x)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const conditions = rows.map(toCondition);
    const bad = conditions.find((c): c is string => typeof c === 'string');
    if (bad) {
      setError(bad);
      return;
    }
    const problem = await onSave({ name, trigger, conditions: conditions as Condition[], actions });
    setError(problem);
    if (!problem) {
      setName('');
      setRows([{ field: 'description', op: 'contains', value: '' }]);
    }
  }

  return (
    <form className="ledger-form automa-form" onSubmit={(e) => void submit(e)} data-testid="rule-form">
      <div className="ledger-form-row">
        <label className="field">
          <span>Rule name</span>
          <input required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} placeholder="Coffee is coffee" data-testid="rule-name" />
        </label>
        <label className="field">
          <span>When</span>
          <select value={trigger} onChange={(e) => setTrigger(e.target.value as TriggerKind)} data-testid="rule-trigger">
            {TRIGGERS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="automa-rows">
        <legend>If (all of these hold)</legend>
        {rows.map((r, i) => (
          <div className="automa-row" key={i} data-testid="condition-row">
            <select
              aria-label={`Condition ${i + 1} field`}
              value={r.field}
              onChange={(e) => {
                const f = e.target.value as Row['field'];
                setRow(i, { field: f, op: opsOf(f)[0]!, value: f === 'direction' ? 'out' : f === 'category' ? 'Shopping' : '' });
              }}
            >
              {FIELDS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
            <select aria-label={`Condition ${i + 1} test`} value={r.op} onChange={(e) => setRow(i, { op: e.target.value })}>
              {opsOf(r.field).map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
            {r.field === 'direction' ? (
              <select aria-label={`Condition ${i + 1} value`} value={r.value} onChange={(e) => setRow(i, { value: e.target.value })}>
                <option value="out">money out</option>
                <option value="in">money in</option>
              </select>
            ) : r.field === 'category' ? (
              <select aria-label={`Condition ${i + 1} value`} value={r.value} onChange={(e) => setRow(i, { value: e.target.value })}>
                {CATEGORY_NAMES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            ) : (
              <input
                aria-label={`Condition ${i + 1} value`}
                value={r.value}
                maxLength={200}
                inputMode={r.field === 'amount' ? 'decimal' : r.field === 'days' ? 'numeric' : undefined}
                placeholder={r.field === 'amount' ? '250' : r.field === 'days' ? '3 (days before it is due)' : 'text'}
                onChange={(e) => setRow(i, { value: e.target.value })}
              />
            )}
            <Button size="sm" variant="ghost" aria-label={`Remove condition ${i + 1}`} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
              Remove
            </Button>
          </div>
        ))}
        <Button size="sm" variant="secondary" onClick={() => setRows([...rows, { field: 'description', op: 'contains', value: '' }])}>
          Add condition
        </Button>
        {rows.length === 0 && <p className="muted small">No conditions: the rule fires on every event of its trigger (the dry run will ask you to confirm).</p>}
      </fieldset>
      <fieldset className="automa-rows">
        <legend>Then</legend>
        {actions.map((a, i) => (
          <div className="automa-row" key={i} data-testid="action-row">
            <select aria-label={`Action ${i + 1}`} value={a.kind} onChange={(e) => setAction(i, blankAction(e.target.value as Action['kind'], goals))}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
            <ActionFields a={a} i={i} goals={goals} onChange={(x) => setAction(i, x)} />
            <Button size="sm" variant="ghost" aria-label={`Remove action ${i + 1}`} onClick={() => setActions(actions.filter((_, j) => j !== i))}>
              Remove
            </Button>
          </div>
        ))}
        <Button size="sm" variant="secondary" onClick={() => setActions([...actions, blankAction('mark for review', goals)])}>
          Add action
        </Button>
      </fieldset>
      {error && (
        <p className="field-error" role="alert" data-testid="rule-form-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <Button type="submit" data-testid="rule-save">
          Save rule (off)
        </Button>
      </div>
    </form>
  );
}

function ActionFields({ a, i, goals, onChange }: { a: Action; i: number; goals: readonly { id: string; name: string }[]; onChange: (a: Action) => void }) {
  switch (a.kind) {
    case 'set category': {
      const subs = (CATEGORIES as Record<string, readonly string[]>)[a.category] ?? [];
      return (
        <>
          <select aria-label={`Action ${i + 1} category`} value={a.category} onChange={(e) => onChange({ ...a, category: e.target.value, subcategory: null })}>
            {CATEGORY_NAMES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <select
            aria-label={`Action ${i + 1} subcategory`}
            value={a.subcategory ?? ''}
            onChange={(e) => onChange({ ...a, subcategory: e.target.value || null })}
          >
            <option value="">(none)</option>
            {subs.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </>
      );
    }
    case 'add note':
      return (
        <input
          aria-label={`Action ${i + 1} note`}
          maxLength={500}
          value={a.text}
          onChange={(e) => onChange({ ...a, text: e.target.value })}
          placeholder="note"
        />
      );
    case 'notify':
      return (
        <span className="automa-channels">
          {(['in-app', 'email', 'push'] as const).map((c) => (
            <label key={c}>
              <input
                type="checkbox"
                checked={a.channels.includes(c)}
                onChange={(e) => onChange({ ...a, channels: e.target.checked ? [...a.channels, c] : a.channels.filter((x) => x !== c) })}
              />{' '}
              {c}
            </label>
          ))}
        </span>
      );
    case 'contribute to goal':
      return goals.length ? (
        <select aria-label={`Action ${i + 1} goal`} value={a.goalId} onChange={(e) => onChange({ ...a, goalId: e.target.value })}>
          {goals.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      ) : (
        <span className="muted small">No goals yet: add one on the Goal Concierge page.</span>
      );
    case 'ask employee':
      return (
        <select aria-label={`Action ${i + 1} employee`} value={a.employee} onChange={(e) => onChange({ ...a, employee: e.target.value })}>
          {EMPLOYEES.filter((e) => e.active).map((e) => (
            <option key={e.key} value={e.key}>
              {e.name}
            </option>
          ))}
        </select>
      );
    case 'mark for review':
      return <span className="muted small">into Tag&apos;s review queue</span>;
  }
}
