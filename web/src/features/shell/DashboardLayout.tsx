import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { HarmonyCard } from '../harmony/HarmonyCard.tsx';
import { PrimeChat } from '../prime/PrimeChat.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useNotifications } from './useNotifications.ts';
import { useSocketConnection } from './useSocketConnection.ts';

export default function DashboardLayout() {
  const { socket, connected } = useSocketConnection();
  useNotifications(socket);

  return (
    <div className="shell">
      <Sidebar connected={connected} />
      <main className="content">
        <Suspense fallback={<LoadingScreen text="Connecting to AI..." />}>
          <Outlet />
        </Suspense>
      </main>
      <HarmonyCard socket={socket} />
      <PrimeChat />
    </div>
  );
}
