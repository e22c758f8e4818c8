import { z } from './zod.ts';
import { amount, id, optional } from './common.ts';
import { BANK_ACCOUNT_NUMBER, IFSC } from './limits.ts';

/**
 * Buying on account (an extension; src/domain/credit-account.ts holds the rule). A customer the
 * shop gave credit confirms orders without paying, up to a limit, each due some days later.
 */

/** A day in India, '2027-01-02'. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * Extension, GET /payments/fields?orderId=: whether the signed-in customer may buy that order on
 * account (its due day, and the credit left, in rupees), or why not; absent for a customer without
 * credit, and for a server that has none to give.
 */
export const onAccountOffer = z.discriminatedUnion('offered', [
  z.object({
    offered: z.literal(true),
    days: z.number().check(z.int(), z.positive()),
    dueOn: day,
    available: amount,
  }),
  z.object({
    offered: z.literal(false),
    reason: z.catch(z.enum(['overdue', 'limit']), 'limit'),
    available: amount,
    overdue: z._default(amount, 0),
  }),
]);
export type OnAccountOffer = z.infer<typeof onAccountOffer>;

/**
 * Extension, an order bought on account: what is due (rupees), the day it is due by, and whether
 * that day has passed with it unpaid (the server's clock says, not the phone's).
 */
export const orderOnAccount = z.object({ due: amount, dueOn: day, overdue: z._default(z.boolean(), false) });

/**
 * Extension, GET /account/credit: the signed-in customer's credit: the limit, the days each order has, what they owe and what of it is overdue, what is left
 * (rupees), and the orders still to pay, the earliest due first; an unreadable order is left out.
 * An order's `reference` is its open payment's, as the payment gateway quotes it: a UPI payment made
 * with it is matched to the order by the gateway's webhook (absent, the order ID is quoted instead).
 * `payOnline`: the orders can be paid here through the payment gateway (POST /account/credit/pay);
 * absent (a server without it, or without a gateway), they are paid outside the shop.
 */
/**
 * The shop's bank account, for paying on account by transfer (NEFT, RTGS or IMPS): the name it is
 * in, its number, the branch's IFSC and the bank's name (with the branch, as the owner writes it).
 */
export const bankAccount = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(140)),
  number: z.string().check(z.regex(BANK_ACCOUNT_NUMBER, 'must be the account number: 9 to 18 digits')),
  ifsc: z
    .string()
    .check(
      z.regex(
        IFSC,
        "must be the branch's IFSC: 4 capital letters, 0, then 6 letters or digits (HDFC0001234)",
      ),
    ),
  bank: z.string().check(z.trim(), z.minLength(1), z.maxLength(140)),
});
export type BankAccount = z.infer<typeof bankAccount>;

export const creditAccount = z.object({
  limit: amount,
  days: z.number().check(z.int(), z.positive()),
  owed: amount,
  overdue: amount,
  available: amount,
  payOnline: z._default(z.catch(z.boolean(), false), false),
  /** Where the shop has given one: its bank account for transfers; one unreadable is left out. */
  bankTransfer: z.catch(optional(bankAccount), undefined),
  orders: z.pipe(
    z._default(z.array(z.unknown()), []),
    z.transform((list) =>
      list.flatMap((entry) => {
        const read = creditOrder.safeParse(entry);
        return read.success ? [read.data] : [];
      }),
    ),
  ),
});
const creditOrder = z.object({
  id,
  amount,
  dueOn: day,
  overdue: z._default(z.boolean(), false),
  reference: optional(z.string().check(z.trim(), z.minLength(1))),
});
export type CreditAccount = z.infer<typeof creditAccount>;
export type CreditAccountInput = z.input<typeof creditAccount>;

/** GET /account/credit's answer: null for a customer the shop gave no credit. */
export const creditAccountAnswer = z.object({ account: z.nullable(creditAccount) });
export type CreditAccountAnswer = z.input<typeof creditAccountAnswer>;

/**
 * Extension, POST /account/credit/pay: pay one order on account online. The answer is POST
 * /payments' (a redirect_post to the gateway) for the order's open payment on account, which the
 * gateway's verdict settles: its return brings the customer to accountPaymentReturnHref.
 */
export const payOnAccountRequest = z.object({ orderId: id });
export type PayOnAccountRequest = z.infer<typeof payOnAccountRequest>;
