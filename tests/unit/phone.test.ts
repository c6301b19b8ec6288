import { describe, expect, it } from 'vitest';
import { phoneField } from '../../core/auth/fields.ts';
import { normalizePhone } from '../../core/auth/phone.ts';

describe('phone numbers (E.164-ish, stored as +digits)', () => {
  it.each([
    ['+1 (415) 555-0100', '+14155550100'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+49-30-901820', '+4930901820'],
    ['4155550100', '+4155550100'],
    ['  +33 1 23 45 67 89  ', '+33123456789'],
    ['1234567', '+1234567'],
    ['+123456789012345', '+123456789012345'],
  ])('%j → %s', (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
  });

  it.each([
    ['too few digits', '+1 555 01'],
    ['too many digits', '+1234567890123456'],
    ['letters', '+1 415 CALL NOW'],
    ['a + inside', '415+5550100'],
    ['two +', '++14155550100'],
    ['dots or slashes', '415.555.0100'],
    ['an extension', '+1 415 555 0100 ext 12'],
    ['no country code (leading 0)', '020 7946 0958'],
    ['nothing but grouping', '(--)'],
    ['empty', ''],
  ])('refuses %s: %j', (_why, input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('the settings field clears with "" or null and explains a bad number', () => {
    expect(phoneField.parse('')).toBeNull();
    expect(phoneField.parse(null)).toBeNull();
    expect(phoneField.parse('+1 415 555 0100')).toBe('+14155550100');
    const bad = phoneField.safeParse('12');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/7 to 15 digits/);
  });
});
