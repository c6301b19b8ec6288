// Socket.IO: authenticated by the session cookie; the server decides which rooms a socket joins.
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { documentRoom, sessionRoom, userRoom, type ClientToServerEvents, type ServerToClientEvents } from '../../core/events.ts';
import { socketChannelKey, type Emit } from '../../infra/emit.ts';
import type { DocumentsRepo } from '../../db/repos/documents.ts';
import type { UserRow, UsersRepo } from '../../db/repos/users.ts';
import { sessionIdOf, tokenFromCookieHeader } from '../auth/sessions.ts';
import { isUuid } from '../http/input.ts';

interface SocketData {
  user: UserRow;
  sessionId: string;
}

export type AppIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export function createGateway(
  http: HttpServer,
  redis: Redis,
  prefix: string,
  users: UsersRepo,
  documents: DocumentsRepo,
  originOk: (req: IncomingMessage) => boolean = () => true,
): AppIo {
  // a page of another site (even another port of this host) may not open a socket with our cookie
  const io: AppIo = new Server(http, {
    serveClient: false,
    // WebSocket only (no long-polling): any server behind a load balancer can take a connection
    transports: ['websocket'],
    allowRequest: (req, callback) => {
      const ok = originOk(req);
      callback(ok ? null : 'This connection came from another site and was refused.', ok);
    },
  });
  io.adapter(createAdapter(redis.duplicate(), redis.duplicate(), { key: socketChannelKey(prefix) }));

  io.use((socket, next) => {
    const token = tokenFromCookieHeader(socket.handshake.headers.cookie);
    if (!token) return next(new Error('Please log in.'));
    users.userForSession(sessionIdOf(token)).then(
      (user) => {
        if (!user) return next(new Error('Please log in.'));
        socket.data.user = user;
        socket.data.sessionId = sessionIdOf(token);
        next();
      },
      () => next(new Error('Session check failed, try again.')),
    );
  });

  io.on('connection', (socket) => {
    const user = socket.data.user;
    // the server decides the rooms: the user's, and the session's (ending the session closes it)
    void socket.join([userRoom(user.id), sessionRoom(socket.data.sessionId)]);
    socket.on('document:watch', (documentId, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      if (typeof documentId !== 'string' || !isUuid(documentId)) return reply(false);
      documents.get(user.id, documentId).then(
        (doc) => {
          // someone else's document id gets the same answer as a missing one
          if (!doc) return reply(false);
          void socket.join(documentRoom(documentId));
          reply(true);
        },
        () => reply(false),
      );
    });
  });
  return io;
}

export function ioEmit(io: AppIo): Emit {
  return (rooms, event, payload) => {
    (io.to(rooms) as unknown as { emit(e: string, p: unknown): void }).emit(event, payload);
  };
}
