import { z } from './zod.ts';
import { MAX_STOCK_ALERTS } from './limits.ts';
import { email } from './auth.ts';

/**
 * Back-in-stock alerts (an extension; a spec-only server serves no stock, so nothing is ever sold
 * out there and the app never asks). A signed-in shopper asks to be e-mailed, once, when a sold-out
 * product (or one size of it) can be ordered again.
 */
export { MAX_STOCK_ALERTS };

/** POST /stock-alerts: the product, and the size when the shopper chose one. */
export const stockAlertRequest = z.object({
  productId: z.string().check(z.trim(), z.minLength(1, 'Choose a product'), z.maxLength(100)),
  size: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100))),
    z.transform((s) => s || undefined),
  ),
});
export type StockAlertRequest = z.input<typeof stockAlertRequest>;

/** One alert still waiting: the product (and its title) and size it is for, and when it was asked. */
export const stockAlert = z.object({
  productId: z.string(),
  /** The product's title, for the account's list of alerts. */
  title: z.string(),
  size: z.optional(z.string()),
  requestedAt: z.string(),
});
export type StockAlert = z.infer<typeof stockAlert>;

/** GET, POST and DELETE answer the account's alerts still waiting, the latest first. */
export const stockAlertsAnswer = z.object({ data: z.array(stockAlert) });
export type StockAlertsAnswer = z.input<typeof stockAlertsAnswer>;

/** DELETE /stock-alerts/{productId}?size=M: which alert to cancel (no size: the product's own). */
export const stockAlertCancelQuery = z.pick(stockAlertRequest, { size: true });

/** POST /stock-alerts/guest: a guest's alert, for the address given (confirmed by its link). */
export const guestStockAlertRequest = z.extend(stockAlertRequest, { email });
export type GuestStockAlertRequest = z.input<typeof guestStockAlertRequest>;

/**
 * 202, whatever the address: the link is on its way (or the alert waits already), and nothing
 * says whether that address asked before.
 */
export const guestStockAlertAnswer = z.object({ email: z.string() });

/** POST /stock-alerts/guest/confirm and /cancel: the token from the e-mailed link. */
export const guestAlertTokenRequest = z.object({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

/**
 * A guest's alert, as its link page shows it: what it is for, the address, and whether it waits
 * (false: the product was back already when it was confirmed, and its e-mail is on its way).
 */
export const guestStockAlert = z.extend(z.omit(stockAlert, { requestedAt: true }), {
  email: z.string(),
  waiting: z.boolean(),
});
export type GuestStockAlert = z.infer<typeof guestStockAlert>;
