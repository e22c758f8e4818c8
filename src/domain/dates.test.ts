import { describe, expect, it } from 'vitest';
import { formatDocumentDate, formatMemberSince, formatOrderDate, isoDayInIndia } from './dates.ts';

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
