// Byte's question about a file it can read two ways; the answer restarts the reading.
import { useEffect, useState } from 'react';
import type { DocumentDto } from '../../../../core/documents/api.ts';
import type { AmountSignQuestion, ColumnsQuestion, DocumentAnswer, DocumentQuestion, QuestionPreviewRow } from '../../../../core/documents/question.ts';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { formatCents, formatDay } from '../../lib/format.ts';
import { answerDocument } from './documentsApi.ts';
import './byte.css';

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
    const body: Partial<DocumentAnswer> =
      question.type === 'amount-sign'
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
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  'money out': 'Money out',
  'money in': 'Money in',
  balance: 'Balance',
  direction: 'Direction (debit/credit)',
  '': 'Not used',
};
const assignable = (role: string) => (role in ROLE_LABELS ? role : '');
// a PDF prints CR/DR beside its amounts: it has no direction column to give
const PDF_ROLES = Object.keys(ROLE_LABELS).filter((r) => r !== 'direction');

interface SignPreviewProps {
  question: AmountSignQuestion | ColumnsQuestion;
  roles: string[];
  onRoles: (roles: string[]) => void;
}

/**
 * The first rows as Byte would read them with `roles`: the question's own preview for Byte's reading,
 * else read again in the browser from the sample rows the question carries (the same table reader as
 * the import, loaded only when a column is reassigned; a PDF's lines by the PDF reader).
 */
function usePreview(
  question: AmountSignQuestion | ColumnsQuestion,
  roles: string[],
  reassigned: boolean,
): { rows: QuestionPreviewRow[]; problem: string | null } {
  const [redrawn, setRedrawn] = useState<{ roles: string[]; rows: QuestionPreviewRow[]; problem: string | null } | null>(null);
  const sample = question.sample;
  const pdfSample = question.pdfSample;
  useEffect(() => {
    if (!reassigned || (!sample && !pdfSample)) return;
    let live = true;
    // the amount-sign question previews the amounts as money spent, its first option
    const sign = question.type === 'amount-sign' ? ('spent' as const) : undefined;
    const redraw = pdfSample
      ? import('../../../../core/parsers/pdf/preview.ts').then(({ previewPdfWithRoles }) => previewPdfWithRoles(pdfSample, roles, sign))
      : import('../../../../core/parsers/table/preview.ts').then(({ previewWithRoles }) => previewWithRoles(sample!, roles, sign));
    void redraw.then((read) => {
      if (live) setRedrawn({ roles, ...read });
    });
    return () => {
      live = false;
    };
  }, [question, sample, pdfSample, roles, reassigned]);
  if (!reassigned || (!sample && !pdfSample)) return { rows: question.preview, problem: null };
  // until the reader has run for these roles, the old rows stay (marked as being redrawn by the caller)
  return redrawn && redrawn.roles === roles ? redrawn : { rows: question.preview, problem: null };
}

/** The columns Byte found (each can be given another role) and the first rows as Byte would import them. */
function SignPreview({ question, roles, onRoles }: SignPreviewProps) {
  const byteRoles = question.columns.map((c) => assignable(c.role));
  const reassigned = roles.some((r, i) => r !== byteRoles[i]);
  const preview = usePreview(question, roles, reassigned);
  // a table Byte read from a header (CSV, spreadsheet, a PDF's table) can be read again with other roles
  const editable = question.sample !== undefined || question.pdfSample !== undefined;
  const offered = question.pdfSample ? PDF_ROLES : Object.keys(ROLE_LABELS);
  return (
    <div className="question-preview">
      <fieldset className="question-columns" data-testid="question-columns">
        <legend className="small">{editable ? 'Columns as Byte read them (change one if Byte got it wrong)' : 'Columns as Byte read them'}</legend>
        {question.columns.map((c, i) => (
          <label key={i} className="small">
            {c.name}{' '}
            {editable ? (
              <select
                aria-label={`Role of the ${c.name} column`}
                value={roles[i] ?? ''}
                onChange={(e) => onRoles(roles.map((r, k) => (k === i ? e.target.value : r)))}
              >
                {offered.map((value) => (
                  <option key={value} value={value}>
                    {ROLE_LABELS[value]}
                  </option>
                ))}
              </select>
            ) : (
              <em>{ROLE_LABELS[assignable(c.role)]}</em>
            )}
          </label>
        ))}
      </fieldset>
      <p className="small">
        {reassigned
          ? 'With the columns as you set them, the first rows come in as:'
          : question.type === 'amount-sign'
            ? 'If they are money spent, the first rows come in as:'
            : 'The first rows as Byte read them:'}
      </p>
      {preview.problem && (
        <p className="error small" data-testid="question-preview-problem">
          {preview.problem}
        </p>
      )}
      <div className="table-wrap">
        <table className="table" data-testid="question-preview">
          <thead>
            <tr>
              <th>Date</th>
              <th>Description</th>
              <th className="num">Amount</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r, i) => (
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
