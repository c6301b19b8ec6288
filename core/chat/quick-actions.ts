// The questions a chat offers as one-tap buttons before the first message: each is one its employee
// answers from the user's data (tests/unit/chat-quick-actions.test.ts asks each of them), so a page
// never offers a question its own employee would hand elsewhere.
import type { TeamMemberKey } from '../employees.ts';

const QUICK: Partial<Record<TeamMemberKey, readonly string[]>> = {
  prime: ['How much did I spend last month?', 'What bills are coming up?'],
  byte: ['Did my last import work?', 'How many duplicates were skipped?'],
  tag: ['What are my top categories?', 'What needs my review?'],
  crystal: ['What will I spend next month?', 'What is my biggest subscription?'],
  intelia: ['What changed last month?', 'Anything unusual in my spending?'],
  ledger: ['What is deductible this year?', 'What is my tax estimate?'],
  goalie: ['How are my goals doing?', 'What is my savings rate?'],
  blitz: ['Which debt first?', 'What if I pay $100 a month more?'],
  liberty: ['When can I retire?', 'What is my savings rate?'],
  chime: ['What is due this week?', 'What bills are coming up?'],
  finley: ['How is my month going?', 'How much did I spend last month?'],
  automa: ['What did my rules do?'],
  harmony: ['Why did I spend so much last month?', 'What changed last month?'],
  luna: ['What playlists did you make?'],
  roundtable: ['How was my month?'],
};

/** The page employee's quick questions (none for an employee with no data of its own yet). */
export function quickActionsFor(employee: TeamMemberKey): readonly string[] {
  return QUICK[employee] ?? [];
}
