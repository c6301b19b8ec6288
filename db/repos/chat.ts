// Conversations with the employees, the user's AI preferences and the interactions log.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ChatMessageDto, ConversationDto, ConversationSummaryDto } from '../../core/chat/api.ts';
import type { Db } from '../client.ts';
import { aiConversations, aiInteractionsLog, userAiPreferences } from '../schema.ts';

export type ConversationRow = typeof aiConversations.$inferSelect;

export interface InteractionEntry {
  employee: string;
  /** 'builtin' | 'llm' | 'error' | 'unavailable' */
  source: string;
  input: string;
  output: string;
  latencyMs: number;
  error?: string | null;
}

export function conversationDtoOf(row: ConversationRow): ConversationDto {
  return {
    id: row.id,
    employee: row.employee,
    title: row.title,
    messageCount: row.messages.length,
    updatedAt: row.updatedAt.toISOString(),
    messages: row.messages,
  };
}

export class ChatRepo {
  constructor(private readonly db: Db) {}

  async get(userId: string, id: string): Promise<ConversationRow | null> {
    const [row] = await this.db
      .select()
      .from(aiConversations)
      .where(and(eq(aiConversations.userId, userId), eq(aiConversations.id, id)));
    return row ?? null;
  }

  /** The user's conversations, most recently updated first, optionally with one employee. */
  async list(userId: string, opts: { employee?: string; limit: number }): Promise<ConversationSummaryDto[]> {
    const where = opts.employee ? and(eq(aiConversations.userId, userId), eq(aiConversations.employee, opts.employee)) : eq(aiConversations.userId, userId);
    const rows = await this.db
      .select({
        id: aiConversations.id,
        employee: aiConversations.employee,
        title: aiConversations.title,
        messageCount: sql<number>`jsonb_array_length(${aiConversations.messages})::int`,
        updatedAt: aiConversations.updatedAt,
      })
      .from(aiConversations)
      .where(where)
      .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
      .limit(opts.limit);
    return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
  }

  /**
   * Starts a conversation with its first message (and context, e.g. Harmony's nudgeId); counts it in the user's preferences
   * (conversation_count + 1, last_interaction now), in one database transaction.
   */
  async start(userId: string, employee: string, title: string, first: ChatMessageDto, context: Record<string, unknown> = {}): Promise<ConversationRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(aiConversations)
        .values({ userId, employee, title, messages: [first], context })
        .returning();
      await tx
        .insert(userAiPreferences)
        .values({ userId, conversationCount: 1, lastInteraction: new Date() })
        .onConflictDoUpdate({
          target: userAiPreferences.userId,
          set: { conversationCount: sql`${userAiPreferences.conversationCount} + 1`, lastInteraction: new Date() },
        });
      return row!;
    });
  }

  /**
   * Appends messages in SQL (concurrent writers never lose each other's), merges `context` and
   * records the interaction time; false when the conversation is not the user's.
   */
  async append(userId: string, id: string, messages: ChatMessageDto[], context: Record<string, unknown> = {}): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(aiConversations)
        .set({
          messages: sql`${aiConversations.messages} || ${JSON.stringify(messages)}::jsonb`,
          context: sql`${aiConversations.context} || ${JSON.stringify(context)}::jsonb`,
          updatedAt: new Date(),
        })
        .where(and(eq(aiConversations.userId, userId), eq(aiConversations.id, id)))
        .returning({ id: aiConversations.id });
      if (!rows.length) return false;
      await touch(tx, userId);
      return true;
    });
  }

  async preferences(userId: string): Promise<{ conversationCount: number; lastInteraction: Date | null }> {
    const [row] = await this.db.select().from(userAiPreferences).where(eq(userAiPreferences.userId, userId));
    return { conversationCount: row?.conversationCount ?? 0, lastInteraction: row?.lastInteraction ?? null };
  }

  async log(userId: string, e: InteractionEntry): Promise<void> {
    await this.db.insert(aiInteractionsLog).values({
      userId,
      employee: e.employee,
      kind: 'chat',
      source: e.source,
      input: e.input,
      output: e.output,
      latencyMs: Math.max(0, Math.round(e.latencyMs)),
      error: e.error ?? null,
    });
  }
}

type Executor = Pick<Db, 'insert'>;

async function touch(tx: Executor, userId: string): Promise<void> {
  await tx
    .insert(userAiPreferences)
    .values({ userId, lastInteraction: new Date() })
    .onConflictDoUpdate({ target: userAiPreferences.userId, set: { lastInteraction: new Date() } });
}
