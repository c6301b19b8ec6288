// The chat's fixed wording and limits, shared by server and web.

/** One message of a conversation, as stored and shown. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  at: string;
  /** for assistant messages: how the reply was made */
  source?: 'builtin' | 'llm' | 'error';
  /** for built-in replies: the data the figures come from ("your 30-day spending trend", …) */
  dataUsed?: string[];
}

/** A message is trimmed and then at most this long. */
export const MAX_MESSAGE_CHARS = 4000;
export const BLANK_MESSAGE = 'Write a message first.';
export const TOO_LONG_MESSAGE = `A message is at most ${MAX_MESSAGE_CHARS} characters.`;
/** Recent conversations listed by default, and at most. */
export const DEFAULT_CONVERSATIONS = 5;
export const MAX_CONVERSATIONS = 50;
const TITLE_CHARS = 60;

/** What a persona says when its LLM reply failed (after the SDK's retries and timeouts). */
export const personaErrorMessage = (persona: string) => `Sorry, I'm having a moment! ${persona} will be back shortly. Try again?`;

/** No LLM configured and no built-in responder for this employee. */
export const AI_UNAVAILABLE_MESSAGE = "I'm sorry, but AI features are not currently available. Please check your configuration.";

export const employeeNotFoundMessage = (id: string) => `Employee ${id} not found`;

/** A conversation's title: its first message on one line, cut at a word near TITLE_CHARS. */
export function conversationTitle(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_CHARS) return line;
  const cut = line.slice(0, TITLE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
