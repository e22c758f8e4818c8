import { countOf } from '../domain/count.ts';
import { formatDeliveryDay } from '../domain/dates.ts';
import { formatPaise } from '../domain/money.ts';
import { dayBefore, type OwnerDigest } from '../domain/owner-digest.ts';
import { LOW_STOCK } from '../domain/stock.ts';
import { shopName, type Store } from './plain-mail.ts';

const command = (words: string) => `npm run shop -- ${words}`;

/** One thing waiting for the owner, and the command that lists it; none when nothing waits. */
const waiting = (n: number, said: string, words: string): string[] =>
  n > 0 ? [`- ${said}`, `  ${command(words)}`] : [];

/** What waits for the owner today, most pressing first (each line with its command). */
function needs(d: OwnerDigest): string[] {
  const { toPack, returns, onAccount, stock } = d;
  const oldest = toPack.oldest ? ` (the oldest placed ${formatDeliveryDay(toPack.oldest)})` : '';
  const owed = `${formatPaise(onAccount.owedPaise)} owed on account by ${countOf(onAccount.customers, 'customer')}${onAccount.overduePaise > 0 ? `, ${formatPaise(onAccount.overduePaise)} of it overdue` : ''}`;
  const stockWords = [
    stock.soldOut > 0 && `${countOf(stock.soldOut, 'product')} sold out`,
    stock.low > 0 && `${countOf(stock.low, 'product')} down to ${LOW_STOCK} or fewer`,
  ].filter(Boolean);
  return [
    ...waiting(toPack.orders, `To pack: ${countOf(toPack.orders, 'order')}${oldest}`, 'orders picklist'),
    ...waiting(
      d.late,
      `Late: ${countOf(d.late, 'order')} past the day it should have arrived by`,
      'orders late',
    ),
    ...waiting(returns.toAnswer, `Returns to answer: ${returns.toAnswer}`, 'returns list'),
    ...waiting(
      returns.toRefund,
      `Returns approved, to refund once back: ${returns.toRefund}`,
      'returns list',
    ),
    ...waiting(d.refundsDue, `Refunds to send for cancelled orders: ${d.refundsDue}`, 'orders refunds-due'),
    ...waiting(d.questions, `Questions to answer: ${d.questions}`, 'questions list --unanswered'),
    ...waiting(
      d.reviewsWaiting,
      `Reviews waiting for your approval: ${d.reviewsWaiting}`,
      'reviews list --waiting',
    ),
    ...waiting(onAccount.owedPaise, owed, 'credit list'),
    ...waiting(stockWords.length, `Stock: ${stockWords.join(', ')}`, 'products low-stock'),
  ];
}

/**
 * The shop's morning e-mail to its owner (src/domain/owner-digest.ts): yesterday's orders, then
 * what waits today with the command for each, or that nothing does. Plain text, read on a phone.
 */
export function ownerDigestEmail(d: OwnerDigest, store: Store): { subject: string; text: string } {
  const { yesterday } = d;
  const list = needs(d);
  const waitingCount = list.filter((line) => line.startsWith('- ')).length;
  const sold =
    yesterday.sold > 0
      ? `${countOf(yesterday.sold, 'order')} sold for ${formatPaise(yesterday.soldPaise)}`
      : 'none of them paid or confirmed yet';
  const placed =
    yesterday.placed === 0
      ? 'no orders placed'
      : `${countOf(yesterday.placed, 'order')} placed, ${sold}${yesterday.cancelled > 0 ? `, ${yesterday.cancelled} cancelled` : ''}`;
  const subject = `${shopName(store)} on ${formatDeliveryDay(d.day)}: ${
    d.toPack.orders > 0
      ? `${countOf(d.toPack.orders, 'order')} to pack`
      : waitingCount > 0
        ? `${countOf(waitingCount, 'thing')} waiting`
        : 'nothing waiting'
  }`;
  const text = [
    `Good morning. This is ${shopName(store)} on ${formatDeliveryDay(d.day)}.`,
    '',
    `Yesterday (${formatDeliveryDay(dayBefore(d.day))}): ${placed}.`,
    '',
    ...(list.length > 0 ? ['Waiting for you:', ...list] : ['Nothing is waiting for you today.']),
    '',
    `Yesterday's figures in full: ${command(`orders summary --from ${dayBefore(d.day)} --to ${dayBefore(d.day)}`)}`,
    '',
    '--',
    `Sent every morning to the shop's alerts address (ORDER_ALERTS_TO). OWNER_DIGEST_HOUR=off stops it.`,
  ].join('\n');
  return { subject: subject.replace(/[\r\n]+/g, ' '), text };
}
