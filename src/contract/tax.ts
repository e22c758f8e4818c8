// Zod-free, so the cart's tax rules can use them without the schemas.
/** An HSN code as invoices carry it: 4, 6 or 8 digits. */
export const HSN_CODE = /^(?:\d{4}|\d{6}|\d{8})$/;

/** A GST rate as the owner gives it: a percentage from 0 to 100 with at most two decimals (18, 0.25). */
export const isGstRate = (rate: number): boolean =>
  Number.isFinite(rate) && rate >= 0 && rate <= 100 && Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9;
