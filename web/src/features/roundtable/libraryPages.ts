// The library's ready episodes as the page holds them: the first pages, reloaded on every event or
// reconnect, and the pages "Show more" added after them. Pure, so the hook stays about timing.
import { LIBRARY_PAGE_DEFAULT, LIBRARY_PAGE_MAX, type EpisodeDto } from '../../../../core/roundtable/api.ts';

/** The first page a refresh asks for: as many as are shown (so a refresh does not shrink the list), within the server's limit. */
export function refreshLimit(shown: number): number {
  return Math.min(LIBRARY_PAGE_MAX, Math.max(LIBRARY_PAGE_DEFAULT, shown));
}

/**
 * A fresh first page `head` (asked with `limit`) in place of the old one. The episodes shown after
 * the head's last one stay, so pages added by "Show more" beyond the server's largest page survive.
 */
export function withHead(shown: readonly EpisodeDto[], head: readonly EpisodeDto[], limit: number): EpisodeDto[] {
  if (head.length < limit) return [...head]; // the head is the whole library
  const last = shown.findIndex((e) => e.id === head[head.length - 1]!.id);
  if (last < 0) return [...head];
  const ids = new Set(head.map((e) => e.id));
  return [...head, ...shown.slice(last + 1).filter((e) => !ids.has(e.id))];
}

/** The next page after what is shown; an episode already shown (the list moved as one became ready) is not added twice. */
export function withPage(shown: readonly EpisodeDto[], page: readonly EpisodeDto[]): EpisodeDto[] {
  const ids = new Set(shown.map((e) => e.id));
  return [...shown, ...page.filter((e) => !ids.has(e.id))];
}
