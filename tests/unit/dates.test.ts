import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, detectDateOrder, excelSerialToIso, isoDate, parseDateCell } from '../../core/dates.ts';

describe('parseDateCell', () => {
  it.each([
    ['2024-01-05', 'MDY', '2024-01-05'],
    ['2024-01-05', 'DMY', '2024-01-05'],
    ['2024-01-05T10:30:00Z', 'MDY', '2024-01-05'],
    ['2024/01/05', 'DMY', '2024-01-05'],
    ['20240105', 'MDY', '2024-01-05'],
    ['1/5/2024', 'MDY', '2024-01-05'],
    ['1/5/2024', 'DMY', '2024-05-01'],
    ['05/01/2024 10:30', 'DMY', '2024-01-05'],
    ['5.1.2024', 'DMY', '2024-01-05'],
    ['31.01.24', 'DMY', '2024-01-31'],
    ['12/31/99', 'MDY', '1999-12-31'],
    ['24/01/05', 'YMD', '2024-01-05'],
    ['Jan 5, 2024', 'MDY', '2024-01-05'],
    ['January 5 2024', 'DMY', '2024-01-05'],
    ['05 Jan 2024', 'MDY', '2024-01-05'],
    ['5-Jan-24', 'MDY', '2024-01-05'],
    ['Friday, 5th of January 2024', 'MDY', '2024-01-05'],
    ['2024-02-29', 'MDY', '2024-02-29'],
  ] as const)('%s read as %s is %s', (text, order, iso) => {
    expect(parseDateCell(text, order)).toBe(iso);
  });

  it.each(['31/31/2024', '2023-02-29', '2024-04-31', '13/13/2024', 'Total', 'Jan 2024', '', 'yesterday', '1/5', '2024-13-01'])('rejects %j', (text) => {
    expect(parseDateCell(text, 'MDY')).toBeNull();
    expect(parseDateCell(text, 'DMY')).toBeNull();
  });
});

describe('detectDateOrder', () => {
  it('a day above 12 in the first field makes the whole column DMY', () => {
    expect(detectDateOrder(['01/02/2024', '05/02/2024', '13/02/2024'])).toBe('DMY');
  });
  it('a day above 12 in the second field makes the whole column MDY', () => {
    expect(detectDateOrder(['01/02/2024', '02/05/2024', '02/13/2024'])).toBe('MDY');
  });
  it('all fields 12 or less is ambiguous', () => {
    expect(detectDateOrder(['01/02/2024', '03/04/2024', '12.11.2024'])).toBe('ambiguous');
  });
  it('ISO dates and month names need no order', () => {
    expect(detectDateOrder(['2024-01-02', '2024-01-31', 'Jan 5, 2024'])).toBe('YMD');
  });
  it('dotted dates are day-first even when every day is 12 or less', () => {
    expect(detectDateOrder(['01.02.2024', '05.03.2024', '12.11.24'])).toBe('DMY');
    expect(detectDateOrder(['01.02.2024', '01/02/2024'])).toBe('ambiguous');
  });
  it('a single stray cell does not outvote the column', () => {
    const cells = ['13/01/2024', '14/01/2024', '15/01/2024', '01/20/2024'];
    expect(detectDateOrder(cells)).toBe('DMY');
  });
});

describe('date arithmetic', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-06-30', -29)).toBe('2024-06-01');
  });
  it('counts days between dates', () => {
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('2024-03-10', '2024-03-01')).toBe(-9);
    expect(daysBetween('2024-03-30', '2024-03-31')).toBe(1); // no DST surprises
  });
  it('builds ISO dates, rolling over out-of-range days and months', () => {
    expect(isoDate(2024, 1, 5)).toBe('2024-01-05');
    expect(isoDate(2024, 1, 32)).toBe('2024-02-01');
    expect(isoDate(2024, 13, 1)).toBe('2025-01-01');
    expect(isoDate(2024, 3, 0)).toBe('2024-02-29');
  });
  it('refuses something that is not a date', () => {
    expect(() => addDays('01/05/2024', 1)).toThrow(/YYYY-MM-DD/);
  });
});

describe('excelSerialToIso', () => {
  it.each([
    [45296, false, '2024-01-05'],
    [45296.75, false, '2024-01-05'],
    [61, false, '1900-03-01'],
    [43831, false, '2020-01-01'],
    [43831 - 1462, true, '2020-01-01'],
  ] as const)('%s (1904: %s) is %s', (serial, date1904, iso) => {
    expect(excelSerialToIso(serial, date1904)).toBe(iso);
  });
  it('rejects what cannot be a statement date', () => {
    expect(excelSerialToIso(12)).toBeNull();
    expect(excelSerialToIso(Number.NaN)).toBeNull();
    expect(excelSerialToIso(3_000_000)).toBeNull();
  });
});
