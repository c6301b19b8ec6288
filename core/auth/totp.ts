// Two-factor authentication codes: base32 (RFC 4648), HOTP (RFC 4226) and TOTP (RFC 6238) with
// HMAC-SHA-1, 6 digits and a 30-second step, the settings every authenticator app understands.
// Deterministic: randomness and the clock are arguments (the server passes crypto.randomBytes and
// Date.now()). node:crypto is used only for the HMAC.
import { createHmac } from 'node:crypto';

export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** RFC 4226 recommends at least 128 bits and 160 (the SHA-1 block output) is what apps expect. */
export const TOTP_SECRET_BYTES = 20;
export const TOTP_ISSUER = 'Prime Finance';
export const RECOVERY_CODE_COUNT = 8;
/** Each recovery code is 5 random bytes: 8 base32 characters shown as "abcd-efgh" (40 bits). */
export const RECOVERY_CODE_BYTES = 5;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding (otpauth URIs leave the '=' off). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Accepts lower case, spaces and '=' padding (people copy secrets by hand); throws on anything else. */
export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) throw new Error(`Not a base32 character: "${ch}".`);
    buffer = (buffer << 5) | v;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Uint8Array.from(out);
}

/** A new shared secret, base32, from TOTP_SECRET_BYTES random bytes supplied by the caller. */
export function generateSecret(random: Uint8Array): string {
  if (random.length !== TOTP_SECRET_BYTES) throw new Error(`A TOTP secret needs ${TOTP_SECRET_BYTES} random bytes, got ${random.length}.`);
  return base32Encode(random);
}

const keyOf = (secret: string | Uint8Array) => (typeof secret === 'string' ? base32Decode(secret) : secret);

/** RFC 4226: HMAC-SHA-1 of the 8-byte big-endian counter, dynamically truncated to `digits` digits. */
export function hotp(secret: string | Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  if (!Number.isSafeInteger(counter) || counter < 0) throw new Error(`Invalid HOTP counter ${counter}.`);
  const message = new Uint8Array(8);
  const view = new DataView(message.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  const mac = createHmac('sha1', keyOf(secret)).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step a moment falls in (RFC 6238's T, with T0 = 0). */
export const totpStep = (nowMs: number, stepSeconds = TOTP_STEP_SECONDS) => Math.floor(nowMs / 1000 / stepSeconds);

export function totp(secret: string | Uint8Array, nowMs: number, digits = TOTP_DIGITS): string {
  return hotp(secret, totpStep(nowMs), digits);
}

/** Compares without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export interface VerifyOptions {
  /** how many steps either side of now are accepted (clock drift); 1 = ±30 s */
  window?: number;
  /** the last step already used: it and every earlier step are refused, so a code works once */
  afterStep?: number | null;
}

/**
 * The step the code belongs to, or null. Spaces in the code are ignored ("123 456"). Store the
 * returned step and pass it as `afterStep` next time, so the same code cannot be replayed.
 */
export function verifyTotp(secret: string | Uint8Array, code: string, nowMs: number, opts: VerifyOptions = {}): number | null {
  const window = opts.window ?? 1;
  const given = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(given)) return null;
  const key = keyOf(secret);
  const now = totpStep(nowMs);
  let matched: number | null = null;
  // check every step in the window (no early exit) and keep the earliest unused match
  for (let step = now - window; step <= now + window; step++) {
    if (step < 0 || (opts.afterStep != null && step <= opts.afterStep)) continue;
    if (sameText(hotp(key, step), given) && matched === null) matched = step;
  }
  return matched;
}

/** The otpauth:// URI authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUrl(secret: string, account: string, issuer = TOTP_ISSUER): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString().replace(/\+/g, '%20')}`;
}

/** RECOVERY_CODE_COUNT one-time codes ("abcd-efgh") from RECOVERY_CODE_COUNT × RECOVERY_CODE_BYTES random bytes. */
export function recoveryCodesFrom(random: Uint8Array): string[] {
  const need = RECOVERY_CODE_COUNT * RECOVERY_CODE_BYTES;
  if (random.length !== need) throw new Error(`Recovery codes need ${need} random bytes, got ${random.length}.`);
  const codes: string[] = [];
  for (let i = 0; i < RECOVERY_CODE_COUNT; i++) {
    const text = base32Encode(random.subarray(i * RECOVERY_CODE_BYTES, (i + 1) * RECOVERY_CODE_BYTES)).toLowerCase();
    codes.push(`${text.slice(0, 4)}-${text.slice(4)}`);
  }
  return codes;
}

/** A recovery code as typed ("ABCD EFGH", "abcd-efgh") in its stored form "abcdefgh", or null when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const clean = input.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-7]{8}$/.test(clean) ? clean : null;
}
