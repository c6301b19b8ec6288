// Byte's question about a file it can read two ways; the answer restarts the reading.
import { useState } from 'react';
import type { DocumentDto, DocumentQuestion } from '../../../../core/api.ts';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { answerDocument } from './documentsApi.ts';

interface QuestionPanelProps {
  documentId: string;
  question: DocumentQuestion;
  onAnswered?: (doc: DocumentDto) => void;
}

export function QuestionPanel({ documentId, question, onAnswered }: QuestionPanelProps) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function answer(value: 'MDY' | 'DMY') {
    setSending(true);
    setError(null);
    try {
      onAnswered?.(await answerDocument(documentId, { dateOrder: value }));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="alert alert-info" role="group" aria-label="Byte has a question" data-testid="document-question">
      <p>{question.message}</p>
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
