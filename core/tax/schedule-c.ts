// US Schedule C Part II: a business expense's concept (concepts.ts) to its line, with how well the
// line fits the concept (local rides are "travel" only loosely; health insurance is not a Schedule C
// line at all and lands in "other" with low confidence).
import { conceptOf, type Concept, type ConceptHit, type ExpenseFacts } from './concepts.ts';
import type { UsLine } from './types.ts';

const US_OF: Record<Concept, [UsLine, number, string?]> = {
  advertising: ['advertising', 1],
  vehicle: ['car_and_truck', 1, 'actual car costs; with the standard mileage rate leave these out'],
  contractors: ['contract_labor', 1],
  insurance: ['insurance', 1],
  health_insurance: ['other', 0.5, 'self-employed health insurance is deducted on Schedule 1, not Schedule C'],
  professional: ['legal_professional', 1],
  office: ['office_expense', 1],
  software: ['office_expense', 0.9],
  postage: ['office_expense', 0.9],
  rent: ['rent', 1, 'business premises only; a home office uses the home-office method'],
  supplies: ['supplies', 1],
  travel: ['travel', 1],
  local_transport: ['travel', 0.8, 'local trips are car and truck or other; travel is away from home overnight'],
  meals: ['meals', 1, '50 % deductible'],
  power: ['utilities', 1],
  phone_internet: ['utilities', 0.9, 'the business share only'],
  bank_fees: ['other', 1],
  repairs: ['other', 0.8, 'repairs and maintenance is line 21'],
  other: ['other', 1],
};

export interface LineSuggestion {
  line: string;
  confidence: number;
  evidence: string[];
}

export function withLine(hit: ConceptHit, line: string, fit: number, note?: string): LineSuggestion {
  return { line, confidence: Math.round(hit.confidence * fit * 100) / 100, evidence: note ? [...hit.evidence, note] : hit.evidence };
}

export function scheduleCLine(tx: ExpenseFacts): LineSuggestion {
  const hit = conceptOf(tx);
  const [line, fit, note] = US_OF[hit.concept];
  return withLine(hit, line, fit, note);
}
