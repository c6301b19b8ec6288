// The private RSS feed: its URL to copy into any podcast app (shown once, when it is made: the
// server keeps only the token's hash), a new link (the old one stops working), or revoke it (asked twice).
import { Check, Copy, Rss } from 'lucide-react';
import { useId, useState } from 'react';
import type { PodcastFeedDto } from '../../../../core/roundtable/api.ts';
import { errorText } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/icons/Icon.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { createFeed, revokeFeed } from './podcastApi.ts';

export function PodcastFeed({ feed, loadError, onChange }: { feed: PodcastFeedDto | null; loadError: string | null; onChange: (f: PodcastFeedDto) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = (work: () => Promise<PodcastFeedDto>) => {
    setBusy(true);
    setError(null);
    setCopied(false);
    work()
      .then((f) => {
        onChange(f);
        setConfirming(false);
      })
      .catch((err: unknown) => setError(errorText(err)))
      .finally(() => setBusy(false));
  };
  const copy = (url: string) => {
    setError(null);
    const done = () => setCopied(true);
    if (navigator.clipboard?.writeText) {
      navigator.clipboard.writeText(url).then(done, () => selectUrl());
    } else selectUrl();
  };
  // no clipboard (an insecure origin, a refused permission): select the text for the user to copy
  const selectUrl = () => {
    const input = document.getElementById(`${id}-url`);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
    setError('Copying is not allowed here: the address is selected, copy it with your keyboard.');
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="podcast-feed">
      <h2 id={`${id}-title`}>
        <Icon icon={Rss} /> Private podcast feed
      </h2>
      <p className="small muted">
        Any podcast app can subscribe to your episodes with this address. It is private: anyone who has it can listen, so keep it secret, and make a new one if
        it got out.
      </p>
      {loadError && (
        <p className="field-error" role="alert">
          {loadError}
        </p>
      )}
      {feed?.url && (
        <>
          <div className="podcast-feed-url">
            <label htmlFor={`${id}-url`} className="visually-hidden">
              Feed address
            </label>
            <input id={`${id}-url`} type="text" readOnly value={feed.url} onFocus={(e) => e.currentTarget.select()} data-testid="podcast-feed-url" />
            <Button size="sm" variant="secondary" onClick={() => copy(feed.url!)} aria-label="Copy the feed address">
              <Icon icon={copied ? Check : Copy} /> {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p className="small" data-testid="podcast-feed-once">
            Copy it now: this link is shown only once. Prime Finance keeps only a fingerprint of it, so it cannot show it again.
          </p>
        </>
      )}
      {feed?.active && !feed.url && (
        <p className="small" data-testid="podcast-feed-shown-once">
          You have a private feed. Its link was shown once, when it was made, and cannot be shown again. Lost it? Make a new link (the old one stops working).
        </p>
      )}
      {feed?.active && (
        <>
          {feed.createdAt && <p className="small muted">Made {formatDateTime(feed.createdAt)}.</p>}
          <div className="row-actions">
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => run(createFeed)}>
              New link (the old one stops working)
            </Button>
            <Button size="sm" variant="ghost" disabled={busy || confirming} onClick={() => setConfirming(true)}>
              Revoke
            </Button>
          </div>
          {confirming && (
            <div className="alert alert-warning row-actions" role="group" aria-label="Confirm revoke" data-testid="podcast-feed-revoke-confirm">
              <span>Revoke the feed? Podcast apps subscribed with it stop getting episodes.</span>
              <Button size="sm" variant="danger" disabled={busy} onClick={() => run(revokeFeed)}>
                Revoke the feed
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          )}
        </>
      )}
      {feed && !feed.active && (
        <div className="row-actions">
          <Button size="sm" disabled={busy} onClick={() => run(createFeed)}>
            Create private feed
          </Button>
          <span className="small muted">You have no private feed now.</span>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
