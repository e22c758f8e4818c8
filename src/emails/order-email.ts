import { createElement as h, Fragment, type CSSProperties, type ReactNode } from 'react';
import { formatDeliveryDay, formatOrderDate } from '../domain/dates.ts';
import { formatMoney } from '../domain/money.ts';
import { paymentFlagText, type PaymentFlag } from '../domain/payment-status.ts';
import { formatIndianMobile } from '../domain/phone.ts';
import { whatsAppChatHref, whatsAppOrderHref } from '../domain/whatsapp.ts';
import { deliveryTexts } from '../domain/delivery.ts';
import { stockTexts, type LowCount } from '../domain/stock.ts';
import { consignmentValue, ewayBillTexts, needsEwayBill } from '../domain/eway-bill.ts';
import { variantLabel } from '../domain/variants.ts';
import { payByTexts } from '../domain/pay-by.ts';
import { couponTexts } from '../domain/coupons.ts';
import { accountTexts, formatDueDay } from '../domain/credit-account.ts';
import type { BankAccount } from '../contract/credit-account.ts';

/**
 * The shop's order e-mails: one layout (store name, the order, its lines, the address, the
 * company's contact details) and a few words per event. Tables and inline styles only, as mail
 * readers want them; the text part (render.ts) says the same in plain words. Written with
 * createElement rather than JSX: the server runs this file as Node loads it (types stripped, no
 * JSX transform).
 */
export const ORDER_EMAIL_KINDS = [
  'placed',
  'paid',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  // A Pending order still unpaid as its time to pay draws to an end (src/domain/pay-by.ts).
  'pay-reminder',
  // A return after delivery: asked for, then approved or declined by the shop.
  'return-requested',
  'return-approved',
  'return-declined',
  'return-refunded',
  // Bought on account (src/domain/credit-account.ts): confirmed with its day to pay by, a reminder
  // as that day nears and another once it has passed, a receipt once the shop has the money.
  'account-confirmed',
  'account-due-soon',
  'account-overdue',
  'account-paid',
  // The shop's own (ORDER_ALERTS_TO): an order to pack, a packed one its customer cancelled, a return
  // asked for, money received that the shop could not take as it stands (a flagged payment).
  'owner-to-pack',
  'owner-cancelled',
  'owner-return-requested',
  'owner-payment-flagged',
] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/** An e-mail to the shop about an order, not to its customer. */
export const isOwnerEmail = (kind: OrderEmailKind): boolean => kind.startsWith('owner-');

/** An e-mail about a return: its lines are the ones going back, its total their value. */
export const isReturnEmail = (kind: OrderEmailKind): boolean => kind.includes('return-');

export interface OrderEmailLine {
  title: string;
  size?: string;
  color?: string;
  quantity: number;
  /** Rupees. */
  unitPrice: number;
}

export interface OrderEmailData {
  kind: OrderEmailKind;
  store: {
    name: string;
    companyName: string;
    address: string;
    phone: string;
    email: string;
    /** The shop's WhatsApp number: a customer's e-mail links to a chat about the order. */
    whatsapp?: string;
  };
  order: {
    id: string;
    createdAt: string;
    lines: readonly OrderEmailLine[];
    /** Rupees. */
    total: number;
    /** The cash-on-delivery fee in the total (rupees), when the shopper chose cash on delivery. */
    codFee?: number;
    /** The coupon the order was placed with and what it took off (rupees); the total is after it. */
    coupon?: { code: string; discount: number };
    /** The time it is cancelled unless paid (ISO), told while it waits for payment (src/domain/pay-by.ts). */
    payBy?: string;
    shippingAddress: {
      fullName?: string;
      address: string;
      city: string;
      state: string;
      postalCode: string;
      phone?: string;
    };
    /** The shopper's words for the courier, under the address. */
    deliveryNote?: string;
    /** The day it should arrive by ('2026-12-02'), once confirmed (src/domain/delivery.ts). */
    expectedBy?: string;
  };
  /** Where the shopper follows the order (the shop's /orders page). */
  orderUrl: string;
  /**
   * Where the shopper pays it, the e-mail's button: its payment page while it waits for payment, or
   * the account page for an order owed on account where the shop takes payments online.
   */
  payUrl?: string;
  payment?: { amount: number; method: string };
  /** Bought on account: what is due (rupees), the day it is due by, and the shop's UPI ID to pay to. */
  account?: { due: number; dueOn: string; upiId: string; bank?: BankAccount };
  /** The e-way bill's 12 digits when the goods travel with one (src/domain/eway-bill.ts). */
  shipment?: { courier: string; awb: string; trackingUrl?: string; ewayBill?: string };
  cancellation?: { reason?: string; refundDue?: number };
  /** A return's e-mails: the shopper's reason and the shop's note with its answer. */
  returnRequest?: {
    reason: string;
    note?: string;
    /** Once refunded: the amount sent back (rupees). */
    refund?: number;
    /** Bought on account and not yet paid: the refund came off what the customer owes instead. */
    offAccount?: boolean;
  };
  /**
   * The tax documents the e-mail carries as a PDF (their serial numbers): the invoice with the
   * e-mail that follows its issue (paid, confirmed), and with its credit note on a cancelled or
   * refunded one (documentsToAttach).
   */
  documents?: { invoice: string; creditNote?: string };
  /** The shop's 'Check a payment' e-mail: the order's payments flagged for the owner, oldest first. */
  flaggedPayments?: readonly {
    reference: string;
    method: string;
    /** Rupees: what the provider said it received. */
    received: number;
    flag: PaymentFlag;
  }[];
  /** The shop's 'To pack' e-mail: the counts this order took from that are now low (lowCounts). */
  lowStock?: readonly LowCount[];
  /**
   * The delivered e-mail: the products it held that the customer can review, each with its page's
   * reviews part (those still sold and not reviewed yet; none: no such part).
   */
  reviews?: readonly { title: string; url: string }[];
}

export const emailTexts = {
  /** The signature's link to a chat about the order (customers' e-mails, where the shop has a number). */
  whatsApp: 'WhatsApp',
  reviewHeading: 'How did it go?',
  reviewAsk: 'Other buyers read what customers say. Tell them in a minute:',
  reviewLink: (title: string) => `Review ${title}`,
  expectedBy: (day: string) => `${deliveryTexts.expected}: by ${day}.`,
  subject: {
    placed: (id: string) => `Order ${id} placed`,
    paid: (id: string) => `Payment received for order ${id}`,
    confirmed: (id: string) => `Order ${id} confirmed: cash on delivery`,
    shipped: (id: string) => `Your order ${id} has shipped`,
    delivered: (id: string) => `Your order ${id} has been delivered`,
    cancelled: (id: string) => `Order ${id} cancelled`,
    'pay-reminder': (id: string) => `Waiting for your payment: order ${id}`,
    'return-requested': (id: string) => `Return requested for order ${id}`,
    'return-approved': (id: string) => `Your return for order ${id} is approved`,
    'return-declined': (id: string) => `Your return for order ${id} was not approved`,
    'return-refunded': (id: string) => `Refund sent for your return from order ${id}`,
    'account-confirmed': (id: string) => `Order ${id} confirmed: on account`,
    'account-due-soon': (id: string) => `Payment due soon: order ${id}`,
    'account-overdue': (id: string) => `Payment overdue: order ${id}`,
    'account-paid': (id: string) => `Payment received for order ${id}`,
    'owner-to-pack': (id: string) => `To pack: order ${id}`,
    'owner-cancelled': (id: string) => `Stop packing: order ${id} cancelled`,
    'owner-return-requested': (id: string) => `Return requested: order ${id}`,
    'owner-payment-flagged': (id: string) => `Check a payment: order ${id}`,
  },
  heading: {
    placed: 'Thank you for your order',
    paid: 'We have received your payment',
    confirmed: 'Your order is confirmed',
    shipped: 'Your order is on its way',
    delivered: 'Your order has been delivered',
    cancelled: 'Your order has been cancelled',
    'pay-reminder': 'Your order is waiting for payment',
    'return-requested': 'We have your return request',
    'return-approved': 'Your return is approved',
    'return-declined': 'We cannot accept this return',
    'return-refunded': 'Your refund is on its way',
    'account-confirmed': 'Your order is confirmed',
    'account-due-soon': 'Your payment is due soon',
    'account-overdue': 'Your payment is overdue',
    'account-paid': 'We have received your payment',
    'owner-to-pack': 'A new order to pack',
    'owner-cancelled': 'An order you may be packing was cancelled',
    'owner-return-requested': 'A customer asks to return items',
    'owner-payment-flagged': 'A payment needs you',
  },
  intro: {
    placed: 'We have your order. It will be packed as soon as it is paid.',
    paid: 'Your order is confirmed and is being packed.',
    confirmed: 'Your order is being packed. You pay when it arrives.',
    shipped: 'Your parcel has left our warehouse.',
    delivered: 'We hope everything arrived in good order. Tell us if anything is wrong.',
    cancelled: 'The items have gone back on our shelves.',
    'pay-reminder': 'We are holding its items for you.',
    'return-requested':
      'We will look at it and reply by e-mail. A photo of the product helps: reply to this e-mail with one.',
    'return-approved':
      'Once the product reaches us and passes inspection, your refund is credited to your original payment method within 0-7 working days.',
    'return-declined': 'We are sorry: this return was not approved. Reply to this e-mail to talk it over.',
    'return-refunded':
      'The returned items reached us and passed inspection. Your bank may take a few working days to show the credit.',
    'account-confirmed': 'Your order is being packed. You pay for it on your account, by the day below.',
    'account-due-soon':
      'A reminder: the payment for this order, bought on your account, is due in a few days.',
    'account-overdue': 'We have not yet received the payment for this order, bought on your account.',
    'account-paid': 'Thank you: this order is paid in full.',
    'owner-to-pack': 'It is ready to pack and ship.',
    'owner-cancelled': 'Its customer cancelled it: do not ship it. Its items are back in stock.',
    'owner-return-requested': 'Its customer asks to send back the items below.',
    'owner-payment-flagged':
      'Money came in for this order that the shop could not take as it stands. Settle it with the payer.',
  },
  amountPaid: (amount: number, method: string) => `${formatMoney(amount)} received by ${method}.`,
  codDue: (amount: number) => `Please keep ${formatMoney(amount)} ready in cash for the courier.`,
  codFee: 'Cash on delivery fee',
  courier: (courier: string, awb: string) => `${courier}, AWB ${awb}`,
  track: 'Track your parcel',
  reason: (reason: string) => `Reason: ${reason}`,
  refund: (amount: number) =>
    `Your payment of ${formatMoney(amount)} will be refunded to the original payment method within 7 working days.`,
  noCharge: 'Nothing was charged.',
  codCollect: (amount: number) => `Cash on delivery: the courier collects ${formatMoney(amount)}.`,
  accountOwed: (amount: number, dueOn: string, id: string) =>
    `On account: ${formatMoney(amount)} is due by ${formatDueDay(dueOn)}. When it comes: npm run shop -- payments mark-paid ${id}`,
  refundToSend: (amount: number, id: string) =>
    `Send ${formatMoney(amount)} back to the customer, then record it: npm run shop -- payments refunded ${id}`,
  nothingPaid: 'Nothing was paid: there is nothing to refund.',
  shopNote: (note: string) => `From us: ${note}`,
  approveReturn: (id: string) =>
    `To approve it, saying how it comes back: npm run shop -- returns approve ${id} --note "Pickup on Monday"`,
  declineReturn: (id: string) =>
    `To decline it, saying why: npm run shop -- returns decline ${id} --note "Opened consumables cannot be returned"`,
  refundReturn: (id: string) =>
    `Once it is back and you have sent the money: npm run shop -- returns refunded ${id} (it issues the credit note; add --restock when the items can be sold again)`,
  returnValue: 'Value of the return',
  refundSent: (amount: number) => `${formatMoney(amount)} has been refunded to your original payment method.`,
  invoiceAttached: (serial: string) =>
    `Your GST tax invoice ${serial} is attached as a PDF. It is also in My Orders.`,
  creditNoteAttached: (serial: string, invoice: string) =>
    `Credit note ${serial}, against invoice ${invoice}, is attached as a PDF with that invoice. Both are also in My Orders.`,
  alreadyRefunded: (amount: number) =>
    `Its payment of ${formatMoney(amount)} is already recorded as refunded.`,
  showOrder: (id: string) => `See it in full: npm run shop -- orders show ${id}`,
  flaggedPayment: (amount: number, method: string, reference: string, why: string) =>
    `${formatMoney(amount)} received by ${method} (payment ${reference}): ${why}.`,
  settleFlagged: {
    amount: (id: string) =>
      `Ask the payer for the rest, or send the money back and ask for the order's total. To take it as the order's payment: npm run shop -- payments mark-paid ${id}`,
    'order-not-pending': () =>
      'The order was no longer awaiting payment (paid already, or cancelled): send this money back to the payer.',
    'after-verdict': (id: string) =>
      `If the order still awaits payment, take it as its payment: npm run shop -- payments mark-paid ${id}. Else send it back to the payer.`,
  } satisfies Record<PaymentFlag, (id: string) => string>,
  allFlagged: 'Every payment that needs you: npm run shop -- payments flagged',
  /** With the e-way bill's number for goods that need one (server/cli/commands.ts refuses them without). */
  whenShipped: (id: string, ewayBill = false) =>
    `When it leaves: npm run shop -- orders set-status ${id} 2 --courier NAME --awb NUMBER${ewayBill ? ' --ewb NUMBER' : ''}`,
  runningLow: (counts: readonly LowCount[]) =>
    `Running low: ${counts
      .map((c) => `${c.title}${c.size ? `, size ${c.size}` : ''}: ${stockTexts.left(c.left)}`)
      .join('; ')}.`,
  restock: 'To restock: npm run shop -- products low-stock lists what is low and how to set new counts',
  order: (id: string) => `Order ${id}`,
  placedOn: 'Placed on',
  item: 'Item',
  qty: 'Qty',
  amount: 'Amount',
  total: 'Total',
  shipTo: 'Delivering to',
  deliveredTo: 'Delivered to',
  view: 'View your orders',
  payNow: 'Pay now',
  why: (store: string) =>
    `You are receiving this e-mail because you placed an order with ${store.replace(/\.$/, '')}.`,
  whyOwner: (store: string) =>
    `${store.replace(/\.$/, '')} sends its order alerts to this address (ORDER_ALERTS_TO on its server).`,
} as const;

export const methodLabel = (method: string): string =>
  ({
    upi_qr: 'UPI',
    upi_app: 'UPI',
    gateway: 'card or netbanking',
    manual: 'bank transfer',
    cod: 'cash on delivery',
    account: 'payment on account',
  })[method] ?? method;

const BRAND = '#1f3a8a';
const INK = '#1c2024';
const MUTED = '#60646c';
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const cell: CSSProperties = {
  padding: '8px 0',
  borderBottom: '1px solid #e8e8ec',
  fontSize: 14,
  color: INK,
  verticalAlign: 'top',
};
// Quantity and amount: one line each, apart from the column before them (a phone's mail reader is narrow).
const figure: CSSProperties = { ...cell, paddingLeft: 12, whiteSpace: 'nowrap' };
const para: CSSProperties = { margin: '0 0 8px', fontSize: 15, color: INK };
const heading2: CSSProperties = { margin: '16px 0 4px', fontSize: 16, color: INK };

/** A layout table: mail readers lay out with tables; screen readers are told it holds no data. */
const layout = (style: CSSProperties, ...rows: ReactNode[]) =>
  h(
    'table',
    {
      role: 'presentation',
      width: '100%',
      cellPadding: 0,
      cellSpacing: 0,
      style: { borderCollapse: 'collapse', ...style },
    },
    h('tbody', null, ...rows),
  );

/** The address as lines, and the delivery instructions given with it. */
export const addressLines = ({ shippingAddress: a, deliveryNote }: OrderEmailData['order']): string[] =>
  [
    a.fullName,
    a.address,
    [a.city, a.state, a.postalCode].filter(Boolean).join(', '),
    a.phone && formatIndianMobile(a.phone),
    deliveryNote && `${deliveryTexts.note}: ${deliveryNote}`,
  ].filter((l): l is string => Boolean(l?.trim()));

/**
 * What a customer's cancelled e-mail says of their money: a payment received is refunded (whether
 * or not the shop has sent it yet when the e-mail goes), else nothing was charged.
 */
export function cancelledMoneyNote(data: OrderEmailData): string {
  const amount = data.cancellation?.refundDue ?? data.payment?.amount;
  return amount ? emailTexts.refund(amount) : emailTexts.noCharge;
}

/** What the shop is told to do about the order, one paragraph each (the HTML and text parts alike). */
export function ownerNotes(data: OrderEmailData): string[] {
  const { id, total } = data.order;
  if (data.kind === 'owner-to-pack')
    return [
      data.payment
        ? emailTexts.amountPaid(data.payment.amount, methodLabel(data.payment.method))
        : data.account
          ? emailTexts.accountOwed(data.account.due, data.account.dueOn, id)
          : emailTexts.codCollect(total),
      emailTexts.showOrder(id),
      emailTexts.whenShipped(id, needsEwayBill(data.order)),
      ...(needsEwayBill(data.order) ? [ewayBillTexts.needed(consignmentValue(data.order))] : []),
      ...(data.lowStock?.length ? [emailTexts.runningLow(data.lowStock), emailTexts.restock] : []),
    ];
  if (data.kind === 'owner-cancelled')
    return [
      ...(data.cancellation?.reason ? [emailTexts.reason(data.cancellation.reason)] : []),
      data.cancellation?.refundDue
        ? emailTexts.refundToSend(data.cancellation.refundDue, id)
        : data.payment
          ? emailTexts.alreadyRefunded(data.payment.amount)
          : emailTexts.nothingPaid,
      emailTexts.showOrder(id),
    ];
  if (data.kind === 'owner-payment-flagged')
    return [
      ...(data.flaggedPayments ?? []).flatMap((p) => [
        emailTexts.flaggedPayment(p.received, methodLabel(p.method), p.reference, paymentFlagText[p.flag]),
        emailTexts.settleFlagged[p.flag](id),
      ]),
      emailTexts.allFlagged,
      emailTexts.showOrder(id),
    ];
  if (data.kind === 'owner-return-requested')
    return [
      ...(data.returnRequest ? [emailTexts.reason(data.returnRequest.reason)] : []),
      emailTexts.approveReturn(id),
      emailTexts.declineReturn(id),
      emailTexts.refundReturn(id),
      emailTexts.showOrder(id),
    ];
  return [];
}

/** What a customer's return e-mail adds: their reason, and the shop's note with its answer. */
export function returnNotes(data: OrderEmailData): string[] {
  if (!isReturnEmail(data.kind) || isOwnerEmail(data.kind) || !data.returnRequest) return [];
  const { reason, note } = data.returnRequest;
  if (data.kind === 'return-requested') return [emailTexts.reason(reason)];
  if (data.kind === 'return-refunded') {
    const { refund, offAccount } = data.returnRequest;
    if (refund && offAccount) return [accountTexts.returnTakenOff(refund)];
    return refund ? [emailTexts.refundSent(refund)] : [];
  }
  return note ? [emailTexts.shopNote(note)] : [];
}

/** The on-account e-mails that say what is due by when: as it is confirmed, nears its day, is past it. */
const ACCOUNT_DUE_LINES: Partial<Record<OrderEmailKind, (due: number, dueOn: string) => string>> = {
  'account-confirmed': accountTexts.due,
  'account-due-soon': accountTexts.soon,
  'account-overdue': accountTexts.late,
};

/** The on-account e-mails' own: what is due by when and how to pay it, or what was received. */
export function accountNotes({ kind, account, payment }: OrderEmailData): string[] {
  if (kind === 'account-paid')
    return payment ? [emailTexts.amountPaid(payment.amount, methodLabel(payment.method))] : [];
  const dueLine = ACCOUNT_DUE_LINES[kind];
  if (!dueLine || !account) return [];
  const { due, dueOn, upiId, bank } = account;
  return [
    dueLine(due, dueOn),
    accountTexts.howToPay(upiId, bank),
    ...(bank ? [accountTexts.bankLine(bank)] : []),
  ];
}

/** The 'placed' and 'pay-reminder' e-mails' own: by when to pay (the HTML and text parts alike). */
export const placedNotes = ({ kind, order }: OrderEmailData): string[] =>
  (kind === 'placed' || kind === 'pay-reminder') && order.payBy ? [payByTexts.payBy(order.payBy)] : [];

/** The e-mail's one button: pay, while the order waits for payment; else see the orders. */
export const mainLink = (data: OrderEmailData): { label: string; href: string } =>
  data.payUrl
    ? { label: emailTexts.payNow, href: data.payUrl }
    : { label: emailTexts.view, href: data.orderUrl };

/** Which of the order's tax documents an e-mail of this kind carries; null for none. */
export function documentsToAttach(
  kind: OrderEmailKind,
  issued: { invoice: boolean; creditNote: boolean },
): 'invoice' | 'invoice and credit note' | null {
  if (!issued.invoice) return null;
  if (kind === 'paid' || kind === 'confirmed' || kind === 'account-confirmed') return 'invoice';
  if ((kind === 'cancelled' || kind === 'return-refunded') && issued.creditNote)
    return 'invoice and credit note';
  return null;
}

/** The e-mails of an order on its way (paid, confirmed, shipped, to pack): the day it should arrive by. */
export function expectedNotes({ kind, order }: OrderEmailData): string[] {
  const onItsWay: readonly OrderEmailKind[] = [
    'paid',
    'confirmed',
    'account-confirmed',
    'shipped',
    'owner-to-pack',
  ];
  if (!onItsWay.includes(kind)) return [];
  const by = formatDeliveryDay(order.expectedBy);
  return by ? [emailTexts.expectedBy(by)] : [];
}

/** What the e-mail says of the tax documents it carries (the HTML and text parts alike). */
export function documentNotes({ documents }: OrderEmailData): string[] {
  if (!documents) return [];
  return [
    documents.creditNote
      ? emailTexts.creditNoteAttached(documents.creditNote, documents.invoice)
      : emailTexts.invoiceAttached(documents.invoice),
  ];
}

function eventDetails(data: OrderEmailData): ReactNode {
  if (isOwnerEmail(data.kind))
    return h(Fragment, null, ...ownerNotes(data).map((line, i) => h('p', { key: i, style: para }, line)));
  if (isReturnEmail(data.kind))
    return h(Fragment, null, ...returnNotes(data).map((line, i) => h('p', { key: i, style: para }, line)));
  if (data.kind === 'placed' || data.kind === 'pay-reminder')
    return h(Fragment, null, ...placedNotes(data).map((line, i) => h('p', { key: i, style: para }, line)));
  if (data.kind === 'confirmed') return h('p', { style: para }, emailTexts.codDue(data.order.total));
  if (data.kind.startsWith('account-'))
    return h(Fragment, null, ...accountNotes(data).map((line, i) => h('p', { key: i, style: para }, line)));
  if (data.kind === 'paid' && data.payment)
    return h(
      'p',
      { style: para },
      emailTexts.amountPaid(data.payment.amount, methodLabel(data.payment.method)),
    );
  if (data.kind === 'shipped' && data.shipment)
    return h(
      Fragment,
      null,
      h('p', { style: para }, emailTexts.courier(data.shipment.courier, data.shipment.awb)),
      data.shipment.ewayBill && h('p', { style: para }, ewayBillTexts.travelsWith(data.shipment.ewayBill)),
      data.shipment.trackingUrl &&
        h(
          'p',
          { style: para },
          h(
            'a',
            { href: data.shipment.trackingUrl, style: { color: BRAND, fontWeight: 600 } },
            emailTexts.track,
          ),
        ),
    );
  if (data.kind === 'cancelled')
    return h(
      Fragment,
      null,
      data.cancellation?.reason && h('p', { style: para }, emailTexts.reason(data.cancellation.reason)),
      h('p', { style: para }, cancelledMoneyNote(data)),
    );
  return null;
}

function linesTable(order: OrderEmailData['order'], totalLabel: string): ReactNode {
  const th = (label: string, align: 'left' | 'right') =>
    h(
      'th',
      {
        align,
        scope: 'col',
        style: { ...(align === 'right' ? figure : cell), color: MUTED, fontWeight: 600 },
      },
      label,
    );
  return h(
    'table',
    { width: '100%', cellPadding: 0, cellSpacing: 0, style: { borderCollapse: 'collapse' } },
    h(
      'thead',
      null,
      h('tr', null, th(emailTexts.item, 'left'), th(emailTexts.qty, 'right'), th(emailTexts.amount, 'right')),
    ),
    h(
      'tbody',
      null,
      ...order.lines.map((line, i) => {
        const variant = variantLabel(line);
        return h(
          'tr',
          { key: i },
          h(
            'td',
            { style: cell },
            line.title,
            variant && h('div', { style: { fontSize: 12, color: MUTED } }, variant),
          ),
          h('td', { align: 'right', style: figure }, `${line.quantity} x ${formatMoney(line.unitPrice)}`),
          h('td', { align: 'right', style: figure }, formatMoney(line.unitPrice * line.quantity)),
        );
      }),
      order.coupon
        ? h(
            'tr',
            null,
            h('td', { colSpan: 2, style: cell }, couponTexts.row(order.coupon.code)),
            h('td', { align: 'right', style: figure }, formatMoney(-order.coupon.discount)),
          )
        : null,
      order.codFee
        ? h(
            'tr',
            null,
            h('td', { colSpan: 2, style: cell }, emailTexts.codFee),
            h('td', { align: 'right', style: figure }, formatMoney(order.codFee)),
          )
        : null,
      h(
        'tr',
        null,
        h('td', { colSpan: 2, style: { ...cell, fontWeight: 700, borderBottom: 0 } }, totalLabel),
        h(
          'td',
          { align: 'right', style: { ...figure, fontWeight: 700, borderBottom: 0 } },
          formatMoney(order.total),
        ),
      ),
    ),
  );
}

/** Over the address: where the order goes, or (a return) where it went. */
export const addressHeading = (kind: OrderEmailKind): string =>
  isReturnEmail(kind) ? emailTexts.deliveredTo : emailTexts.shipTo;

/** The last row of the lines: the order's total, or a return's value. */
export const totalLabel = (kind: OrderEmailKind): string =>
  isReturnEmail(kind) ? emailTexts.returnValue : emailTexts.total;

/** The words under the heading: a return taken off what is owed on account was sent to no bank. */
export const introOf = (data: OrderEmailData): string =>
  data.kind === 'return-refunded' && data.returnRequest?.offAccount
    ? accountTexts.returnIntro
    : emailTexts.intro[data.kind];

/** The HTML part of an order e-mail. */
export function OrderEmail({ data }: { data: OrderEmailData }): ReactNode {
  const { store, order } = data;
  const chat = whatsAppChat(data);
  return h(
    'div',
    { style: { background: '#f4f4f6', padding: '24px 0', fontFamily: font } },
    layout(
      { maxWidth: 600, margin: '0 auto', background: '#ffffff', borderRadius: 8 },
      h(
        'tr',
        null,
        h(
          'td',
          { style: { background: BRAND, padding: '16px 24px', borderRadius: '8px 8px 0 0' } },
          h('span', { style: { color: '#ffffff', fontSize: 20, fontWeight: 700 } }, store.name),
        ),
      ),
      h(
        'tr',
        null,
        h(
          'td',
          { style: { padding: 24 } },
          h('h1', { style: { margin: '0 0 8px', fontSize: 22, color: INK } }, emailTexts.heading[data.kind]),
          h('p', { style: { ...para, marginBottom: 16 } }, introOf(data)),
          eventDetails(data),
          ...expectedNotes(data).map((line, i) => h('p', { key: `expected-${i}`, style: para }, line)),
          ...documentNotes(data).map((line, i) => h('p', { key: `document-${i}`, style: para }, line)),
          h('h2', { style: heading2 }, emailTexts.order(order.id)),
          h(
            'p',
            { style: { margin: '0 0 12px', fontSize: 13, color: MUTED } },
            `${emailTexts.placedOn} ${formatOrderDate(order.createdAt)}`,
          ),
          linesTable(order, totalLabel(data.kind)),
          data.reviews?.length
            ? h(
                'div',
                null,
                h('h2', { style: heading2 }, emailTexts.reviewHeading),
                h('p', { style: para }, emailTexts.reviewAsk),
                ...data.reviews.map((r, i) =>
                  h(
                    'p',
                    { key: `review-${i}`, style: para },
                    h(
                      'a',
                      { href: r.url, style: { color: BRAND, fontWeight: 600 } },
                      emailTexts.reviewLink(r.title),
                    ),
                  ),
                ),
              )
            : null,
          h('h2', { style: heading2 }, addressHeading(data.kind)),
          h(
            'p',
            { style: { margin: '0 0 20px', fontSize: 14, color: INK, lineHeight: 1.5 } },
            ...addressLines(order).map((l, i) => h('span', { key: i }, l, h('br'))),
          ),
          !isOwnerEmail(data.kind) &&
            h(
              'a',
              {
                href: mainLink(data).href,
                style: {
                  display: 'inline-block',
                  background: BRAND,
                  color: '#ffffff',
                  padding: '10px 18px',
                  borderRadius: 6,
                  textDecoration: 'none',
                  fontWeight: 600,
                  fontSize: 15,
                },
              },
              mainLink(data).label,
            ),
        ),
      ),
      h(
        'tr',
        null,
        h(
          'td',
          {
            style: {
              padding: '16px 24px',
              borderTop: '1px solid #e8e8ec',
              fontSize: 12,
              color: MUTED,
              lineHeight: 1.5,
            },
          },
          `${store.companyName} · ${store.address}`,
          h('br'),
          `${store.phone} · `,
          chat &&
            h(Fragment, null, h('a', { href: chat, style: { color: MUTED } }, emailTexts.whatsApp), ' · '),
          h('a', { href: `mailto:${store.email}`, style: { color: MUTED } }, store.email),
          h('br'),
          isOwnerEmail(data.kind) ? emailTexts.whyOwner(store.name) : emailTexts.why(store.name),
        ),
      ),
    ),
  );
}

/**
 * A customer's e-mail about an order links to a WhatsApp chat, where the shop has a number: in the
 * HTML part with the order's number written in; in the text part the bare chat, which a mail reader
 * shows whole (the order's number is in the subject).
 */
export const whatsAppChat = (data: OrderEmailData, part: 'html' | 'text' = 'html'): string | undefined => {
  if (isOwnerEmail(data.kind)) return undefined;
  return part === 'html'
    ? whatsAppOrderHref(data.store.whatsapp, data.order.id)
    : whatsAppChatHref(data.store.whatsapp);
};
