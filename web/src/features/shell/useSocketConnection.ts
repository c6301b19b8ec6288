import { useEffect, useState } from 'react';
import { connectSocket, getSocket, type AppSocket } from '../../socket.ts';

/** Connects the shared socket while a signed-in screen is mounted and reports whether it is live. */
export function useSocketConnection(): { socket: AppSocket; connected: boolean } {
  const [socket] = useState(() => connectSocket());
  const [connected, setConnected] = useState(() => socket.connected);

  useEffect(() => {
    const s = getSocket();
    const onConnect = () => setConnected(true);
    const onDisconnect = () => setConnected(false);
    s.on('connect', onConnect);
    s.on('disconnect', onDisconnect);
    setConnected(s.connected);
    if (!s.connected && !s.active) s.connect();
    return () => {
      s.off('connect', onConnect);
      s.off('disconnect', onDisconnect);
    };
  }, [socket]);

  return { socket, connected };
}
