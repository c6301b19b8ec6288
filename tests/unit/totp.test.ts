import { describe, expect, it } from 'vitest';
import {
  RECOVERY_CODE_BYTES,
  RECOVERY_CODE_COUNT,
  TOTP_SECRET_BYTES,
  base32Decode,
  base32Encode,
  generateSecret,
  hotp,
  normalizeRecoveryCode,
  otpauthUrl,
  recoveryCodesFrom,
  totp,
  totpStep,
  verifyTotp,
} from '../../core/auth/totp.ts';

const ascii = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array) => new TextDecoder().decode(b);
// the shared secret of RFC 4226 appendix D and RFC 6238 appendix B (SHA-1)
const RFC_SECRET = ascii('12345678901234567890');

describe('base32 (RFC 4648 section 10 vectors)', () => {
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];
  it.each(vectors)('encodes %j as %s (no padding)', (plain, encoded) => {
    expect(base32Encode(ascii(plain))).toBe(encoded);
  });
  it.each(vectors)('decodes %j, with or without padding and in lower case', (plain, encoded) => {
    expect(text(base32Decode(encoded))).toBe(plain);
    expect(text(base32Decode(encoded.padEnd(Math.ceil(encoded.length / 8) * 8, '=')))).toBe(plain);
    expect(text(base32Decode(encoded.toLowerCase()))).toBe(plain);
  });
  it('round-trips random bytes and ignores spaces a person typed', () => {
    const bytes = Uint8Array.from({ length: 37 }, (_, i) => (i * 97 + 13) & 255);
    const encoded = base32Encode(bytes);
    expect(base32Decode(encoded)).toEqual(bytes);
    expect(base32Decode(encoded.replace(/(.{4})/g, '$1 '))).toEqual(bytes);
  });
  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('MZXW1')).toThrow(/base32/);
    expect(() => base32Decode('MZ!W')).toThrow(/base32/);
  });
});

describe('HOTP (RFC 4226 appendix D)', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, counter) => [counter, code] as const))('counter %i → %s', (counter, code) => {
    expect(hotp(RFC_SECRET, counter)).toBe(code);
  });
  it('takes the secret as base32 too', () => {
    expect(base32Encode(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(hotp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 0)).toBe('755224');
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  // the RFC lists 8-digit codes; 6 digits are the same truncated number modulo 10^6, i.e. its last 6 digits
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  it.each(vectors)('at %i s: %s with 8 digits, its last 6 with 6', (seconds, eight) => {
    expect(hotp(RFC_SECRET, totpStep(seconds * 1000), 8)).toBe(eight);
    expect(totp(RFC_SECRET, seconds * 1000, 8)).toBe(eight);
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(eight.slice(2));
  });
  it('uses 30-second steps from the Unix epoch', () => {
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(1111111109_000)).toBe(0x23523ec);
    expect(totpStep(20000000000_000)).toBe(0x27bc86aa);
  });
});

describe('verifyTotp', () => {
  const secret = generateSecret(Uint8Array.from({ length: TOTP_SECRET_BYTES }, (_, i) => i * 7 + 1));
  const now = 1_770_000_015_000;
  const step = totpStep(now);

  it('accepts the current code and returns its step', () => {
    expect(verifyTotp(secret, totp(secret, now), now)).toBe(step);
    expect(verifyTotp(secret, totp(secret, now).replace(/^(...)/, '$1 '), now)).toBe(step);
  });
  it('allows one step of clock drift either way, not two', () => {
    expect(verifyTotp(secret, totp(secret, now - 30_000), now)).toBe(step - 1);
    expect(verifyTotp(secret, totp(secret, now + 30_000), now)).toBe(step + 1);
    expect(verifyTotp(secret, totp(secret, now - 60_000), now)).toBeNull();
    expect(verifyTotp(secret, totp(secret, now + 60_000), now)).toBeNull();
    expect(verifyTotp(secret, totp(secret, now - 60_000), now, { window: 2 })).toBe(step - 2);
  });
  it('refuses a code of a step already used, so a code works once', () => {
    const code = totp(secret, now);
    expect(verifyTotp(secret, code, now, { afterStep: step })).toBeNull();
    expect(verifyTotp(secret, code, now, { afterStep: step - 1 })).toBe(step);
    expect(verifyTotp(secret, totp(secret, now + 30_000), now, { afterStep: step })).toBe(step + 1);
    expect(verifyTotp(secret, totp(secret, now - 30_000), now, { afterStep: step })).toBeNull();
  });
  it('refuses anything that is not 6 digits, and wrong codes', () => {
    const code = totp(secret, now);
    for (const bad of ['', '12345', '1234567', 'abcdef', `${code}0`, code.slice(1)]) expect(verifyTotp(secret, bad, now)).toBeNull();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const near = [-1, 0, 1].map((d) => totp(secret, now + d * 30_000));
    if (!near.includes(wrong)) expect(verifyTotp(secret, wrong, now)).toBeNull();
  });
  it('a code made with another secret does not pass', () => {
    const other = generateSecret(new Uint8Array(TOTP_SECRET_BYTES).fill(9));
    const near = [-1, 0, 1].map((d) => totp(secret, now + d * 30_000));
    const code = totp(other, now);
    if (!near.includes(code)) expect(verifyTotp(secret, code, now)).toBeNull();
  });
});

describe('secrets, otpauth URIs and recovery codes', () => {
  it('makes a 32-character base32 secret from exactly 20 random bytes', () => {
    const secret = generateSecret(new Uint8Array(20).fill(255));
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toEqual(new Uint8Array(20).fill(255));
    expect(() => generateSecret(new Uint8Array(10))).toThrow(/20 random bytes/);
  });
  it('builds the otpauth URI with issuer Prime Finance and the email as account', () => {
    const url = otpauthUrl('JBSWY3DPEHPK3PXP', 'ada+money@example.com');
    expect(url.startsWith('otpauth://totp/Prime%20Finance:ada%2Bmoney%40example.com?')).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(params.get('issuer')).toBe('Prime Finance');
    expect(params.get('algorithm')).toBe('SHA1');
    expect(params.get('digits')).toBe('6');
    expect(params.get('period')).toBe('30');
    expect(url).not.toContain('+');
  });
  it('makes 8 distinct recovery codes and reads them back however they are typed', () => {
    const bytes = Uint8Array.from({ length: RECOVERY_CODE_COUNT * RECOVERY_CODE_BYTES }, (_, i) => (i * 31 + 7) & 255);
    const codes = recoveryCodesFrom(bytes);
    expect(codes).toHaveLength(8);
    expect(new Set(codes).size).toBe(8);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}$/);
    const first = codes[0]!;
    expect(normalizeRecoveryCode(first)).toBe(first.replace('-', ''));
    expect(normalizeRecoveryCode(` ${first.toUpperCase().replace('-', ' ')} `)).toBe(first.replace('-', ''));
    expect(normalizeRecoveryCode('123456')).toBeNull();
    expect(normalizeRecoveryCode('abcd-efg1')).toBeNull();
    expect(() => recoveryCodesFrom(new Uint8Array(8))).toThrow(/40 random bytes/);
  });
});
