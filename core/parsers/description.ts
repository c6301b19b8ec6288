// Text helpers the statement readers share (the table reader, OFX, QIF): entities banks leave in
// their text, and one description from a name and a memo.

const ENTITY_RE = /&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8});/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the HTML/SGML entities banks leave in text: "KOKO CHICKEN &amp; BBQ" → "KOKO CHICKEN & BBQ". */
export function decodeEntities(s: string): string {
  if (s.indexOf('&') === -1) return s;
  return s.replace(ENTITY_RE, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const WS_RE = /\s+/g;
/** Runs of white space as one space, trimmed. */
export const squash = (s: string) => s.replace(WS_RE, ' ').trim();

/**
 * One description from a name (payee) and a memo: the name alone when the memo repeats it, the
 * memo alone when it is the name's full text (banks cut NAME at 32 characters), otherwise
 * "NAME — MEMO".
 */
export function joinNameMemo(name: string, memo: string): string {
  const n = squash(name);
  const m = squash(memo);
  if (m === '') return n;
  if (n === '') return m;
  const nl = n.toLowerCase();
  const ml = m.toLowerCase();
  if (nl.includes(ml)) return n;
  if (ml.startsWith(nl)) return m;
  if (ml.includes(nl)) return n; // "POS MERCHANDISE;MCDONALD'S #112" adds only the kind of payment
  return `${n} — ${m}`;
}
