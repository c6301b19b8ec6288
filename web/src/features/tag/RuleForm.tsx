import { useId, useState, type FormEvent } from 'react';
import type { TagRuleDto, TagRuleInput } from '../../../../core/tag/api.ts';
import type { TagRuleConditions } from '../../../../core/tag/rule-conditions.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import type { CategoryOption } from '../ledger/transactionsApi.ts';
import { dollarsInput, parseDollars } from './ruleText.ts';
import { createRule, updateRule } from './tagApi.ts';
import './tag.css';

interface RuleFormProps {
  categories: CategoryOption[];
  /** the rule being edited, or null to add one */
  rule: TagRuleDto | null;
  onSaved: (rule: TagRuleDto, created: boolean) => void;
  onCancel: () => void;
}

/** Checks the fields and builds the request body, or lists what is wrong. */
function toInput(fields: {
  description: string;
  merchant: string;
  min: string;
  max: string;
  sign: string;
  account: string;
  category: string;
  subcategory: string;
}): { input: TagRuleInput | null; problems: string[] } {
  const problems: string[] = [];
  const conditions: TagRuleConditions = {};
  if (fields.description.trim()) conditions.descriptionContains = fields.description.trim();
  if (fields.merchant.trim()) conditions.merchantEquals = fields.merchant.trim();
  const min = parseDollars(fields.min);
  const max = parseDollars(fields.max);
  if (min !== null && Number.isNaN(min)) problems.push('Minimum amount: type an amount like 10 or 10.50.');
  else if (min !== null) conditions.amountMinCents = min;
  if (max !== null && Number.isNaN(max)) problems.push('Maximum amount: type an amount like 50 or 49.99.');
  else if (max !== null) conditions.amountMaxCents = max;
  if (conditions.amountMinCents !== undefined && conditions.amountMaxCents !== undefined && conditions.amountMinCents > conditions.amountMaxCents) {
    problems.push('The minimum amount is larger than the maximum.');
  }
  if (fields.sign === 'in' || fields.sign === 'out') conditions.sign = fields.sign;
  if (fields.account.trim()) conditions.account = fields.account.trim();
  if (Object.keys(conditions).length === 0 && problems.length === 0) problems.push('Give the rule at least one condition.');
  if (!fields.category) problems.push('Choose the category the rule gives.');
  if (problems.length > 0) return { input: null, problems };
  return { input: { conditions, category: fields.category, subcategory: fields.subcategory || null }, problems };
}

export function RuleForm({ categories, rule, onSaved, onCancel }: RuleFormProps) {
  const id = useId();
  const c = rule?.conditions ?? {};
  const [description, setDescription] = useState(c.descriptionContains ?? '');
  const [merchant, setMerchant] = useState(c.merchantEquals ?? '');
  const [min, setMin] = useState(dollarsInput(c.amountMinCents));
  const [max, setMax] = useState(dollarsInput(c.amountMaxCents));
  const [sign, setSign] = useState<string>(c.sign ?? '');
  const [account, setAccount] = useState(c.account ?? '');
  const [category, setCategory] = useState(rule?.category ?? '');
  const [subcategory, setSubcategory] = useState(rule?.subcategory ?? '');
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const subcategories = categories.find((x) => x.name === category)?.subcategories ?? [];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { input, problems: found } = toInput({ description, merchant, min, max, sign, account, category, subcategory });
    setProblems(found);
    setError(null);
    if (!input) return;
    setBusy(true);
    try {
      const saved = rule ? await updateRule(rule.id, input) : await createRule(input);
      onSaved(saved, rule === null);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  }

  return (
    <form className="rule-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-testid="rule-form">
      <h3 id={`${id}-title`}>{rule ? 'Edit rule' : 'Add a rule'}</h3>
      <p className="muted small">A transaction matches when every condition you fill in holds. Amounts are sizes, in dollars.</p>
      <div className="rule-grid">
        <div className="field">
          <label htmlFor={`${id}-description`}>Description contains</label>
          <input id={`${id}-description`} value={description} onChange={(e) => setDescription(e.target.value)} placeholder="uber" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-merchant`}>Merchant equals</label>
          <input id={`${id}-merchant`} value={merchant} onChange={(e) => setMerchant(e.target.value)} placeholder="Blue Bottle Coffee" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-min`}>Minimum amount ($)</label>
          <input id={`${id}-min`} inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} placeholder="10.00" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-max`}>Maximum amount ($)</label>
          <input id={`${id}-max`} inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} placeholder="50.00" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-sign`}>Money</label>
          <select id={`${id}-sign`} value={sign} onChange={(e) => setSign(e.target.value)}>
            <option value="">In or out</option>
            <option value="in">Money in</option>
            <option value="out">Money out</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-account`}>Account</label>
          <input id={`${id}-account`} value={account} onChange={(e) => setAccount(e.target.value)} placeholder="Business Checking" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setSubcategory('');
            }}
            required
          >
            <option value="">Choose…</option>
            {categories.map((x) => (
              <option key={x.name} value={x.name}>
                {x.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-subcategory`}>Subcategory</label>
          <select id={`${id}-subcategory`} value={subcategory} onChange={(e) => setSubcategory(e.target.value)} disabled={!category}>
            <option value="">None</option>
            {subcategories.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problems.length > 0 && (
        <ul className="field-error small problems" role="alert" data-testid="rule-problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <ErrorMessage error={error} testId="rule-error" />
      <div className="form-actions">
        <Button type="submit" size="sm" disabled={busy} data-testid="rule-submit">
          {busy ? 'Saving...' : rule ? 'Save rule' : 'Add rule'}
        </Button>
        {rule && (
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
