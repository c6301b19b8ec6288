// Byte's question about a file it can read two ways; the answer restarts the reading.
import { useState } from 'react';
import type { AmountSignQuestion, DocumentAnswer, DocumentDto, DocumentQuestion } from '../../../../core/api.ts';
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

  async function answer(value: string) {
    setSending(true);
    setError(null);
    const body: Partial<DocumentAnswer> = question.type === 'amount-sign'
      ? { amountSign: value as DocumentAnswer['amountSign'] }
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
      {question.type === 'amount-sign' && <SignPreview question={question} />}
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

/** The columns Byte found and the first rows as they would be imported if the amounts are money spent. */
function SignPreview({ question }: { question: AmountSignQuestion }) {
  const found = question.columns.filter((c) => c.role !== '');
  return (
    <div className="question-preview">
      {found.length > 0 && (
        <p className="small muted" data-testid="question-columns">
          Columns: {found.map((c) => `${c.name} → ${c.role}`).join(', ')}
        </p>
      )}
      <p className="small">If they are money spent, the first rows come in as:</p>
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
