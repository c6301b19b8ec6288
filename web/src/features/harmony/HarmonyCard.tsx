// Harmony's floating note at the bottom left of every dashboard page: the latest nudge from a real
// signal (a spending spike, repeated corrections, a return after a week away, a low mood, a regret
// repeated, a month without a check-in). "Let's Talk About It" ("Take the check-in" for the last)
// opens her page, where the check-in form is, with the conversation it started; the close icon clears it.
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { employeeProfile } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { Button } from '../../components/Button.tsx';
import type { AppSocket } from '../../socket.ts';
import { conversationPath } from '../chat/useConversationParam.ts';
import { useHarmonyNudge } from './useHarmonyNudge.ts';
import './harmony-card.css';

export function HarmonyCard({ socket }: { socket: AppSocket }) {
  const harmony = employeeProfile('harmony');
  const navigate = useNavigate();
  const { nudge, error, busy, dismiss, talk } = useHarmonyNudge(socket);
  const messageId = useId();

  if (!nudge) return null;

  async function talkAboutIt() {
    const opened = await talk();
    if (opened) navigate(conversationPath(harmony.dashboardRoute, opened.conversationId));
  }

  return (
    <section
      className="harmony-card"
      role="region"
      aria-label={harmony.name}
      aria-describedby={messageId}
      aria-busy={busy}
      data-testid="harmony-card"
      data-kind={nudge.kind}
      data-nudge-id={nudge.id}
    >
      <header className="harmony-card-head">
        <span className="harmony-card-avatar" aria-hidden="true">
          <EmployeeAvatar employee={harmony} />
        </span>
        <div className="harmony-card-title">
          <p className="harmony-card-name">{harmony.name}</p>
          <p className="muted small">{harmony.role}</p>
        </div>
        <button
          type="button"
          className="harmony-close"
          aria-label="Dismiss Harmony's note"
          title="Dismiss"
          disabled={busy}
          onClick={() => void dismiss()}
          data-testid="harmony-dismiss"
        >
          ×
        </button>
      </header>
      <p id={messageId} className="harmony-message" data-testid="harmony-message">
        {nudge.message}
      </p>
      {error && (
        <p className="harmony-error" role="alert" data-testid="harmony-error">
          {error}
        </p>
      )}
      <Button size="sm" className="harmony-talk" disabled={busy} onClick={() => void talkAboutIt()} data-testid="harmony-talk">
        {nudge.kind === 'checkin_due' ? 'Take the check-in' : "Let's Talk About It"}
      </Button>
    </section>
  );
}
