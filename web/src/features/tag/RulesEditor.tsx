import { useState } from 'react';
import type { TagRuleDto } from '../../../../core/tag/api.ts';
import { Button } from '../../components/Button.tsx';
import { plural } from '../../lib/format.ts';
import type { CategoryOption } from '../ledger/transactionsApi.ts';
import { RuleForm } from './RuleForm.tsx';
import { describeRule } from './ruleText.ts';
import { applyRule, deleteRule, moveRule } from './tagApi.ts';
import { useTagAction } from './useTagAction.ts';
import './tag.css';

interface RulesEditorProps {
  rules: TagRuleDto[];
  categories: CategoryOption[];
  /** shows the rules a write answered with at once (the page reloads them after onChanged) */
  onRules: (rules: TagRuleDto[]) => void;
  onChanged: () => void;
}

/** The user's rules in the order Tag checks them (first match wins), and the form to add or edit one. */
export function RulesEditor({ rules, categories, onRules, onChanged }: RulesEditorProps) {
  const [editing, setEditing] = useState<TagRuleDto | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { busy, status, error, run, done } = useTagAction(onChanged);

  function move(rule: TagRuleDto, direction: 'up' | 'down', to: number) {
    void run(`move:${rule.id}`, async () => {
      onRules(await moveRule(rule.id, direction));
      return `Rule moved to position ${to}.`;
    });
  }

  function onSaved(rule: TagRuleDto, created: boolean) {
    setEditing(null);
    onRules(created ? [...rules, rule] : rules.map((r) => (r.id === rule.id ? rule : r)));
    done(`${created ? 'Rule added' : 'Rule saved'}: ${describeRule(rule)}.`);
  }

  return (
    <>
      <p role="status" aria-live="polite" className="status-line" data-testid="rules-status">
        {status}
      </p>
      {error && (
        <p className="alert alert-error" role="alert" data-testid="rules-error">
          {error}
        </p>
      )}
      {rules.length === 0 ? (
        <p className="empty" data-testid="rules-empty">
          No rules yet: add one below and Tag applies it before anything else it knows.
        </p>
      ) : (
        <ol className="rule-list" data-testid="rules-list">
          {rules.map((rule, i) => (
            <li key={rule.id} className={`rule-item${editing?.id === rule.id ? ' editing' : ''}`} data-testid="rule-item">
              <div className="rule-text">
                <span className="rule-position" aria-hidden="true">
                  {i + 1}
                </span>
                <span>
                  <span data-testid="rule-description">{describeRule(rule)}</span>
                  <span className="muted small block">Matches {plural(rule.matching, 'transaction')} not set by hand.</span>
                </span>
              </div>
              {confirming === rule.id ? (
                <div className="row-actions" role="group" aria-label="Confirm delete">
                  <span className="small">Delete this rule?</span>
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={busy !== null}
                    data-testid="rule-delete-confirm"
                    onClick={() =>
                      void run(`delete:${rule.id}`, async () => {
                        await deleteRule(rule.id);
                        onRules(rules.filter((r) => r.id !== rule.id));
                        setConfirming(null);
                        if (editing?.id === rule.id) setEditing(null);
                        return 'Rule deleted.';
                      })
                    }
                  >
                    {busy === `delete:${rule.id}` ? 'Deleting...' : 'Delete'}
                  </Button>
                  <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                </div>
              ) : (
                <div className="row-actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Move rule ${i + 1} up`}
                    disabled={busy !== null || i === 0}
                    onClick={() => move(rule, 'up', i)}
                    data-testid="rule-up"
                  >
                    ↑
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Move rule ${i + 1} down`}
                    disabled={busy !== null || i === rules.length - 1}
                    onClick={() => move(rule, 'down', i + 2)}
                    data-testid="rule-down"
                  >
                    ↓
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy !== null || rule.matching === 0}
                    onClick={() => void run(`apply:${rule.id}`, async () => `Updated ${plural(await applyRule(rule.id), 'transaction')}.`)}
                    data-testid="rule-apply"
                  >
                    {busy === `apply:${rule.id}` ? 'Applying...' : `Apply to ${rule.matching} matching`}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy !== null}
                    aria-label={`Edit rule ${i + 1}`}
                    onClick={() => setEditing(rule)}
                    data-testid="rule-edit"
                  >
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy !== null}
                    aria-label={`Delete rule ${i + 1}`}
                    onClick={() => setConfirming(rule.id)}
                    data-testid="rule-delete"
                  >
                    Delete
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <RuleForm key={editing?.id ?? 'new'} categories={categories} rule={editing} onSaved={onSaved} onCancel={() => setEditing(null)} />
    </>
  );
}
