// The podcast page's "Show more" list: a refresh replaces the first page without dropping the
// pages added after it, and a next page adds only what is not shown yet.
import { describe, expect, it } from 'vitest';
import { LIBRARY_PAGE_DEFAULT, LIBRARY_PAGE_MAX, type EpisodeDto } from '../../core/roundtable/api.ts';
import { refreshLimit, withHead, withPage } from '../../web/src/features/roundtable/libraryPages.ts';

const ep = (n: number) => ({ id: `e${n}` }) as EpisodeDto;
const ids = (list: readonly EpisodeDto[]) => list.map((e) => e.id);
/** episodes from..to, newest (highest) first */
const run = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => ep(from - i));

describe('library pages', () => {
  it("asks a refresh for as many as are shown, within the server's page limits", () => {
    expect(refreshLimit(0)).toBe(LIBRARY_PAGE_DEFAULT);
    expect(refreshLimit(LIBRARY_PAGE_DEFAULT + 5)).toBe(LIBRARY_PAGE_DEFAULT + 5);
    expect(refreshLimit(LIBRARY_PAGE_MAX * 3)).toBe(LIBRARY_PAGE_MAX);
  });

  it('keeps the episodes shown after a fresh first page, and drops nothing twice', () => {
    const shown = run(150, 1); // 150 shown after several "Show more"
    const head = run(151, 52); // one more became ready: the first 100 now end at 52
    const merged = withHead(shown, head, 100);
    expect(ids(merged)).toEqual(ids(run(151, 1)));
  });

  it('takes a short first page as the whole library (one was deleted elsewhere)', () => {
    expect(ids(withHead(run(5, 1), [ep(5), ep(3), ep(2), ep(1)], 20))).toEqual(['e5', 'e3', 'e2', 'e1']);
  });

  it('adds a next page without repeating an episode the list already shows', () => {
    expect(ids(withPage(run(10, 6), run(6, 3)))).toEqual(ids(run(10, 3)));
  });
});
