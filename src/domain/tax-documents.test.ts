import { describe, expect, it } from 'vitest';
import {
  documentSerial,
  financialYear,
  financialYearSpan,
  isFinancialYear,
  MAX_SERIAL_LENGTH,
} from './tax-documents.ts';

describe('financial year and serials', () => {
  it('runs from 1 April to 31 March, Indian time', () => {
    expect(financialYear(new Date('2026-11-25T10:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T23:59:59+05:30'))).toBe('2026-27');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYear(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
    const span = financialYearSpan('2026-27');
    expect(span.from.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(span.to.toISOString()).toBe('2027-03-31T18:29:59.999Z');
  });

  it('reads a financial year as the owner types it', () => {
    expect(isFinancialYear('2026-27')).toBe(true);
    expect(isFinancialYear('2099-00')).toBe(true);
    expect(isFinancialYear('2026-28')).toBe(false);
    expect(isFinancialYear('26-27')).toBe(false);
    expect(() => financialYearSpan('2026')).toThrow(RangeError);
  });

  it('numbers invoices and credit notes in 16 characters at most', () => {
    expect(documentSerial('invoice', '2026-27', 123)).toBe('INV/26-27/000123');
    expect(documentSerial('creditNote', '2026-27', 1)).toBe('CRN/26-27/000001');
    expect(documentSerial('invoice', '2026-27', 999_999)).toHaveLength(MAX_SERIAL_LENGTH);
    expect(() => documentSerial('invoice', '2026-27', 1_000_000)).toThrow(RangeError);
    expect(() => documentSerial('invoice', '2026-27', 0)).toThrow(RangeError);
  });
});
