// One Socket.IO connection per tab, typed with the shared event interfaces.
// The cookie authenticates it; the server joins the user's room itself.
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../core/events.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

export function getSocket(): AppSocket {
  if (!socket) {
    // WebSocket only: behind a load balancer every server can take any connection, no sticky sessions
    socket = io({ withCredentials: true, autoConnect: false, transports: ['websocket'] });
  }
  return socket;
}

/** Connects (once signed in). Safe to call repeatedly. */
export function connectSocket(): AppSocket {
  const s = getSocket();
  if (!s.connected && !s.active) s.connect();
  return s;
}

/** Drops the connection (on sign-out) so the next user gets a fresh handshake. */
export function disconnectSocket(): void {
  if (socket) {
    socket.disconnect();
    socket = null;
  }
}
