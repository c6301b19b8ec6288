// HMRC's allowable-expense groups (SA103F): a business expense's concept (concepts.ts) to its group.
// Meals are the UK's hard case: client entertainment is never allowable, subsistence only while
// travelling on business, so they get a low confidence and say why.
import { conceptOf, type Concept, type ExpenseFacts } from './concepts.ts';
import { withLine, type LineSuggestion } from './schedule-c.ts';
import type { UkGroup } from './types.ts';

const UK_OF: Record<Concept, [UkGroup, number, string?]> = {
  advertising: ['advertising', 1],
  vehicle: ['car_van_travel', 1, 'actual car costs; with simplified mileage leave these out'],
  contractors: ['staff_costs', 1],
  insurance: ['premises', 0.9],
  health_insurance: ['other', 0.3, 'personal health insurance is not allowable'],
  professional: ['professional_fees', 1],
  office: ['office_phone', 1],
  software: ['office_phone', 0.9],
  postage: ['office_phone', 1],
  rent: ['premises', 1, 'business premises only; working from home uses the flat rate'],
  supplies: ['other', 0.8],
  travel: ['car_van_travel', 1],
  local_transport: ['car_van_travel', 1],
  meals: ['car_van_travel', 0.5, 'only meals while travelling on business; entertaining clients is not allowable'],
  power: ['premises', 1],
  phone_internet: ['office_phone', 1, 'the business share only'],
  bank_fees: ['interest_bank', 1],
  repairs: ['repairs', 1],
  other: ['other', 1],
};

export function ukExpenseGroup(tx: ExpenseFacts): LineSuggestion {
  const hit = conceptOf(tx);
  const [group, fit, note] = UK_OF[hit.concept];
  return withLine(hit, group, fit, note);
}
