// The header's user menu: the signed-in user's real name and plan; Account Settings and Sign Out.
// A WAI-ARIA menu button: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last;
// the arrow keys, Home and End move; Escape closes and gives the focus back; Tab leaves it.
import { LogOut, Settings } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../components/icons/Icon.tsx';
import { useSession } from '../../stores/session.ts';
import { useDismiss } from './useDismiss.ts';
import { useSignOut } from './useSignOut.ts';

export function initialOf(name: string | undefined): string {
  return (name ?? '?').trim().charAt(0).toUpperCase() || '?';
}

export function UserMenu() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const { signOut, busy } = useSignOut();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  useDismiss(open, wrapRef, () => setOpen(false), buttonRef);

  function openAt(index: number) {
    setOpen(true);
    // the items exist after this render
    requestAnimationFrame(() => items.current.at(index)?.focus());
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items.current.filter((el): el is HTMLButtonElement => el !== null);
    const i = list.findIndex((el) => el === document.activeElement);
    const go = (n: number) => {
      event.preventDefault();
      list[(n + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(i + 1);
    else if (event.key === 'ArrowUp') go(i - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(list.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  }

  function choose(action: () => void) {
    setOpen(false);
    action();
  }

  return (
    <div className="user-menu" ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        data-testid="user-menu-button"
      >
        <span className="avatar" aria-hidden="true">
          {initialOf(user?.fullName)}
        </span>
        <span className="user-menu-text">
          <span className="user-name" data-testid="user-full-name">
            {user?.fullName}
          </span>
          <span className="user-plan" data-testid="user-plan">
            {user ? `${user.plan} plan` : ''}
          </span>
        </span>
        <span aria-hidden="true" className="user-menu-caret">
          ▾
        </span>
      </button>
      {open && (
        <div id={menuId} className="popover user-menu-list" role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
          <button
            ref={(el) => {
              items.current[0] = el;
            }}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="menu-item"
            onClick={() => choose(() => navigate('/dashboard/settings'))}
          >
            <Icon icon={Settings} /> Account Settings
          </button>
          <button
            ref={(el) => {
              items.current[1] = el;
            }}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="menu-item"
            disabled={busy}
            onClick={() => choose(() => void signOut())}
          >
            <Icon icon={LogOut} /> Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
