// The CFPB Financial Well-Being Scale: the questions, how each answer counts, and the published
// conversion from the total response value to a score. Pure; the check-in routes store what
// scoreCheckin returns.
//
// SOURCES
//   Consumer Financial Protection Bureau, "Measuring financial well-being: A guide to using the
//   CFPB Financial Well-Being Scale", December 2015 (the questionnaire and the scoring worksheets,
//   pp. 28 and 31 for the standard and abbreviated scales), and the page "Measure and score
//   financial well-being",
//   https://www.consumerfinance.gov/consumer-tools/educator-tools/financial-well-being-resources/measure-and-score/
//   The scale is a US government work (public domain).
//
// WHAT WAS VERIFIED, AND HOW (the PDF itself could not be opened from this machine):
//   - The 10-item table, ALL FOUR COLUMNS (self-administered and "read to me", 18-61 and 62+, totals
//     0-40): value for value the table in the CFPB's own code for its online scale,
//     github.com/cfpb/consumerfinance.gov, cfgov/wellbeing/forms.py (ResultsForm.clean, SCORING
//     'read-self' / 'read-to-me'); rows 0-13 also agree with a verbatim copy of the worksheet
//     (http://mcdanielinsurance.lifelandingpage.com/financial-well-being) and the self columns with
//     two further transcriptions of the guide's p. 28. The CFPB's own test
//     (cfgov/wellbeing/tests/test_forms.py: points 4,3,2,1,4,3,2,3,0,1, 62+, self → 57) is reproduced
//     in tests/unit/harmony-wellbeing.test.ts. The same code gives the US average (54) and the five
//     ranges its results page colours scores by (< 40, 40-49, 50-59, 60-69, ≥ 70), which scoreBand
//     follows.
//   - The 10 statements, their two response sets and which are reverse-scored: the same CFPB code
//     (QUESTIONS, each statement's answers listed worst to best) and the worksheet copy above.
//   - The 5-item (abbreviated) SELF-ADMINISTERED columns, rows 0-20: one transcription citing the
//     guide's p. 31; its ends (19-82 for 18-61, 20-90 for 62+) are consistent with the guide.
//     Marked `verified: false` (single source; the CFPB's code has no short form).
//   - The 5-item ADMINISTERED-BY-SOMEONE-ELSE columns: NOT FOUND. The short form is therefore only
//     offered as self-administered (scoreCheckin refuses the other combination).
//   - Which 5 statements make up the abbreviated scale (items 3, 5, 6, 8, 10 of the standard one):
//     from the abbreviated questionnaire as remembered; consistent with CFPB research (Heck,
//     Ratcliffe & Tibbitts 2025) that the 5-item scale has a higher share of reverse-coded items
//     (4 of 5, against 6 of 10). Not checked against the worksheet's text.
//
// SCORING (worksheet, part 1): each answer is worth 0-4. For the positively worded statements
// "Completely"/"Always" is worth 4 and "Not at all"/"Never" 0; for the negatively worded ones
// (reverse-scored) it is the other way round. The total response value (0-40, or 0-20 for the
// short form) is then looked up in the column for the respondent's age band (18-61 or 62+) and
// whether they filled the questionnaire in themselves or someone else read it to them.

export type ScaleForm = 'full' | 'short';
export type AgeBand = '18-61' | '62+';
export type Administered = 'self' | 'other';

/** The wording of the answer a person picked, in the order printed on the questionnaire. */
export const DESCRIBES_ME = ['Completely', 'Very well', 'Somewhat', 'Very little', 'Not at all'] as const;
export const APPLIES_TO_ME = ['Always', 'Often', 'Sometimes', 'Rarely', 'Never'] as const;

export interface ScaleItem {
  /** 'q1'…'q10', the standard scale's numbering */
  id: string;
  text: string;
  /** which response set: "how well does this describe you" or "how often does this apply" */
  responses: 'describes' | 'frequency';
  /** negatively worded: "Completely"/"Always" is worth 0 */
  reverse: boolean;
}

export const SCALE_ITEMS: readonly ScaleItem[] = [
  { id: 'q1', text: 'I could handle a major unexpected expense', responses: 'describes', reverse: false },
  { id: 'q2', text: 'I am securing my financial future', responses: 'describes', reverse: false },
  { id: 'q3', text: 'Because of my money situation, I feel like I will never have the things I want in life', responses: 'describes', reverse: true },
  { id: 'q4', text: 'I can enjoy life because of the way I’m managing my money', responses: 'describes', reverse: false },
  { id: 'q5', text: 'I am just getting by financially', responses: 'describes', reverse: true },
  { id: 'q6', text: 'I am concerned that the money I have or will save won’t last', responses: 'describes', reverse: true },
  {
    id: 'q7',
    text: 'Giving a gift for a wedding, birthday or other occasion would put a strain on my finances for the month',
    responses: 'frequency',
    reverse: true,
  },
  { id: 'q8', text: 'I have money left over at the end of the month', responses: 'frequency', reverse: false },
  { id: 'q9', text: 'I am behind with my finances', responses: 'frequency', reverse: true },
  { id: 'q10', text: 'My finances control my life', responses: 'frequency', reverse: true },
];

/** The abbreviated scale's statements (see the header: not checked against the worksheet's text). */
export const SHORT_FORM_IDS: readonly string[] = ['q3', 'q5', 'q6', 'q8', 'q10'];

export function itemsOf(form: ScaleForm): readonly ScaleItem[] {
  return form === 'full' ? SCALE_ITEMS : SCALE_ITEMS.filter((i) => SHORT_FORM_IDS.includes(i.id));
}

interface Column {
  scores: readonly number[];
  verified: boolean;
}
type Table = Record<AgeBand, Partial<Record<Administered, Column>>>;

/** Total response value 0-40 → score (index = total). */
export const FULL_TABLE: Table = {
  '18-61': {
    self: {
      verified: true,
      scores: [
        14, 19, 22, 25, 27, 29, 31, 32, 34, 35, 37, 38, 40, 41, 42, 44, 45, 46, 47, 49, 50, 51, 52, 54, 55, 56, 58, 59, 60, 62, 63, 65, 66, 68, 69, 71, 73, 75,
        78, 81, 86,
      ],
    },
    other: {
      verified: true,
      scores: [
        16, 21, 24, 27, 29, 31, 33, 34, 36, 38, 39, 40, 42, 43, 44, 45, 47, 48, 49, 50, 52, 53, 54, 55, 57, 58, 59, 60, 62, 63, 65, 66, 68, 70, 71, 73, 76, 78,
        81, 85, 91,
      ],
    },
  },
  '62+': {
    self: {
      verified: true,
      scores: [
        14, 20, 24, 26, 29, 31, 33, 35, 36, 38, 39, 41, 42, 44, 45, 46, 48, 49, 50, 52, 53, 54, 56, 57, 58, 60, 61, 63, 64, 66, 67, 69, 71, 73, 75, 77, 79, 82,
        84, 88, 95,
      ],
    },
    other: {
      verified: true,
      scores: [
        18, 23, 26, 28, 30, 32, 33, 35, 36, 38, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 50, 52, 53, 54, 55, 56, 57, 58, 60, 61, 62, 64, 65, 67, 68, 70, 72, 75,
        77, 81, 87,
      ],
    },
  },
};

/** Total response value 0-20 → score; no administered-by-someone-else columns (not found). */
export const SHORT_TABLE: Table = {
  '18-61': { self: { verified: false, scores: [19, 25, 29, 32, 36, 38, 41, 43, 46, 48, 50, 53, 55, 57, 60, 63, 65, 68, 72, 76, 82] } },
  '62+': { self: { verified: false, scores: [20, 26, 31, 34, 37, 40, 43, 46, 48, 51, 53, 55, 58, 61, 63, 66, 69, 73, 76, 81, 90] } },
};

/** Whether a form can be scored for this administration (the short form: self only). */
export function scorable(form: ScaleForm, administered: Administered): boolean {
  const t = form === 'full' ? FULL_TABLE : SHORT_TABLE;
  return t['18-61'][administered] !== undefined;
}

/** What an answer is worth: `answer` is the position picked, 0 = "Completely"/"Always" … 4 = "Not at all"/"Never". */
export function itemValue(item: ScaleItem, answer: number): number {
  return item.reverse ? answer : 4 - answer;
}

export type Answers = Record<string, number>;

export interface CheckinScore {
  form: ScaleForm;
  raw: number;
  score: number;
  /** false when the column used comes from a single transcription (see the header) */
  tableVerified: boolean;
}

export class ScaleInputError extends Error {
  constructor(
    readonly item: string,
    message: string,
  ) {
    super(message);
  }
}

/** Checks every statement of the form has an answer 0-4 (naming the first that does not). */
export function validateAnswers(form: ScaleForm, answers: Answers): void {
  for (const item of itemsOf(form)) {
    const a = answers[item.id];
    if (a === undefined || a === null) throw new ScaleInputError(item.id, `${item.id} ("${item.text}") has no answer.`);
    if (!Number.isInteger(a) || a < 0 || a > 4) throw new ScaleInputError(item.id, `${item.id} ("${item.text}") must be an answer from 0 to 4.`);
  }
  const allowed = new Set(itemsOf(form).map((i) => i.id));
  for (const key of Object.keys(answers)) if (!allowed.has(key)) throw new ScaleInputError(key, `${key} is not a statement of the ${form} form.`);
}

export function lookupScore(form: ScaleForm, raw: number, ageBand: AgeBand, administered: Administered): { score: number; verified: boolean } {
  const column = (form === 'full' ? FULL_TABLE : SHORT_TABLE)[ageBand][administered];
  if (!column) throw new ScaleInputError('administered', 'The short form can only be scored when you answered it yourself.');
  const score = column.scores[raw];
  if (score === undefined) throw new RangeError(`total response value ${raw} is outside the ${form} table`);
  return { score, verified: column.verified };
}

export function scoreCheckin(form: ScaleForm, answers: Answers, ageBand: AgeBand, administered: Administered): CheckinScore {
  validateAnswers(form, answers);
  const raw = itemsOf(form).reduce((sum, item) => sum + itemValue(item, answers[item.id]!), 0);
  const { score, verified } = lookupScore(form, raw, ageBand, administered);
  return { form, raw, score, tableVerified: verified };
}

/**
 * What the score means, in the five ranges the CFPB's own results page colours scores by (< 40,
 * 40-49, 50-59, 60-69, ≥ 70; cfgov/wellbeing/forms.py FWBScore.color) around its US average of 54.
 * The labels and sentences are ours: the CFPB gives the ranges no names.
 */
export function scoreBand(score: number): { label: string; explanation: string } {
  if (score < 40) return { label: 'Low', explanation: 'Money worries are likely weighing on you day to day: bills, shocks and the future feel hard to cover.' };
  if (score < 50) return { label: 'Below average', explanation: 'Getting by, with little room for surprises; many people score here.' };
  if (score < 60) return { label: 'Around average', explanation: 'Close to the US average (about 54): mostly in control, with some worries about the future.' };
  if (score < 70) return { label: 'Above average', explanation: 'Generally secure, with room to absorb a shock and some freedom to enjoy life.' };
  return { label: 'High', explanation: 'Strong sense of security and freedom of choice with money.' };
}
