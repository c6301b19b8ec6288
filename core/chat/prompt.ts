// What the LLM is given: a system prompt with the persona and the user's data summary, then the
// conversation's messages of the last 30 days, then the new message.
import type { EmployeeProfile } from '../employees.ts';
import { list, money, signedPercent, span } from './format.ts';
import type { ChatMessage } from './messages.ts';
import type { BuiltInReply } from './responder-types.ts';
import type { ChatDataSummary } from './summary.ts';
import { harmonyPromptLines } from '../harmony/nudges.ts';

/** Earlier messages older than this are left out of what the model sees. */
export const HISTORY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The lines about the user every persona gets. */
export function dataSummaryLines(data: ChatDataSummary): string[] {
  const t = data.today;
  const l30 = data.last30;
  const tr = data.trend;
  return [
    `- Email: ${data.email}`,
    `- Active goals: ${
      data.activeGoals === 0
        ? 'none set up yet'
        : data.goals
            .filter((g) => g.status === 'active')
            .map((g) => `${g.name} (${g.savedCents / 100} of ${g.targetCents / 100}, ${g.progress})`)
            .join('; ')
    }`,
    `- Debts set up: ${data.debtAccounts.items.length ? data.debtAccounts.items.map((d) => `${d.name} ${d.balanceCents / 100} at ${d.apr}%`).join('; ') : 'none'}`,
    `- Transactions on file: ${data.transactionCount}`,
    `- Spending in the last 30 days (${span(l30.from, t, t)}): ${money(l30.spendingCents)}`,
    `- Top categories in the last 30 days: ${l30.categories.length ? list(l30.categories.slice(0, 3).map((c) => `${c.category} ${money(c.cents)}`)) : 'none (no spending)'}`,
    `- Spending trend (last 15 days against the 15 before): ${tr.trend}, ${money(tr.firstHalfCents)} → ${money(tr.secondHalfCents)}` +
      (tr.changePct === null ? '' : ` (${signedPercent(tr.changePct)})`),
  ];
}

export function systemPrompt(profile: EmployeeProfile, data: ChatDataSummary, roleFigures: BuiltInReply | null): string {
  const parts = [
    `You are ${profile.name} ${profile.emoji}, ${profile.role.charAt(0).toLowerCase()}${profile.role.slice(1)}, one of the AI employees of Prime Finance, a personal-finance app. ${profile.description}`,
    `Stay in character as ${profile.name}. Be warm, direct and brief (under 200 words). Quote only figures given below; when a figure you need is not here, say so instead of guessing. Money is in US dollars.`,
    `Today is ${data.today}. What you know about the user, computed from their own data:`,
    dataSummaryLines(data).join('\n'),
  ];
  if (roleFigures) parts.push(`Figures for your area (from the user's data):\n${roleFigures.content}`);
  if (profile.key === 'harmony' && data.harmony) {
    parts.push(
      'What you noticed and opened this conversation about (quote these figures; acknowledge the feeling first, never shame, then offer one small, concrete next step):\n' +
        harmonyPromptLines(data.harmony, data.today).join('\n'),
    );
  }
  return parts.join('\n\n');
}

/** The conversation's messages from the last HISTORY_DAYS days, without failed replies. */
export function recentHistory(messages: readonly ChatMessage[], now: Date): ChatMessage[] {
  const since = now.getTime() - HISTORY_DAYS * DAY_MS;
  return messages.filter((m) => m.source !== 'error' && Date.parse(m.at) >= since);
}

export function buildLlmMessages(input: {
  profile: EmployeeProfile;
  data: ChatDataSummary;
  roleFigures: BuiltInReply | null;
  history: readonly ChatMessage[];
  message: string;
  now: Date;
}): LlmMessage[] {
  return [
    { role: 'system', content: systemPrompt(input.profile, input.data, input.roleFigures) },
    ...recentHistory(input.history, input.now).map((m) => ({ role: m.role, content: m.content })),
    { role: 'user', content: input.message },
  ];
}
