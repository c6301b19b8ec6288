// Byte's question about a file it can read two ways; the answer restarts the reading.
import { useState } from 'react';
import type { AmountSignQuestion, ColumnsQuestion, DocumentAnswer, DocumentDto, DocumentQuestion } from '../../../../core/api.ts';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';
import { answerDocument } from './documentsApi.ts';

interface QuestionPanelProps {
  documentId: string;
  question: DocumentQuestion;
  onAnswered?: (doc: DocumentDto) => void;
}

export function QuestionPanel({ documentId, question, onAnswered }: QuestionPanelProps) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the columns as Byte read them; the user may give any of them another role before answering
  const byteRoles = question.type === 'date-order' ? [] : question.columns.map((c) => assignable(c.role));
  const [roles, setRoles] = useState<string[]>(byteRoles);
  const reassigned = roles.some((r, i) => r !== byteRoles[i]);

  async function answer(value: string) {
    setSending(true);
    setError(null);
    const body: Partial<DocumentAnswer> = question.type === 'amount-sign'
      ? { amountSign: value as DocumentAnswer['amountSign'], ...(reassigned ? { columnRoles: roles } : {}) }
      : question.type === 'columns'
        ? { columnRoles: roles }
        : { dateOrder: value as DocumentAnswer['dateOrder'] };
    try {
      onAnswered?.(await answerDocument(documentId, body));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="alert alert-info" role="group" aria-label="Byte has a question" data-testid="document-question">
      <p>{question.message}</p>
      {question.type !== 'date-order' && <SignPreview question={question} roles={roles} onRoles={setRoles} />}
      <div className="question-options">
        {question.options.map((o) => (
          <Button key={o.value} variant="secondary" disabled={sending} onClick={() => void answer(o.value)}>
            {o.label}
          </Button>
        ))}
      </div>
      {error && <p className="error small">{error}</p>}
    </div>
  );
}

const ROLE_LABELS: Record<string, string> = {
  date: 'Date', description: 'Description', amount: 'Amount', 'money out': 'Money out', 'money in': 'Money in',
  balance: 'Balance', direction: 'Direction (debit/credit)', '': 'Not used',
};
const assignable = (role: string) => (role in ROLE_LABELS ? role : '');

interface SignPreviewProps {
  question: AmountSignQuestion | ColumnsQuestion;
  roles: string[];
  onRoles: (roles: string[]) => void;
}

/** The columns Byte found (each can be given another role) and the first rows as Byte would import them. */
function SignPreview({ question, roles, onRoles }: SignPreviewProps) {
  return (
    <div className="question-preview">
      <fieldset className="question-columns" data-testid="question-columns">
        <legend className="small">Columns as Byte read them (change one if Byte got it wrong)</legend>
        {question.columns.map((c, i) => (
          <label key={i} className="small">
            {c.name}{' '}
            <select
              aria-label={`Role of the ${c.name} column`}
              value={roles[i] ?? ''}
              onChange={(e) => onRoles(roles.map((r, k) => (k === i ? e.target.value : r)))}
            >
              {Object.entries(ROLE_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
            </select>
          </label>
        ))}
      </fieldset>
      <p className="small">{question.type === 'amount-sign' ? 'If they are money spent, the first rows come in as:' : 'The first rows as Byte read them:'}</p>
      <div className="table-wrap">
        <table className="table" data-testid="question-preview">
          <thead>
            <tr><th>Date</th><th>Description</th><th className="num">Amount</th></tr>
          </thead>
          <tbody>
            {question.preview.map((r, i) => (
              <tr key={i}>
                <td>{formatDay(r.date)}</td>
                <td>{r.description}</td>
                <td className="num">{formatCents(r.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
