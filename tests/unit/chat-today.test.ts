// Issue 30 (g): chat's "today" is the user's calendar day in their own time zone (services/clock.ts
// userToday, as the Crystal page reads it), not the server's UTC day. The clock is pinned to an
// instant where the two differ: 11:30 UTC on Nov 29 is already Nov 30 in Auckland, and 05:30 UTC is
// still Nov 28 in Los Angeles.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatRepo } from '../../db/repos/chat.ts';
import { ChatService } from '../../server/chat/service.ts';
import { pinToday, todayIso } from '../../services/clock.ts';

/** A chat whose replies record the day they were asked for, then stop (the reply is the persona's apology). */
function chatIn(zone: string | null) {
  const days: string[] = [];
  const chat = {
    start: async (_user: string, employee: string) => ({ id: 'c1', employee, context: {}, messages: [] }),
    append: async () => undefined,
    log: async () => undefined,
  } as unknown as ChatRepo;
  const service = new ChatService({
    chat,
    llm: null,
    emit: () => undefined,
    data: async (_user, today) => {
      days.push(today);
      throw new Error('enough: the day is what this test reads');
    },
    zones: { timeZone: async () => zone },
  });
  return { days, ask: () => service.send({ id: 'u1', email: 'u1@example.com' }, 'crystal', 'what will I spend this month?', null) };
}

describe("chat's today is the user's day", () => {
  beforeEach(() => {
    pinToday(null);
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('in Auckland just after midnight it is already the 30th, while UTC is still on the 29th', async () => {
    vi.setSystemTime(new Date('2026-11-29T11:30:00Z'));
    expect(todayIso()).toBe('2026-11-29');
    const { days, ask } = chatIn('Pacific/Auckland');
    await ask();
    expect(days).toEqual(['2026-11-30']);
  });

  it('in Los Angeles late in the evening it is still the 28th, while UTC is already on the 29th', async () => {
    vi.setSystemTime(new Date('2026-11-29T05:30:00Z'));
    const { days, ask } = chatIn('America/Los_Angeles');
    await ask();
    expect(days).toEqual(['2026-11-28']);
  });

  it('with no time zone set, UTC', async () => {
    vi.setSystemTime(new Date('2026-11-29T05:30:00Z'));
    const { days, ask } = chatIn(null);
    await ask();
    expect(days).toEqual(['2026-11-29']);
  });
});
