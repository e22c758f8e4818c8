import { TIME_ZONE } from './dates.ts';

/**
 * The numbering of tax invoices and credit notes: the Indian financial year (1 April to 31 March,
 * Indian time) and the serials that restart with each (rule 46: unique, consecutive, at most 16
 * characters). Apart from src/domain/gst.ts so that a cart's tax does not load the calendar.
 */

const yearAndMonthInIndia = (at: Date): { year: number; month: number } => {
  const parts = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return { year: Number(parts.year), month: Number(parts.month) };
};

/** The Indian financial year (1 April to 31 March, Indian time) a moment falls in: "2026-27". */
export function financialYear(at: Date): string {
  const { year, month } = yearAndMonthInIndia(at);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

/** A financial year as the owner types it ("2026-27"), checked: the second part follows the first. */
export function isFinancialYear(value: string): boolean {
  const match = FINANCIAL_YEAR.exec(value);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/** The first and last moment of a financial year ("2026-27"), Indian time. */
export function financialYearSpan(fy: string): { from: Date; to: Date } {
  if (!isFinancialYear(fy)) throw new RangeError(`Not a financial year like 2026-27: ${fy}`);
  const start = Number(fy.slice(0, 4));
  return {
    from: new Date(`${start}-04-01T00:00:00+05:30`),
    to: new Date(new Date(`${start + 1}-04-01T00:00:00+05:30`).getTime() - 1),
  };
}

/** Invoices and credit notes are numbered in series of their own, each restarting every year. */
export const DOCUMENT_PREFIXES = { invoice: 'INV', creditNote: 'CRN' } as const;
export type TaxDocumentKind = keyof typeof DOCUMENT_PREFIXES;
export const MAX_SERIAL_LENGTH = 16;
const SEQUENCE_DIGITS = 6;

/** A document's serial: "INV/26-27/000123" (16 characters, the most rule 46 allows). */
export function documentSerial(kind: TaxDocumentKind, fy: string, sequence: number): string {
  if (!isFinancialYear(fy)) throw new RangeError(`Not a financial year like 2026-27: ${fy}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence >= 10 ** SEQUENCE_DIGITS)
    throw new RangeError(`A serial's number runs from 1 to 999999 in a year, not ${sequence}`);
  return `${DOCUMENT_PREFIXES[kind]}/${fy.slice(2)}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}
