// The question reader shared by Prime and every employee (no model needed): the shape of the answer
// wanted, its topic, the period (read forward for plans, back for history), the amounts, and the
// merchant, category or account it names as the user's ledger names them. What it could not read
// is listed in `unread`, so an answer can say "I didn't understand X" instead of guessing.
import { readAmounts, type ReadAmount, wordAmount } from './amounts.ts';
import { type PeriodReading, readPeriod } from './periods.ts';
import { type QuestionShape, readShape } from './shape.ts';
import { type LedgerNames, type ReadSubject, readSubjects } from './subjects.ts';

export interface ReadQuestion extends QuestionShape {
  /** the question as asked */
  text: string;
  period: PeriodReading['period'] | null;
  aheadMonths: number | null;
  deadline: boolean;
  amounts: ReadAmount[];
  subjects: ReadSubject[];
  /** "apart from rent", "excluding Amazon": what the question leaves out */
  excluding: ReadSubject[];
  /** phrases it could not read ("Q5", "zorblax"), each as written */
  unread: string[];
}

/** Shapes and topics about what is to come read "in March" as the next March. */
const FUTURE_SHAPES = new Set(['affordability', 'when', 'what-if']);
const FUTURE_TOPICS = new Set(['forecast', 'bills', 'goals', 'retirement']);

/** "can I save 4,400 by March": saving is for what is to come. */
export const SAVE_AHEAD = /\b(?:can|could|will|should) i (?:save|put aside|set aside)\b/i;

/** Words that leave what follows them out of the question. */
const EXCLUDE = /\b(?:apart from|except(?: for)?|excluding|other than|not counting|aside from|leaving out)\b/i;

export function readQuestion(text: string, today: string, names: LedgerNames): ReadQuestion {
  const cut = text.match(EXCLUDE);
  const main = cut ? text.slice(0, cut.index) : text;
  const excluding = cut ? readSubjects(text.slice(cut.index! + cut[0].length), names).subjects : [];
  const shape = readShape(text);
  const future = FUTURE_SHAPES.has(shape.shape) || (FUTURE_TOPICS.has(shape.topic) && shape.shape === 'list') || SAVE_AHEAD.test(text);
  const p = readPeriod(text, today, future ? 'future' : 'past');
  const amounts = readAmounts(text);
  const spelled = amounts.length === 0 ? wordAmount(text) : undefined;
  // the period may follow the excluded part ("apart from rent last month"): read it from the whole text
  const { subjects, unknown } = readSubjects(main, names);
  // a plan's question names things to buy, not payees ("afford to spend 8,200 on a new laptop")
  const unread = [p.unread, FUTURE_SHAPES.has(shape.shape) ? null : unknown].filter((x): x is string => typeof x === 'string');
  return {
    text,
    ...shape,
    period: p.period ?? null,
    aheadMonths: p.aheadMonths ?? null,
    deadline: p.deadline ?? false,
    amounts: spelled ? [spelled] : amounts,
    subjects,
    excluding,
    unread,
  };
}
