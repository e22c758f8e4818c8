import type { BankAccount } from '../contract/credit-account.ts';
import { COD_METHOD } from './cash-on-delivery.ts';
import { formatDocumentDate, isoDayInIndia } from './dates.ts';
import { formatMoney } from './money.ts';
import { ORDER_STATUS } from './order-status.ts';
import { ACCOUNT_PATH } from './routes.ts';
import { buildUpiLink } from './upi.ts';

/**
 * Buying on account: the owner gives a business customer credit (`npm run shop -- credit set`: a
 * limit and the days they have to pay each order). That customer may then confirm an order without
 * paying, as long as it fits in what is left of the limit and nothing they owe is overdue. The
 * order is packed at once, its tax invoice issued, and the money is due that many days later: paid
 * online through the payment gateway from the account page (confirmed by the gateway, as any
 * payment), or by UPI or bank transfer outside the shop and recorded by the owner (`payments mark-paid`).
 *
 * The server decides with this rule (server/payments/account.ts); the payment page, the account
 * page and the order pages only show its answers, and the workshop's mocks answer with it too.
 */

/** The payment method's value on the wire. */
export const ACCOUNT_METHOD = 'account';

/**
 * The methods paid after the order is confirmed, which no gateway decides and no clock expires:
 * cash on delivery (the courier collects it) and on account (the customer pays by its day).
 */
export const PAID_LATER_METHODS: readonly string[] = [COD_METHOD, ACCOUNT_METHOD];

/**
 * The order statuses at which the money of an order on account may come in through the gateway:
 * confirmed and not cancelled (cancelling closes its payment). A gateway's "paid" for it at any
 * other status is flagged for the owner, as for any payment.
 */
export const payableOnAccount = (status: number): boolean => PAYABLE_STATUSES.includes(status);
const PAYABLE_STATUSES: readonly number[] = [
  ORDER_STATUS.processing,
  ORDER_STATUS.shipped,
  ORDER_STATUS.delivered,
];

/** The query parameter of the account page that names the payment on account the gateway returns from. */
export const ACCOUNT_PAYMENT_PARAM = 'payment';
/** Set beside it when the gateway declined that payment (which stays open: the money is still owed). */
export const ACCOUNT_DECLINED_PARAM = 'declined';

/** Where a payment on account made online stands, as the account page says it. */
export type AccountPaymentState = 'waiting' | 'paid' | 'declined' | 'review';

/**
 * What the account page says of a payment on account made online, from GET /payments/{id} and the
 * gateway's return: a decline leaves the payment open (the money is still owed), so the return's
 * `declined` flag says it; once paid, paid whatever the return said; money received that the shop
 * is checking (`review`) is neither.
 */
export function accountPaymentState(
  payment: { status: string; review: boolean },
  declined: boolean,
): AccountPaymentState {
  if (payment.status === 'paid') return 'paid';
  if (payment.review) return 'review';
  return declined || payment.status !== 'pending' ? 'declined' : 'waiting';
}

/** Where the gateway sends the customer back after paying an order on account online. */
export const accountPaymentReturnHref = (paymentId: string, declined = false): string =>
  `${ACCOUNT_PATH}?${new URLSearchParams({
    [ACCOUNT_PAYMENT_PARAM]: paymentId,
    ...(declined && { [ACCOUNT_DECLINED_PARAM]: '1' }),
  }).toString()}`;

/** The longest credit the owner may give (days to pay an order). */
export const MAX_CREDIT_DAYS = 180;

/** The owner's terms for one customer, in paise. */
export interface CreditTerms {
  limitPaise: number;
  /** Days from the order's confirmation to the day its payment is due. */
  days: number;
}

/** What the customer owes on account now: every unpaid order on it, and the part past its day. */
export interface Owed {
  owedPaise: number;
  overduePaise: number;
}

/** Why an order is not offered payment on account: the customer owes money past its day, or it does not fit. */
export type AccountRefusal = 'overdue' | 'limit';

export type AccountOffer =
  | { offered: true; days: number; dueOn: string; availablePaise: number }
  | { offered: false; reason: AccountRefusal; availablePaise: number; overduePaise: number };

const DAY_MS = 86_400_000;

/** The day (in India, '2027-01-02') an order confirmed at `confirmedAt` must be paid by. */
export const dueDay = (confirmedAt: Date, days: number): string =>
  isoDayInIndia(new Date(confirmedAt.getTime() + days * DAY_MS));

/** Overdue from the day after its due day, in India. */
export const isOverdue = (dueOn: string, now: Date): boolean => isoDayInIndia(now) > dueOn;

/** How many days before its due day the customer is reminded of an order on account. */
export const DUE_SOON_DAYS = 3;

/** The day `days` after (or before, when negative) the day '2027-01-02'. */
const dayShifted = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Whether an order on account, confirmed at `confirmedAt` and due on `dueOn`, is due soon enough
 * now for its reminder: from DUE_SOON_DAYS days before its day up to the day itself, in India. An
 * order with no more credit than that was confirmed inside that window: its confirmation, which
 * gave the day, is its reminder.
 */
export function isDueSoon(dueOn: string, confirmedAt: Date, now: Date): boolean {
  const from = dayShifted(dueOn, -DUE_SOON_DAYS);
  const today = isoDayInIndia(now);
  return isoDayInIndia(confirmedAt) < from && today >= from && today <= dueOn;
}

/** What is left of the limit once what is owed is taken off (never below nothing). */
export const availablePaise = (terms: CreditTerms, owed: Owed): number =>
  Math.max(0, terms.limitPaise - owed.owedPaise);

/** Whether an order of `orderPaise` may be confirmed on account now. */
export function accountOffer(terms: CreditTerms, owed: Owed, orderPaise: number, now: Date): AccountOffer {
  const available = availablePaise(terms, owed);
  const refused = (reason: AccountRefusal): AccountOffer => ({
    offered: false,
    reason,
    availablePaise: available,
    overduePaise: owed.overduePaise,
  });
  if (owed.overduePaise > 0) return refused('overdue');
  if (orderPaise > available) return refused('limit');
  return { offered: true, days: terms.days, dueOn: dueDay(now, terms.days), availablePaise: available };
}

/** The owner's terms as typed: a limit above nothing and whole days from 1 to MAX_CREDIT_DAYS. */
export function creditTermsProblem(limitPaise: number, days: number): string | undefined {
  if (!Number.isSafeInteger(limitPaise) || limitPaise <= 0) return 'the credit limit must be above ₹0';
  if (!Number.isInteger(days) || days < 1 || days > MAX_CREDIT_DAYS)
    return `the days to pay must be a whole number from 1 to ${MAX_CREDIT_DAYS}`;
  return undefined;
}

/** '02 Jan 2027' for the day '2027-01-02', as invoices print dates. */
export const formatDueDay = (day: string): string => formatDocumentDate(`${day}T12:00:00+05:30`);

/** Amounts in rupees, as the screens, the e-mails and the wire have them. */
export const accountTexts = {
  method: (days: number) => `Pay on account (${days} days' credit)`,
  offered: (due: number, dueOn: string, available: number) =>
    `You can buy this order on account: pay ${formatMoney(due)} by ${formatDueDay(dueOn)}. Credit available: ${formatMoney(available)}.`,
  overLimit: (available: number) =>
    `This order is above the credit left on your account (${formatMoney(available)}). Please pay for it now.`,
  overdue: (overdue: number) =>
    `${formatMoney(overdue)} on your account is overdue. Once it is paid you can buy on account again.`,
  /** The payment form's button once paying on account is chosen: nothing is paid now. */
  confirm: 'Place order on account',
  badge: 'On account',
  due: (amount: number, dueOn: string) => `On account: pay ${formatMoney(amount)} by ${formatDueDay(dueOn)}.`,
  soon: (amount: number, dueOn: string) =>
    `Due soon: please pay ${formatMoney(amount)} by ${formatDueDay(dueOn)}.`,
  late: (amount: number, dueOn: string) =>
    `Overdue: ${formatMoney(amount)} was due by ${formatDueDay(dueOn)}. Please pay it now.`,
  returnIntro: 'The returned items reached us and passed inspection.',
  returnOffAccount: (amount: string) =>
    `${amount} taken off what you owe on account; the credit note is with the invoice.`,
  returnTakenOff: (amount: number) =>
    `Nothing is sent back to you: ${formatMoney(amount)} is taken off what you owe for this order on account.`,
  /** On a phone, beside each order to pay: its amount in the shopper's UPI app, the order ID its note. */
  payByUpi: (amount: number) => `Pay ${formatMoney(amount)} by UPI`,
  payByUpiLabel: (amount: number, orderId: string) =>
    `Pay ${formatMoney(amount)} by UPI for order ${orderId}`,
  upiNote: (orderId: string) => `Order ${orderId}`,
  /** On a computer, beside each order to pay: its UPI link as a QR code, to scan with a phone. */
  scanToPay: (amount: number) => `Scan to pay ${formatMoney(amount)}`,
  scanToPayLabel: (amount: number, orderId: string) =>
    `Scan to pay ${formatMoney(amount)} by UPI for order ${orderId}`,
  /** The QR dialog's title, the order ID after it (kept on one line). */
  scanTitle: (amount: number) => `Pay ${formatMoney(amount)} for order`,
  scanHint: 'Open any UPI app on your phone (Google Pay, PhonePe, Paytm, BHIM) and scan this code.',
  scanAlt: (orderId: string) => `UPI QR code for order ${orderId}`,
  scanNote: (orderId: string) =>
    `The amount and the note “Order ${orderId}” are filled in; we mark the order paid once it arrives.`,
  close: 'Close',
  /** With the shop's bank account (`bank`), the transfer goes to the account given below these words. */
  howToPay: (upiId: string, bank?: BankAccount) =>
    bank
      ? `Pay by UPI to ${upiId}, or by bank transfer (NEFT, RTGS or IMPS) to the account below, with the order ID as the payment’s note, and we will mark it paid.`
      : `Pay by UPI to ${upiId} or by bank transfer, with the order ID as the payment’s note, and we will mark it paid.`,
  /** The shop's bank account, on the account page and in the e-mails that say what is due. */
  bankTransfer: 'Bank transfer',
  accountName: 'Account name',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  bank: 'Bank',
  bankLine: (bank: BankAccount) =>
    `Bank transfer: ${bank.name}, account ${bank.number}, IFSC ${bank.ifsc}, ${bank.bank}.`,
  /** Paying an order's due online, through the payment gateway (where the server offers it). */
  payNow: (amount: number) => `Pay ${formatMoney(amount)} now`,
  payNowLabel: (amount: number, orderId: string) => `Pay ${formatMoney(amount)} now for order ${orderId}`,
  paidOnline: (amount: number, orderId: string) =>
    `Payment received: ${formatMoney(amount)} for order ${orderId}. Thank you.`,
  waitingOnline: 'Waiting for your bank to confirm the payment…',
  waitingOnlineHint: 'This updates by itself as soon as your bank confirms.',
  declinedOnline: (orderId: string) =>
    `Your payment for order ${orderId} was declined, and no money was taken. The order is still to pay: please try again, or pay by UPI or bank transfer.`,
  payOnlineNotOffered: 'Paying online is not offered here. Please pay by UPI or bank transfer.',
  /** POST /account/credit/pay's 409: paid meanwhile (or never on account). */
  nothingOwedOnOrder: 'Nothing is owed on account for this order.',
  payFailedTitle: 'Payment not started',
  payFailed: 'The payment could not be started. Please try again in a moment.',
  // The account page's card.
  heading: 'Credit account',
  limit: 'Credit limit',
  owed: 'To pay',
  available: 'Available',
  terms: (days: number) => `Each order on account is due ${days} days after it is confirmed.`,
  nothingOwed: 'Nothing to pay.',
  ordersDue: 'Orders to pay',
  dueBy: (amount: number, dueOn: string) => `${formatMoney(amount)}, due by ${formatDueDay(dueOn)}`,
  overdueBadge: 'Overdue',
} as const;

/** Whom a customer pays on account by UPI: the shop's UPI ID and name (GET /store-info). */
export interface UpiPayee {
  vpa: string;
  name: string;
}

/**
 * The upi://pay link for an order's amount on account, the order ID as its note. Its reference is
 * the order's open payment's (GET /account/credit), by which the payment gateway's webhook matches
 * the money to the order and settles it; from a server that does not say it, the order ID, by which
 * the owner matches it. undefined when the link could not be made.
 */
export function accountUpiLink(
  payee: UpiPayee,
  orderId: string,
  amount: number,
  reference: string = orderId,
): string | undefined {
  try {
    return buildUpiLink({
      payeeVpa: payee.vpa,
      payeeName: payee.name,
      amountRupees: amount,
      note: accountTexts.upiNote(orderId),
      reference,
    });
  } catch {
    return undefined;
  }
}

/** Why the server refused payment on account for an order (POST /payments, 409). */
export const accountRefusalMessage = (reason: AccountRefusal, available: number, overdue: number): string =>
  reason === 'overdue' ? accountTexts.overdue(overdue) : accountTexts.overLimit(available);
