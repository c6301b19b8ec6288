// Ending a session closes its live connections at once, on every server (through the Redis adapter).
import { sessionRoom, userRoom } from '../../core/events.ts';
import type { AppIo } from './gateway.ts';

export interface SessionSockets {
  /** one session ended (logout) */
  endSession(sessionId: string): void;
  /** every session of a user ended (sign out everywhere, account deleted), or all but one (password changed) */
  endUser(userId: string, exceptSessionId?: string | null): void;
}

export function sessionSockets(io: AppIo): SessionSockets {
  return {
    endSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    endUser(userId, exceptSessionId = null) {
      const target = io.in(userRoom(userId));
      (exceptSessionId ? target.except(sessionRoom(exceptSessionId)) : target).disconnectSockets(true);
    },
  };
}
