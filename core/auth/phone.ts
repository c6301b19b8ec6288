// Phone numbers, E.164-ish: an optional leading +, then 7 to 15 digits that may be grouped with
// spaces, dashes and parentheses. Stored normalized as "+" and the digits ("+14155550100").

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

export const PHONE_HINT = 'Enter a phone number with its country code, 7 to 15 digits, like +1 415 555 0100.';

/** "+1 (415) 555-0100" → "+14155550100"; null when it is not a phone number. */
export function normalizePhone(input: string): string | null {
  const text = input.trim();
  // a + only at the start; otherwise digits and the usual grouping characters
  if (!/^\+?[\d\s\-()]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null;
  // country codes never start with 0: "020 7946 0958" is a national number without one
  if (digits.startsWith('0')) return null;
  return `+${digits}`;
}
