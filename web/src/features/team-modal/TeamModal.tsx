// The AI Employee Team: one tab per employee. Prime's tab routes a question like the crown, Byte's
// imports files, the others are each employee's chat. The tablist follows the WAI-ARIA tabs
// pattern (arrow keys, Home and End move and select; only the selected tab is in the Tab order);
// the Modal traps focus and closes on Escape. A tab's panel is mounted the first time it is
// opened and then kept (hidden), so a conversation or an upload survives moving between tabs.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { employeeProfile } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ByteTab } from './ByteTab.tsx';
import { CompactChat } from './CompactChat.tsx';
import { PrimeTab } from './PrimeTab.tsx';
import './team-modal.css';

export const TEAM_TABS = ['prime', 'byte', 'crystal', 'tag', 'ledger', 'blitz', 'goalie'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

function tabAfter(current: TeamTab, key: string): TeamTab | null {
  const i = TEAM_TABS.indexOf(current);
  const n = TEAM_TABS.length;
  switch (key) {
    case 'ArrowRight':
      return TEAM_TABS[(i + 1) % n]!;
    case 'ArrowLeft':
      return TEAM_TABS[(i - 1 + n) % n]!;
    case 'Home':
      return TEAM_TABS[0];
    case 'End':
      return TEAM_TABS[n - 1]!;
    default:
      return null;
  }
}

/** `initialTab`: the tab it opens on (the phone's Import button opens Byte's). */
export function TeamModal({ onClose, initialTab = 'prime' }: { onClose: () => void; initialTab?: TeamTab }) {
  const [selected, setSelected] = useState<TeamTab>(initialTab);
  const [opened, setOpened] = useState<ReadonlySet<TeamTab>>(() => new Set<TeamTab>([initialTab]));
  const tabs = useRef(new Map<TeamTab, HTMLButtonElement>());
  const baseId = useId();
  const tabId = (key: TeamTab) => `${baseId}-tab-${key}`;
  const panelId = (key: TeamTab) => `${baseId}-panel-${key}`;

  // the selected tab has the focus as the modal opens (the Modal focuses itself first)
  useEffect(() => {
    tabs.current.get(initialTab)?.focus();
  }, [initialTab]);

  function select(key: TeamTab) {
    setSelected(key);
    setOpened((set) => (set.has(key) ? set : new Set([...set, key])));
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, key: TeamTab) {
    const next = tabAfter(key, event.key);
    if (!next) return;
    event.preventDefault();
    select(next);
    tabs.current.get(next)?.focus();
  }

  function panel(key: TeamTab) {
    if (key === 'prime') return <PrimeTab onNavigate={onClose} />;
    if (key === 'byte') return <ByteTab />;
    return <CompactChat employeeKey={key} onLeave={onClose} />;
  }

  const footer = (
    <Button variant="secondary" onClick={onClose}>
      Close
    </Button>
  );

  return (
    <Modal title="AI Employee Team" onClose={onClose} footer={footer} testId="team-modal">
      <div className="team-modal">
        <div className="team-tabs" role="tablist" aria-label="AI employees" aria-orientation="horizontal">
          {TEAM_TABS.map((key) => {
            const profile = employeeProfile(key);
            const active = key === selected;
            return (
              <button
                key={key}
                ref={(el) => {
                  if (el) tabs.current.set(key, el);
                  else tabs.current.delete(key);
                }}
                type="button"
                role="tab"
                id={tabId(key)}
                aria-selected={active}
                aria-controls={panelId(key)}
                tabIndex={active ? 0 : -1}
                className={active ? 'team-tab active' : 'team-tab'}
                onClick={() => select(key)}
                onKeyDown={(e) => onTabKeyDown(e, key)}
                data-testid={`team-tab-${key}`}
              >
                <EmployeeAvatar employee={profile} />
                {profile.name}
              </button>
            );
          })}
        </div>
        {TEAM_TABS.map((key) => (
          <div
            key={key}
            role="tabpanel"
            id={panelId(key)}
            aria-labelledby={tabId(key)}
            hidden={key !== selected}
            className="team-panel"
            data-testid={`team-panel-${key}`}
          >
            {opened.has(key) && panel(key)}
          </div>
        ))}
      </div>
    </Modal>
  );
}
