// A nudge the studio raised (a low mood, a regret pattern): its message and "Talk to Harmony",
// which opens her conversation about it on the studio page.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NudgeDto } from '../../../../core/harmony/api.ts';
import { Button } from '../../components/Button.tsx';
import { conversationPath } from '../chat/useConversationParam.ts';
import { talkAboutNudge } from '../harmony/harmonyApi.ts';

export const STUDIO_ROUTE = '/dashboard/wellness-studio';

export function TalkToHarmony({ nudge }: { nudge: NudgeDto }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const talk = () => {
    setBusy(true);
    talkAboutNudge(nudge.id)
      .then((t) => navigate(conversationPath(STUDIO_ROUTE, t.conversationId)))
      .catch(() => setError('Could not open the conversation.'))
      .finally(() => setBusy(false));
  };
  return (
    <div className="studio-nudge" data-testid="studio-nudge" data-kind={nudge.kind} role="status">
      <p>🧘 {nudge.message}</p>
      <Button size="sm" disabled={busy} onClick={talk}>
        Talk to Harmony
      </Button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
