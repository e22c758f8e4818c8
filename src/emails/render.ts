import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatOrderDate } from '../domain/dates.ts';
import { formatMoney } from '../domain/money.ts';
import { itemName } from '../domain/variants.ts';
import { couponTexts } from '../domain/coupons.ts';
import { ewayBillTexts } from '../domain/eway-bill.ts';
import {
  addressLines,
  cancelledMoneyNote,
  placedNotes,
  mainLink,
  documentNotes,
  expectedNotes,
  emailTexts,
  isOwnerEmail,
  methodLabel,
  accountNotes,
  introOf,
  OrderEmail,
  ownerNotes,
  returnNotes,
  totalLabel,
  addressHeading,
  whatsAppChat,
  type OrderEmailData,
} from './order-email.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** One line, for a mail header: no line breaks from a product title or a name. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/** The plain-text part: the same facts as the HTML, in order, for mail readers without HTML. */
export function orderEmailText(data: OrderEmailData): string {
  const { order, store } = data;
  const lines: string[] = [
    emailTexts.heading[data.kind],
    '',
    introOf(data),
    ...ownerNotes(data),
    ...returnNotes(data),
    ...placedNotes(data),
    ...accountNotes(data),
  ];
  if (data.kind === 'confirmed') lines.push(emailTexts.codDue(order.total));
  if (data.kind === 'paid' && data.payment)
    lines.push(emailTexts.amountPaid(data.payment.amount, methodLabel(data.payment.method)));
  if (data.kind === 'shipped' && data.shipment) {
    lines.push(emailTexts.courier(data.shipment.courier, data.shipment.awb));
    if (data.shipment.ewayBill) lines.push(ewayBillTexts.travelsWith(data.shipment.ewayBill));
    if (data.shipment.trackingUrl) lines.push(`${emailTexts.track}: ${data.shipment.trackingUrl}`);
  }
  if (data.kind === 'cancelled') {
    if (data.cancellation?.reason) lines.push(emailTexts.reason(data.cancellation.reason));
    lines.push(cancelledMoneyNote(data));
  }
  lines.push(...expectedNotes(data));
  lines.push(...documentNotes(data));
  lines.push(
    '',
    `${emailTexts.order(order.id)} · ${emailTexts.placedOn} ${formatOrderDate(order.createdAt)}`,
    '',
  );
  for (const line of order.lines)
    lines.push(
      `${line.quantity} x ${itemName({ ...line, productTitle: line.title })}  ${formatMoney(line.unitPrice * line.quantity)}`,
    );
  if (order.coupon)
    lines.push(`${couponTexts.row(order.coupon.code)}  ${formatMoney(-order.coupon.discount)}`);
  if (order.codFee) lines.push(`${emailTexts.codFee}  ${formatMoney(order.codFee)}`);
  lines.push(`${totalLabel(data.kind)}: ${formatMoney(order.total)}`, '');
  if (data.reviews?.length) {
    lines.push(emailTexts.reviewHeading, emailTexts.reviewAsk);
    for (const review of data.reviews) lines.push(`${emailTexts.reviewLink(review.title)}: ${review.url}`);
    lines.push('');
  }
  lines.push(`${addressHeading(data.kind)}:`);
  lines.push(...addressLines(order), '');
  const owner = isOwnerEmail(data.kind);
  const chat = whatsAppChat(data, 'text');
  if (!owner) lines.push(`${mainLink(data).label}: ${mainLink(data).href}`, '');
  lines.push(
    '--',
    `${store.companyName} · ${store.address}`,
    `${store.phone} · ${store.email}`,
    ...(chat ? [`${emailTexts.whatsApp}: ${chat}`] : []),
    owner ? emailTexts.whyOwner(store.name) : emailTexts.why(store.name),
  );
  return lines.join('\n');
}

/** An order e-mail, ready for the mailer: subject, HTML part and text part. */
export function renderOrderEmail(data: OrderEmailData): RenderedEmail {
  const body = renderToStaticMarkup(createElement(OrderEmail, { data }));
  const subject = oneLine(emailTexts.subject[data.kind](data.order.id));
  const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0">${body}</body></html>`;
  return { subject, html, text: orderEmailText(data) };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
