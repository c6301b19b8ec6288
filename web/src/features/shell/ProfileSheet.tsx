// The phone's profile sheet: who is signed in, on which plan, every account setting, and Sign Out.
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useSession } from '../../stores/session.ts';
import { SettingsSections } from '../settings/SettingsSections.tsx';
import { initialOf } from './UserMenu.tsx';
import { useSignOut } from './useSignOut.ts';

export function ProfileSheet({ onClose }: { onClose: () => void }) {
  const user = useSession((s) => s.user);
  const { signOut, busy } = useSignOut();
  return (
    <Modal title="Profile" onClose={onClose} variant="sheet" testId="profile-sheet">
      <div className="profile-head">
        <span className="avatar avatar-large" aria-hidden="true">
          {initialOf(user?.fullName)}
        </span>
        <div>
          <p className="profile-name">{user?.fullName}</p>
          <p className="muted small">
            {user?.email} · {user?.plan} plan
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void signOut()} disabled={busy}>
          Sign Out
        </Button>
      </div>
      <SettingsSections />
    </Modal>
  );
}
