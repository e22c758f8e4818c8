import { isGstRate } from '../contract/tax.ts';
import { fromPaise, toPaise } from './money.ts';

export { HSN_CODE, isGstRate } from '../contract/tax.ts';
export {
  GST_STATE_CODES,
  GSTIN_LENGTH,
  gstinCheckCharacter,
  gstinMessages,
  gstinProblem,
  gstStateCode,
  isValidGstin,
  normaliseGstin,
  OTHER_TERRITORY_CODE,
  stateOfGstCode,
} from '../contract/gstin.ts';

/**
 * Goods and Services Tax: the GSTIN's shape and check character, GST state codes, the split of a
 * GST-inclusive price into taxable value and tax heads, and an invoice's serial and amount in
 * words (see INDIA.md, "Business buyers"). Rates are data on each product, never written here.
 * Amounts are integer paise.
 */

/** Rate in hundredths of a per cent (18% → 1800), so every sum below stays in integers. */
const basisPoints = (rate: number) => Math.round(rate * 100);

/** Rounds a non-negative ratio of integers to the nearest integer, halves up, without floating error. */
const divideRounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

export interface TaxedAmount {
  /** The value before tax. */
  taxable: number;
  /** Central and state tax (each half the rate) within one state; zero across states. */
  cgst: number;
  sgst: number;
  /** Integrated tax at the full rate across states; zero within one. */
  igst: number;
}

/**
 * Splits a GST-inclusive amount (paise) at `rate` per cent into taxable value and tax, each head
 * rounded to paise: CGST and SGST equal halves within the supplier's state (`intraState`), IGST
 * otherwise. The parts always add back to the amount.
 */
export function splitInclusive(amount: number, rate: number, intraState: boolean): TaxedAmount {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount in paise: ${amount}`);
  if (!isGstRate(rate)) throw new RangeError(`Not a GST rate: ${rate}`);
  const bp = basisPoints(rate);
  // tax = amount × rate / (100 + rate); in basis points: amount × bp / (10000 + bp).
  if (intraState) {
    const half = divideRounded(amount * bp, 2 * (10_000 + bp));
    return { taxable: amount - 2 * half, cgst: half, sgst: half, igst: 0 };
  }
  const igst = divideRounded(amount * bp, 10_000 + bp);
  return { taxable: amount - igst, cgst: 0, sgst: 0, igst };
}

/** The GST inside a GST-inclusive amount, as a shopper is told ("includes ₹X GST"). */
export const includedGst = (amount: number, rate: number): number => {
  const { cgst, sgst, igst } = splitInclusive(amount, rate, false);
  return cgst + sgst + igst;
};

export const taxOf = (t: TaxedAmount): number => t.cgst + t.sgst + t.igst;

/**
 * The GST in one unit's price (rupees) as the product page states it under the price (shops in
 * India show GST-inclusive prices and say so): the product's rate and the rupees of tax it holds,
 * which a business buyer needs to compare with a price quoted "+ GST". Undefined where the rate is
 * not known (a server without GST data) or is nil: the page then says only "Inclusive of all taxes".
 */
export function unitGst(price: number, rate: number | undefined): { rate: number; gst: number } | undefined {
  if (rate === undefined || rate === 0 || !isGstRate(rate) || !(price > 0)) return undefined;
  return { rate, gst: fromPaise(includedGst(toPaise(price), rate)) };
}

/**
 * The rate a charge for delivering the goods (the cash-on-delivery fee) is taxed at: a composite
 * supply takes its principal supply's rate, read here as the goods' highest.
 */
export const chargeRate = (goodsRates: readonly number[]): number => Math.max(0, ...goodsRates);

/** A rate's taxable value and tax in rupees, as a summary shows them before the invoice splits the heads. */
export interface RateLine {
  rate: number;
  taxable: number;
  tax: number;
}

/** The GST inside GST-inclusive prices (rupees): in all ("includes ₹X GST") and per rate. */
export interface IncludedGst {
  gst: number;
  byRate: RateLine[];
}

/**
 * The GST inside GST-inclusive lines (each its amount in paise and its rate), in all and per rate,
 * as the cart, checkout and order pages tell it; undefined while any line's rate is unknown (a
 * server that does not say). Each line is split as its invoice line will be, so the figures match.
 */
export function includedGstOf(
  lines: readonly { amount: number; rate: number | undefined }[],
): IncludedGst | undefined {
  if (lines.length === 0 || lines.some((l) => l.rate === undefined)) return undefined;
  const byRate = summariseByRate(
    lines.map((l) => ({ ...splitInclusive(l.amount, l.rate!, false), rate: l.rate! })),
  );
  return {
    gst: fromPaise(byRate.reduce((sum, r) => sum + taxOf(r), 0)),
    byRate: byRate.map((r) => ({ rate: r.rate, taxable: fromPaise(r.taxable), tax: fromPaise(taxOf(r)) })),
  };
}

export interface RateSummary extends TaxedAmount {
  rate: number;
}

/** Lines' taxed amounts summed per rate, lowest rate first (an invoice's and a cart's tax table). */
export function summariseByRate(lines: readonly (TaxedAmount & { rate: number })[]): RateSummary[] {
  const byRate = new Map<number, RateSummary>();
  for (const line of lines) {
    const sum = byRate.get(line.rate) ?? { rate: line.rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    sum.taxable += line.taxable;
    sum.cgst += line.cgst;
    sum.sgst += line.sgst;
    sum.igst += line.igst;
    byRate.set(line.rate, sum);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/** Adds taxed amounts head by head. */
export function addTaxed(parts: readonly TaxedAmount[]): TaxedAmount {
  return parts.reduce(
    (sum, p) => ({
      taxable: sum.taxable + p.taxable,
      cgst: sum.cgst + p.cgst,
      sgst: sum.sgst + p.sgst,
      igst: sum.igst + p.igst,
    }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0 },
  );
}

// ——— Amount in words, Indian numbering ———

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const belowHundred = (n: number): string =>
  n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 === 0 ? '' : `-${ONES[n % 10]}`}`;

const belowThousand = (n: number): string =>
  [n >= 100 ? `${ONES[Math.floor(n / 100)]} Hundred` : '', n % 100 === 0 ? '' : belowHundred(n % 100)]
    .filter(Boolean)
    .join(' ');

/** A whole number in words with Indian grouping: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const rest = n % 10_000_000;
  const words = [
    crores > 0 ? `${numberInWords(crores)} Crore` : '',
    Math.floor(rest / 100_000) > 0 ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : '',
    Math.floor((rest % 100_000) / 1000) > 0
      ? `${belowHundred(Math.floor((rest % 100_000) / 1000))} Thousand`
      : '',
    belowThousand(rest % 1000),
  ];
  return words.filter(Boolean).join(' ');
}

/** An amount (paise) as an invoice writes it: "Rupees One Lakh … and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `${belowHundred(rest)} Paise Only`;
  return `Rupees ${numberInWords(rupees)}${rest > 0 ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
