import { EWAY_BILL_NUMBER } from '../contract/limits.ts';
import { formatMoney } from './money.ts';

/**
 * The e-way bill: goods worth more than ₹50,000 in one consignment travel with one (CGST Rules,
 * rule 138), generated on the GST e-way bill portal by the supplier or its courier before the goods
 * leave; a transport without it risks the goods being detained with a penalty. The worth is the
 * goods' invoice value with their GST (a cash-on-delivery fee is a service, not goods). Some states
 * let goods that stay within them go without one up to a higher value, so the shop's "To pack"
 * e-mail reminds the owner at ₹50,000 and says so; it never decides for them.
 */
export const EWAY_BILL_OVER = 50_000;

/** What one order's consignment is worth for the e-way bill (rupees): its total less a cash-on-delivery fee. */
export const consignmentValue = (order: { total: number; codFee?: number | undefined }): number =>
  order.total - (order.codFee ?? 0);

/** Whether an order's goods must travel with an e-way bill (above the limit, everywhere in India). */
export const needsEwayBill = (order: { total: number; codFee?: number | undefined }): boolean =>
  consignmentValue(order) > EWAY_BILL_OVER;

/** The e-way bill's number as the owner types it ('1812 3456 7890', '1812-3456-7890') → its 12 digits; undefined if it is not one. */
export function ewayBillNumber(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return EWAY_BILL_NUMBER.test(digits) ? digits : undefined;
}

/** '181234567890' → '1812 3456 7890', in fours as the portal prints it. */
export const formatEwayBill = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export const ewayBillTexts = {
  /** Beside the courier and the AWB, on the order and in its "shipped" e-mail. */
  travelsWith: (digits: string) => `E-way bill ${formatEwayBill(digits)}`,
  /** The owner's --ewb that is not a number the portal gives. */
  notANumber: (typed: string) =>
    `--ewb '${typed}' is not an e-way bill number (12 digits, as the portal gives it)`,
  /** Shipping an order over the limit without one: the owner says which (a state's own limit may be higher). */
  notGiven: (value: number) =>
    `goods worth ${formatMoney(value)} travel with an e-way bill: give its number, e.g. --ewb 181234567890, or --no-ewb if they stay within a state whose limit is higher`,
  /** The shop's "To pack" e-mail, for an order over the limit. */
  needed: (value: number) =>
    `E-way bill: these goods are worth ${formatMoney(value)}, over ${formatMoney(EWAY_BILL_OVER)}. Generate the e-way bill on ewaybillgst.gov.in (or have the courier do it) before the parcel leaves; within a few states the limit is higher.`,
} as const;
