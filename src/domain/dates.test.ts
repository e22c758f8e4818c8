import { describe, expect, it } from 'vitest';
import { addDays, formatDocumentDate, formatMemberSince, formatOrderDate, isoDayInIndia } from './dates.ts';

describe('formatMemberSince', () => {
  it('shows month name, day and year', () => {
    expect(formatMemberSince('2025-01-05T10:00:00Z')).toBe('January 5, 2025');
  });

  it("uses India's date for an instant that is already the next day there", () => {
    expect(formatMemberSince('2025-01-04T20:00:00Z')).toBe('January 5, 2025');
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatMemberSince(undefined)).toBe('');
    expect(formatMemberSince('')).toBe('');
    expect(formatMemberSince('not a date')).toBe('');
  });
});

describe('formatOrderDate', () => {
  it('shows the date and time in India', () => {
    expect(formatOrderDate('2025-01-05T09:34:00Z')).toBe('5 Jan 2025, 3:04 pm');
  });

  it('moves to the next day in India', () => {
    expect(formatOrderDate('2025-01-04T19:00:00Z')).toBe('5 Jan 2025, 12:30 am');
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatOrderDate(undefined)).toBe('');
    expect(formatOrderDate('2025-13-45')).toBe('');
  });
});

describe('document dates', () => {
  it('print the day in India', () => {
    expect(formatDocumentDate('2026-11-24T20:00:00Z')).toBe('25 Nov 2026');
    expect(formatDocumentDate('not a date')).toBe('');
    expect(isoDayInIndia(new Date('2027-03-31T19:00:00Z'))).toBe('2027-04-01');
  });
});

describe('addDays', () => {
  it('counts calendar days across the ends of months, leap years and years', () => {
    expect(addDays('2026-12-06', 7)).toBe('2026-12-13');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-12-20', 56)).toBe('2027-02-14');
  });
});
