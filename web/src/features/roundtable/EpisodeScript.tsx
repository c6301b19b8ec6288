// An episode's script, line by line with who says it, loaded when first opened
// (GET /api/podcast/episodes/:id); with the sentences the number check took out, and why.
import { useId, useState } from 'react';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { useLoad } from '../../lib/useLoad.ts';
import { getEpisode } from './podcastApi.ts';

export function EpisodeScript({ episodeId, openLabel = 'Read the script' }: { episodeId: string; openLabel?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // asked for when first opened, and again on opening after a failure
  const [asked, setAsked] = useState(0);
  const script = useLoad((signal) => getEpisode(episodeId, signal), {
    deps: [episodeId, asked],
    enabled: asked > 0,
    message: (err) => `Could not load the script: ${errorText(err)}`,
  });
  const detail = script.data;
  const error = script.loading ? null : script.error;

  return (
    <div className="podcast-script-box">
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (!open && !detail) setAsked((n) => n + 1);
          setOpen((o) => !o);
        }}
      >
        {open ? 'Hide the script' : openLabel}
      </Button>
      {open && (
        <div id={id} data-testid="podcast-script">
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          {!detail && !error && <p className="muted small">Loading the script…</p>}
          {detail && (
            <>
              <ol className="podcast-script">
                {detail.lines.map((line, i) => (
                  <li key={i} data-testid="podcast-script-line" data-section={line.section}>
                    <strong className="podcast-script-host">{detail.hosts[line.host]?.name ?? `Host ${line.host + 1}`}:</strong> {line.text}
                  </li>
                ))}
              </ol>
              {detail.dropped.length > 0 && (
                <div className="small muted">
                  <p>
                    The number check took out {detail.dropped.length === 1 ? 'one sentence' : `${detail.dropped.length} sentences`} whose figures your data does
                    not hold:
                  </p>
                  <ul>
                    {detail.dropped.map((d, i) => (
                      <li key={i}>
                        “{d.sentence}” ({d.reason})
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
