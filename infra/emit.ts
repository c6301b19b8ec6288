// One way to push events, whether from a Socket.IO server or a worker's Redis emitter.
import type { Redis } from 'ioredis';
import { Emitter } from '@socket.io/redis-emitter';
import type { ServerToClientEvents } from '../core/events.ts';

export type EventName = keyof ServerToClientEvents;
export type EventPayload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];
export type Emit = <E extends EventName>(rooms: string[], event: E, payload: EventPayload<E>) => void;

/** Socket.IO channel key shared by the redis-adapter (server) and redis-emitter (workers). */
export const socketChannelKey = (prefix: string) => `${prefix}-socket.io`;

export function redisEmit(redis: Redis, prefix: string): Emit {
  const emitter = new Emitter<ServerToClientEvents>(redis, { key: socketChannelKey(prefix) });
  return (rooms, event, payload) => {
    // the emitter's typed overloads do not narrow over a generic event name
    (emitter.to(rooms) as unknown as { emit(e: string, p: unknown): void }).emit(event, payload);
  };
}
