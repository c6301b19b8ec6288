// Automa's limits, in one place: how many rules a user keeps, how many a page of the list holds, and
// how far the conflict scan goes. Each bounds what one request can cost the server and the answer's size.

/** The most rules one user keeps (on or off); creating one more is refused with this number in the message. */
export const MAX_RULES_PER_USER = 200;

/** The most rules one page of the list holds; also the default, so a client that does not page gets them all. */
export const RULES_PAGE_MAX = MAX_RULES_PER_USER;

/** The conflict scan reads at most the latest this many rows of the last 12 months (the answer says when it stopped). */
export const CONFLICT_SCAN_MAX_ROWS = 20_000;

/** At most this many conflicting pairs are listed (all are counted). */
export const CONFLICT_MAX_PAIRS = 100;

/** The rows two conflicting rules share come a page at a time: this many by default, at most CONFLICT_PAGE_MAX. */
export const CONFLICT_PAGE_DEFAULT = 10;
export const CONFLICT_PAGE_MAX = 100;
