// A chat message's way: store it, answer it (LLM streamed over Socket.IO when configured, else
// the employee's built-in responder), store and log the reply, announce it with chat:done.
// Harmony's replies are about a nudge: the one the conversation was opened for (its context's
// nudgeId, set by POST /api/harmony/nudges/:id/talk), else the user's active one, which the
// conversation then keeps; with neither, she answers from this month's figures.
import type { RunningChats } from '../../infra/running-chats.ts';
import { randomUUID } from 'node:crypto';
import type { ChatMessageDto, ChatReplyDto, ConversationDto, ConversationSummaryDto } from '../../core/chat/api.ts';
import { conversationTitle, personaErrorMessage } from '../../core/chat/messages.ts';
import { buildLlmMessages } from '../../core/chat/prompt.ts';
import { builtInReply, specificReply } from '../../core/chat/responders.ts';
import { LLM_TOOLS, runTool } from '../../core/chat/llm-tools.ts';
import type { ChatDataSummary } from '../../core/chat/summary.ts';
import type { NudgeContext } from '../../core/harmony/nudges.ts';
import { employeeName, employeeProfile, type TeamMemberKey } from '../../core/employees.ts';
import { userRoom } from '../../core/events.ts';
import type { Emit } from '../../infra/emit.ts';
import { conversationDtoOf, type ChatRepo } from '../../db/repos/chat.ts';
import type { RemindersRepo } from '../../db/repos/reminders.ts';
import { todayFor, userToday } from '../../services/clock.ts';
import { HttpError } from '../http/errors.ts';
import type { Llm } from './llm.ts';
import { logger } from '../../infra/logger.ts';
import { isUuid } from '../http/input.ts';

const log = logger.child({ component: 'chat' });

export interface ChatUser {
  id: string;
  email: string;
}

/** A Harmony nudge as the chat reads it. */
export interface NudgeRef {
  id: string;
  context: NudgeContext;
}

export interface ChatServiceDeps {
  chat: ChatRepo;
  /** the user's figures (server/chat/user-data.ts), with Harmony's nudge when she answers */
  data: (user: ChatUser, today: string, harmonyNudge?: NudgeRef | null) => Promise<ChatDataSummary>;
  /** Harmony's nudge for a conversation: the one its context names (even cleared), else the active one */
  harmonyNudge?: (userId: string, conversationContext: Record<string, unknown>) => Promise<NudgeRef | null>;
  llm: Llm | null;
  emit: Emit;
  /** replies being written, for the boss's view */
  running?: RunningChats;
  /** the user's time zone (Settings → reminders): "today" is their calendar day, as on the Crystal page; left out: UTC */
  zones?: Pick<RemindersRepo, 'timeZone'>;
}

type Source = NonNullable<ChatMessageDto['source']>;

interface Answer {
  content: string;
  source: Source;
  dataUsed: string[];
  /** how the interactions log files it: builtin, llm, error (a failure) or unavailable (nothing can answer) */
  logSource: string;
  error: string | null;
}

const SUMMARY_USED = 'your account summary (transactions, 30-day spending, top categories, trend)';

export class ChatService {
  constructor(private readonly deps: ChatServiceDeps) {}

  async send(user: ChatUser, employee: TeamMemberKey, message: string, conversationId: string | null): Promise<ChatReplyDto> {
    const { chat } = this.deps;
    let conversation = conversationId ? await this.owned(user.id, conversationId) : null;
    if (conversation && conversation.employee !== employee) {
      throw new HttpError(409, `This conversation is with ${employeeName(conversation.employee as TeamMemberKey)}; send it to them or start a new one.`);
    }
    const now = new Date();
    const userMessage: ChatMessageDto = { id: randomUUID(), role: 'user', content: message, at: now.toISOString() };
    const history = conversation?.messages ?? [];
    if (conversation) await chat.append(user.id, conversation.id, [userMessage]);
    else conversation = await chat.start(user.id, employee, conversationTitle(message), userMessage);
    const conversationIdNow = conversation.id;
    const nudge = employee === 'harmony' && this.deps.harmonyNudge ? await this.deps.harmonyNudge(user.id, conversation.context) : null;
    const keepNudge = nudge && conversation.context.nudgeId !== nudge.id ? { nudgeId: nudge.id } : {};

    const replyId = randomUUID();
    const started = Date.now();
    await this.deps.running?.start(user.id, { id: replyId, employee, startedAt: new Date(started).toISOString() });
    let answer: Answer;
    try {
      answer = await this.answer(user, employee, message, history, now, nudge, (token) => {
        this.deps.emit([userRoom(user.id)], 'chat:token', { conversationId: conversationIdNow, messageId: replyId, employee, token });
      });
    } finally {
      await this.deps.running?.finish(user.id, replyId);
    }
    const reply: ChatMessageDto = {
      id: replyId,
      role: 'assistant',
      content: answer.content,
      at: new Date().toISOString(),
      source: answer.source,
      ...(answer.dataUsed.length ? { dataUsed: answer.dataUsed } : {}),
    };
    await chat.append(user.id, conversationIdNow, [reply], {
      lastReplySource: answer.source,
      lastDataUsed: answer.dataUsed,
      ...keepNudge,
      ...(answer.logSource === 'llm' ? { model: this.deps.llm?.model } : {}),
    });
    await chat.log(user.id, {
      employee,
      source: answer.logSource,
      input: message,
      output: answer.content,
      latencyMs: Date.now() - started,
      error: answer.error,
    });
    this.deps.emit([userRoom(user.id)], 'chat:done', {
      conversationId: conversationIdNow,
      messageId: replyId,
      employee,
      content: answer.content,
      source: answer.source,
    });
    return { conversationId: conversationIdNow, userMessage, reply };
  }

  list(userId: string, opts: { employee?: string; limit: number }): Promise<ConversationSummaryDto[]> {
    return this.deps.chat.list(userId, opts);
  }

  async get(userId: string, id: string): Promise<ConversationDto> {
    return conversationDtoOf(await this.owned(userId, id));
  }

  /** The user's conversation; someone else's gets the same answer as a missing one. */
  private async owned(userId: string, id: string) {
    const row = isUuid(id) ? await this.deps.chat.get(userId, id) : null;
    if (!row) throw new HttpError(404, 'Conversation not found.');
    return row;
  }

  private async answer(
    user: ChatUser,
    employee: TeamMemberKey,
    message: string,
    history: ChatMessageDto[],
    now: Date,
    nudge: NudgeRef | null,
    onToken: (t: string) => void,
  ): Promise<Answer> {
    const { llm } = this.deps;
    // every employee has a built-in responder (core/chat/responders.ts): without an LLM it answers
    try {
      const today = this.deps.zones ? await userToday(this.deps.zones, user.id) : todayFor(null);
      const data = await this.deps.data(user, today, nudge);
      const figures = builtInReply(employee, message, data);
      if (!llm) return { content: figures!.content, source: 'builtin', dataUsed: figures!.dataUsed, logSource: 'builtin', error: null };
      const messages = buildLlmMessages({ profile: employeeProfile(employee), data, roleFigures: figures, history, message, now });
      // the model gets the reader, the team's answers and the shared figures as tools, so its numbers are the pages'
      const tools = { specs: LLM_TOOLS, run: (name: string, args: string) => runTool(name, args, { employee, data, answer: specificReply }) };
      const content = await llm.complete(messages, onToken, tools);
      return { content, source: 'llm', dataUsed: [SUMMARY_USED, ...(figures?.dataUsed ?? [])], logSource: 'llm', error: null };
    } catch (err) {
      const error = err instanceof Error ? `${err.constructor.name}: ${err.message}` : String(err);
      log.error({ err, employee, userId: user.id }, 'a chat reply failed; the persona apologised');
      return { content: personaErrorMessage(employeeName(employee)), source: 'error', dataUsed: [], logSource: 'error', error };
    }
  }
}
