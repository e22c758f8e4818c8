import { ACCOUNT_METHOD } from '../../src/domain/credit-account.ts';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import {
  type AccountsCopyKind,
  contactMessages,
  emailChanges,
  mailQueue,
  orderEvents,
  orderLines,
  orderReturns,
  orders,
  payments,
  products,
  productStock,
  stockAlerts,
  users,
} from '../db/schema.ts';
import type { Env } from '../env.ts';
import type { Mail, Mailer } from '../lib/mail.ts';
import type { StoreConfig } from '../lib/store-config.ts';
import type { Tx } from '../orders/moves.ts';
import { fromPaise } from '../../src/domain/money.ts';
import { alertHref } from '../../src/domain/stock-alerts.ts';
import {
  categoryHref,
  creditAccountHref,
  orderHref,
  paymentHref,
  productHref,
  quickOrderListHref,
  savedListsHref,
} from '../../src/domain/routes.ts';
import { shipmentOf } from '../../src/domain/couriers.ts';
import { ORDER_STATUS, refundDuePaise } from '../../src/domain/order-status.ts';
import { lowCounts } from '../../src/domain/stock.ts';
import { returnedItems, returnValuePaise } from '../../src/domain/returns.ts';
import { taxDocumentsOf } from '../invoices/issue.ts';
import { reviewToMail, stillToReview } from '../catalogue/reviews.ts';
import { questionToMail } from '../catalogue/questions.ts';
import { productQuestionsHref } from '../../src/domain/questions.ts';
import { productReviewsHref } from '../../src/domain/reviews.ts';
import { listToRemind, queueDueListReminders } from './list-reminders.ts';
import { expireStockAlerts } from '../catalogue/stock-alerts.ts';
import { ownerDigestOf, queueOwnerDigest } from './owner-digest.ts';
import { reminderStopPath } from '../../src/domain/list-reminders.ts';
import type { TaxDocument } from '../../src/contract/invoice.ts';
import {
  documentsToAttach,
  isOwnerEmail,
  isReturnEmail,
  ORDER_EMAIL_KINDS,
  type OrderEmailData,
  type OrderEmailKind,
} from '../../src/emails/order-email.ts';

/**
 * A recurring e-mail's one-click stop (RFC 8058): a mail app shows "Unsubscribe" beside the sender
 * and posts to `url` when it is pressed. Gmail and Yahoo ask it of senders of such e-mails.
 */
const oneClickStop = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * Order e-mails, sent after the fact: the event's own transaction writes a row (one per order and
 * kind, or per order, kind and `once`, a flagged payment's id; so an event retried or told twice
 * mails once), and this queue sends what is due, never in the request that caused it. A mail
 * server that is down makes a row wait 30 s, 1, 2, 4 … minutes (at most an hour) and try again.
 * Each drain first turns the reorder reminders that are due into rows (server/mail/list-reminders.ts).
 */
export const queueOrderEmail = (tx: Tx, orderId: string, kind: OrderEmailKind, once?: string) =>
  tx
    .insert(mailQueue)
    .values({ key: `${orderId}:${kind}${once ? `:${once}` : ''}`, kind, orderId })
    .onConflictDoNothing({ target: mailQueue.key });

/**
 * The copy of an order's tax documents for its business buyer's accounts team, queued by the queue
 * itself in the transaction that marks sent the customer's e-mail that carried them: so it follows
 * that e-mail and never goes without it. One per order and document (the invoice; the credit note
 * with its invoice): a customer's e-mail sent again, or another one carrying the same document,
 * queues no second copy.
 */
const queueAccountsCopy = (tx: Tx, orderId: string, kind: AccountsCopyKind) =>
  tx
    .insert(mailQueue)
    .values({ key: `${orderId}:${kind}`, kind, orderId })
    .onConflictDoNothing({ target: mailQueue.key });

const isOrderEmailKind = (kind: string): kind is OrderEmailKind =>
  (ORDER_EMAIL_KINDS as readonly string[]).includes(kind);

/** A contact message's e-mail to the shop, queued in the transaction that keeps the message. */
export const queueContactEmail = (tx: Tx, contactMessageId: number) =>
  tx
    .insert(mailQueue)
    .values({ key: `contact:${contactMessageId}`, kind: 'contact', contactMessageId })
    .onConflictDoNothing({ target: mailQueue.key });

/**
 * A change of sign-in address the owner made for a customer (npm run shop -- customers email), queued
 * in its transaction: a word to the old address (a change its owner did not ask for is found out) and
 * to the new one. Keyed by the change's row, and they go with it (erasing the account erases it).
 */
export const queueEmailChangeEmails = (tx: Tx, tokenHash: string) =>
  tx
    .insert(mailQueue)
    .values([
      { key: `email-change:${tokenHash}:old`, kind: 'email-changed-old', emailChangeKey: tokenHash },
      { key: `email-change:${tokenHash}:new`, kind: 'email-changed-new', emailChangeKey: tokenHash },
    ])
    .onConflictDoNothing({ target: mailQueue.key });

const MAX_PAUSE_MS = 60 * 60_000;
export const retryPause = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), MAX_PAUSE_MS);
/** A claimed row is someone's for this long; a process that died while sending lets it go again. */
const LEASE_MS = 2 * 60_000;

export interface MailQueue {
  /** Sends what is due now; answers how many went. */
  drain(): Promise<number>;
  /** Drains every `intervalMs` until stopped. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createMailQueue(deps: {
  db: Db;
  mailer: Mailer;
  store: StoreConfig;
  env: Pick<Env, 'APP_URL' | 'PUBLIC_URL' | 'ORDER_ALERTS_TO' | 'PAYMENT_SANDBOX' | 'OWNER_DIGEST_HOUR'>;
}): MailQueue {
  const { db, mailer } = deps;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;
  /** The last day whose morning e-mail this queue saw in the table (queueOwnerDigest). */
  let digestQueuedFor: string | undefined;

  async function claim() {
    // Claimed by moving the next attempt past the lease, so two servers never send one row together:
    // the rows are locked as they are picked, and one another server holds is skipped (without the
    // lock, two drains at the same moment on PostgreSQL could both pick, and send, the same row).
    return db
      .update(mailQueue)
      .set({
        nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
        attempts: sql`${mailQueue.attempts} + 1`,
      })
      .where(
        inArray(
          mailQueue.id,
          db
            .select({ id: mailQueue.id })
            .from(mailQueue)
            .where(and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, sql`now()`)))
            .orderBy(asc(mailQueue.id))
            .limit(20)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
  }

  /**
   * What a row other than an order e-mail sends (sendingOf); undefined when there is no one to send
   * it to (or nothing left to send).
   */
  async function mailOf(row: typeof mailQueue.$inferSelect): Promise<Mail | undefined> {
    if (row.kind === 'contact') {
      const [message] = row.contactMessageId
        ? await db.select().from(contactMessages).where(eq(contactMessages.id, row.contactMessageId))
        : [];
      if (!message) return undefined;
      const { contactEmail } = await import('../../src/emails/contact-email.ts');
      const email = contactEmail(
        { ...message, createdAt: message.createdAt.toISOString() },
        { name: deps.store.storeName },
      );
      return { to: deps.store.companyEmail, ...email };
    }
    if (
      row.kind === 'back-in-stock' ||
      row.kind === 'stock-alert-ended' ||
      row.kind === 'stock-alert-expired'
    ) {
      const [alert] = row.stockAlertId
        ? await db
            .select({
              // The account's address, or the guest's.
              email: sql<string>`coalesce(${users.email}, ${stockAlerts.email})`,
              productId: stockAlerts.productId,
              size: stockAlerts.size,
              title: products.title,
              category: products.category,
            })
            .from(stockAlerts)
            .leftJoin(users, eq(users.id, stockAlerts.userId))
            .innerJoin(products, eq(products.id, stockAlerts.productId))
            .where(eq(stockAlerts.id, row.stockAlertId))
        : [];
      if (!alert) return undefined;
      const { stockAlertEmail, stockAlertEndedEmail, stockAlertExpiredEmail } =
        await import('../../src/emails/stock-alert-email.ts');
      const productUrl = `${deps.env.APP_URL}${alertHref({ productId: alert.productId, size: alert.size || undefined })}`;
      if (row.kind === 'stock-alert-expired') {
        const expired = stockAlertExpiredEmail(
          { title: alert.title, size: alert.size || undefined, productUrl },
          storeSignature(deps.store),
        );
        return { to: alert.email, ...expired };
      }
      if (row.kind === 'stock-alert-ended') {
        const ended = stockAlertEndedEmail(
          {
            title: alert.title,
            size: alert.size || undefined,
            category: alert.category,
            categoryUrl: `${deps.env.APP_URL}${categoryHref(alert.category)}`,
          },
          storeSignature(deps.store),
        );
        return { to: alert.email, ...ended };
      }
      const email = stockAlertEmail(
        {
          title: alert.title,
          size: alert.size || undefined,
          productUrl,
        },
        storeSignature(deps.store),
      );
      return { to: alert.email, ...email };
    }
    if (row.kind === 'owner-digest') {
      const to = alertsTo(deps.env, deps.store);
      if (!to) return undefined;
      const { ownerDigestEmail } = await import('../../src/emails/owner-digest-email.ts');
      return { to, ...ownerDigestEmail(await ownerDigestOf(db), storeSignature(deps.store)) };
    }
    if (row.kind === 'owner-review-waiting') {
      // Nothing to decide if it was approved, taken down or deleted since.
      const to = alertsTo(deps.env, deps.store);
      const review = row.reviewId && to ? await reviewToMail(db, row.reviewId, 'waiting') : undefined;
      if (!review || !to) return undefined;
      const { reviewWaitingEmail } = await import('../../src/emails/review-emails.ts');
      const email = reviewWaitingEmail({
        ...review,
        number: review.id,
        productUrl: `${deps.env.APP_URL}${productHref(review.productId)}`,
      });
      return { to, ...email };
    }
    if (row.kind === 'owner-question') {
      // Nothing to answer if it was answered or taken down since.
      const to = alertsTo(deps.env, deps.store);
      const question = row.questionId && to ? await questionToMail(db, row.questionId, 'open') : undefined;
      if (!question || !to) return undefined;
      const { questionAskedEmail } = await import('../../src/emails/question-emails.ts');
      const email = questionAskedEmail({
        ...question,
        number: question.id,
        productUrl: `${deps.env.APP_URL}${productHref(question.productId)}`,
      });
      // Answering the shopper is one click in any mail reader, as for a contact message.
      return { to, replyTo: question.email, ...email };
    }
    if (row.kind === 'question-answered') {
      const question = row.questionId ? await questionToMail(db, row.questionId, 'answered') : undefined;
      if (!question?.answer) return undefined;
      const { questionAnsweredEmail } = await import('../../src/emails/question-emails.ts');
      const email = questionAnsweredEmail(
        {
          ...question,
          answer: question.answer,
          productUrl: `${deps.env.APP_URL}${productQuestionsHref(question.productId)}`,
        },
        storeSignature(deps.store),
      );
      return { to: question.email, ...email };
    }
    if (row.kind === 'list-reminder') {
      // Nothing to remind of if the list was deleted or its reminder stopped since.
      const list = row.savedListId ? await listToRemind(db, row.savedListId, deps.env.PUBLIC_URL) : undefined;
      if (!list) return undefined;
      const { listReminderEmail } = await import('../../src/emails/list-reminder-email.ts');
      const email = listReminderEmail(
        {
          name: list.name,
          everyDays: list.everyDays,
          lines: list.lines,
          listUrl: `${deps.env.APP_URL}${quickOrderListHref(list.id)}`,
          listsUrl: `${deps.env.APP_URL}${savedListsHref}`,
        },
        storeSignature(deps.store),
      );
      const stop = `${deps.env.PUBLIC_URL}/api/v1${reminderStopPath(list.stopToken)}`;
      return { to: list.email, ...email, headers: oneClickStop(stop) };
    }
    if (row.kind === 'review-reply') {
      // The answer as it stands when sent: none if the shop took it back or the review down since.
      const review = row.reviewId ? await reviewToMail(db, row.reviewId, 'shown') : undefined;
      if (!review?.reply) return undefined;
      const { reviewReplyEmail } = await import('../../src/emails/review-emails.ts');
      const email = reviewReplyEmail(
        {
          ...review,
          reply: review.reply,
          reviewsUrl: `${deps.env.APP_URL}${productReviewsHref(review.productId)}`,
        },
        storeSignature(deps.store),
      );
      return { to: review.email, ...email };
    }
    if (row.kind === 'email-changed-old' || row.kind === 'email-changed-new') {
      const [change] = row.emailChangeKey
        ? await db
            .select({
              oldEmail: emailChanges.oldEmail,
              newEmail: emailChanges.newEmail,
              confirmedAt: emailChanges.confirmedAt,
              firstName: users.firstName,
              email: users.email,
            })
            .from(emailChanges)
            .innerJoin(users, eq(users.id, emailChanges.userId))
            .where(eq(emailChanges.tokenHash, row.emailChangeKey))
        : [];
      // None once the account was erased (its changes go with it, and these rows with them).
      if (!change?.confirmedAt) return undefined;
      const { formatOrderDate } = await import('../../src/domain/dates.ts');
      const { emailChangedEmail, emailChangedToHereEmail } =
        await import('../../src/emails/account-emails.ts');
      const said = {
        firstName: change.firstName,
        email: change.newEmail,
        when: formatOrderDate(change.confirmedAt.toISOString()),
      };
      if (row.kind === 'email-changed-old')
        return {
          to: change.oldEmail,
          ...emailChangedEmail({ ...said, byShop: true }, storeSignature(deps.store)),
        };
      // The account moved on again since: "it now signs in with this address" is no longer so.
      if (change.email !== change.newEmail) return undefined;
      return { to: change.newEmail, ...emailChangedToHereEmail(said, storeSignature(deps.store)) };
    }
    if (row.kind === 'accounts-invoice' || row.kind === 'accounts-credit-note')
      return row.orderId ? accountsCopyOf(row.orderId, row.kind) : undefined;
    return undefined;
  }

  /**
   * An order e-mail, and the accounts copy to queue once it is sent: when it carries the tax
   * documents and the order's business buyer gave an accounts address other than the customer's.
   */
  async function orderMailOf(
    orderId: string | null,
    kind: OrderEmailKind,
  ): Promise<{ mail: Mail | undefined; accountsCopy?: AccountsCopyKind | undefined }> {
    const data = orderId ? await emailData(db, deps, orderId, kind) : undefined;
    if (!data) return { mail: undefined };
    const { renderOrderEmail } = await import('../../src/emails/render.ts');
    const { subject, html, text } = renderOrderEmail(data.email);
    const attachments = [];
    if (data.attach) attachments.push(await taxDocumentsAttachment(data.attach));
    // The shop's "To pack": the order's packing slip, to print for its box.
    if (kind === 'owner-to-pack') {
      const { packingSlipFileName, packingSlipsPdf } = await import('../orders/packing-slips.ts');
      attachments.push({
        filename: packingSlipFileName(data.order.id),
        content: Buffer.from(await packingSlipsPdf(db, [data.order], deps.store)),
        contentType: 'application/pdf',
      });
    }
    const accountsEmail = data.order.buyer?.accountsEmail;
    const accountsCopy =
      data.attach && accountsEmail && !sameAddress(accountsEmail, data.to)
        ? data.attach.creditNote
          ? 'accounts-credit-note'
          : 'accounts-invoice'
        : undefined;
    return {
      mail: { to: data.to, subject, text, html, ...(attachments.length > 0 && { attachments }) },
      accountsCopy,
    };
  }

  /**
   * The accounts team's copy (src/emails/accounts-copy-email.ts): the same PDF, under the same
   * name, as the customer's e-mail; none when the documents or the address are not there (any more).
   */
  async function accountsCopyOf(orderId: string, kind: AccountsCopyKind): Promise<Mail | undefined> {
    const [row] = await db
      .select({ order: orders, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    const business = row?.order.buyer;
    const to = business?.accountsEmail;
    if (!row || !business || !to || sameAddress(to, row.email)) return undefined;
    const { invoice, creditNote } = await taxDocumentsOf(db, orderId);
    const withCreditNote = kind === 'accounts-credit-note';
    if (!invoice || (withCreditNote && !creditNote)) return undefined;
    const documents = { invoice, creditNote: withCreditNote ? creditNote : null };
    const { accountsCopyEmail } = await import('../../src/emails/accounts-copy-email.ts');
    const email = accountsCopyEmail(
      {
        business: { legalName: business.legalName, gstin: business.gstin },
        orderedBy: `${row.firstName} ${row.lastName}`,
        ...documents,
      },
      storeSignature(deps.store),
    );
    return { to, ...email, attachments: [await taxDocumentsAttachment(documents)] };
  }

  /** What a row sends, and the accounts copy that follows it once it is sent. */
  const sendingOf = async (
    row: typeof mailQueue.$inferSelect,
  ): Promise<{ mail: Mail | undefined; accountsCopy?: AccountsCopyKind | undefined }> =>
    isOrderEmailKind(row.kind) ? orderMailOf(row.orderId, row.kind) : { mail: await mailOf(row) };

  async function drainOnce(): Promise<number> {
    // Reorder reminders that are due join the queue first, so they go in this same drain. Should
    // that fail, the e-mails already waiting still go; the next drain tries the reminders again.
    try {
      await queueDueListReminders(db);
    } catch (error) {
      console.warn('[mail] reorder reminders could not be queued; trying again next time', error);
    }
    // And the owner's morning e-mail, once its hour has come (none while the shop's own mail is off).
    try {
      if (alertsTo(deps.env, deps.store))
        ({ day: digestQueuedFor } = await queueOwnerDigest(
          db,
          deps.env.OWNER_DIGEST_HOUR,
          new Date(),
          digestQueuedFor,
        ));
    } catch (error) {
      console.warn('[mail] the morning e-mail could not be queued; trying again next time', error);
    }
    // So do the back-in-stock alerts that have waited their time, each with its e-mail.
    try {
      await expireStockAlerts(db);
    } catch (error) {
      console.warn('[mail] stock alerts past their time could not be ended; trying again next time', error);
    }
    // Oldest first: an order's 'placed' goes before its 'paid'.
    const due = (await claim()).sort((a, b) => a.id - b.id);
    if (due.length === 0) return 0;
    let sent = 0;
    for (const row of due) {
      try {
        const { mail, accountsCopy } = await sendingOf(row);
        if (mail) await mailer.send(mail);
        // Sent, and its accounts copy queued, together: a copy only follows an e-mail that went.
        await db.transaction(async (tx) => {
          await tx
            .update(mailQueue)
            .set({ sentAt: new Date(), lastError: null })
            .where(eq(mailQueue.id, row.id));
          if (mail && accountsCopy && row.orderId) await queueAccountsCopy(tx, row.orderId, accountsCopy);
        });
        sent += 1;
      } catch (error) {
        const pause = retryPause(row.attempts);
        console.warn(
          `[mail] ${row.key} not sent (attempt ${row.attempts}); trying again in ${Math.round(pause / 1000)} s`,
          error,
        );
        await db
          .update(mailQueue)
          .set({ nextAttemptAt: new Date(Date.now() + pause), lastError: String(error).slice(0, 500) })
          .where(eq(mailQueue.id, row.id));
      }
    }
    return sent;
  }

  const drain = () => (running ??= drainOnce().finally(() => (running = undefined)));

  return {
    drain,
    start(intervalMs) {
      timer ??= setInterval(() => {
        drain().catch((e: unknown) => console.warn('[mail] the queue could not be read', e));
      }, intervalMs);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

/** An order's invoice, with its credit note when the e-mail carries that too. */
type TaxDocuments = { invoice: TaxDocument; creditNote: TaxDocument | null };

/** The documents as one PDF, named after the invoice (as GET /orders/{id}/invoice.pdf serves it). */
async function taxDocumentsAttachment(documents: TaxDocuments) {
  const { taxDocumentsFileName, taxDocumentsPdf } = await import('../invoices/pdf.ts');
  return {
    filename: taxDocumentsFileName(documents.invoice),
    content: await taxDocumentsPdf(documents),
    contentType: 'application/pdf',
  };
}

/** Two e-mail addresses that reach the same mailbox, as far as the shop can tell: case aside. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** How every e-mail to a customer signs off: the store's name, address and contact. */
export const storeSignature = (store: StoreConfig) => ({
  name: store.storeName,
  companyName: store.companyName,
  address: store.companyAddress,
  phone: store.companyPhone,
  email: store.companyEmail,
  ...(store.whatsapp && { whatsapp: store.whatsapp }),
});

/** Where the shop's own e-mails go: ORDER_ALERTS_TO, else the store's e-mail; null when 'off'. */
export const alertsTo = (env: Pick<Env, 'ORDER_ALERTS_TO'>, store: StoreConfig): string | null =>
  env.ORDER_ALERTS_TO === 'off' ? null : (env.ORDER_ALERTS_TO ?? store.companyEmail);

/** What an order e-mail says, from the order as it stands; undefined when there is no one to tell. */
async function emailData(
  db: Db,
  { store, env }: { store: StoreConfig; env: Pick<Env, 'APP_URL' | 'ORDER_ALERTS_TO' | 'PAYMENT_SANDBOX'> },
  orderId: string,
  kind: OrderEmailKind,
): Promise<
  | { to: string; email: OrderEmailData; attach: TaxDocuments | null; order: typeof orders.$inferSelect }
  | undefined
> {
  const to = isOwnerEmail(kind) ? alertsTo(env, store) : undefined;
  if (to === null) return undefined;
  const [row] = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const { order } = row;
  // Waiting for payment when the e-mail goes (a mail server that was down may send it late): say
  // by when, with a button to pay. A reminder for an order paid or cancelled since is not sent.
  const awaitingPayment = order.status === ORDER_STATUS.pending && order.payBy !== null;
  if (kind === 'pay-reminder' && !awaitingPayment) return undefined;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const orderPayments = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const paid = orderPayments.find((p) => p.status === 'paid');
  // Bought on account: its payment, open or paid. A reminder for one paid or cancelled since is not sent.
  const onAccount = orderPayments.find(
    (p) => p.method === ACCOUNT_METHOD && p.dueOn !== null && (p.status === 'pending' || p.status === 'paid'),
  );
  if ((kind === 'account-due-soon' || kind === 'account-overdue') && onAccount?.status !== 'pending')
    return undefined;
  // Still owed on account where the shop takes payments online: the button pays it from the account page.
  const payOnAccount =
    env.PAYMENT_SANDBOX &&
    kind.startsWith('account-') &&
    kind !== 'account-paid' &&
    onAccount?.status === 'pending';
  const refundDue = refundDuePaise(order.status, orderPayments);
  const [cancelled] =
    kind === 'cancelled' || kind === 'owner-cancelled'
      ? await db
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, ORDER_STATUS.cancelled)))
          .orderBy(desc(orderEvents.id))
          .limit(1)
      : [];
  const shipment = shipmentOf(order);
  const lowStock =
    kind === 'owner-to-pack'
      ? lowCounts(
          lines.map((l) => ({ productId: l.productId, title: l.productTitle, size: l.size ?? undefined })),
          await db
            .select()
            .from(productStock)
            .where(
              inArray(
                productStock.productId,
                lines.map((l) => l.productId),
              ),
            ),
        )
      : [];
  const [returnRequest] = isReturnEmail(kind)
    ? await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId))
    : [];
  if (isReturnEmail(kind) && !returnRequest) return undefined;
  // The tax documents as issued; the e-mail carries those its kind calls for, as a PDF.
  const issued = await taxDocumentsOf(db, orderId);
  const carried = documentsToAttach(kind, {
    invoice: issued.invoice !== null,
    creditNote: issued.creditNote !== null,
  });
  const attach =
    carried && issued.invoice
      ? { invoice: issued.invoice, creditNote: carried === 'invoice' ? null : issued.creditNote }
      : null;
  // The delivered e-mail asks for a review of each product it held, once, where one can be written.
  const toReview =
    kind === 'delivered'
      ? await stillToReview(db, order.userId, [...new Set(lines.map((l) => l.productId))])
      : null;
  const reviewLinks = toReview
    ? lines
        .filter(
          (l, i) => toReview.has(l.productId) && lines.findIndex((o) => o.productId === l.productId) === i,
        )
        .map((l) => ({ title: l.productTitle, url: `${env.APP_URL}${productReviewsHref(l.productId)}` }))
    : [];
  const emailLines = lines.map((l) => ({
    id: String(l.id),
    title: l.productTitle,
    quantity: l.quantity,
    unitPrice: fromPaise(l.unitPricePaise),
    ...(l.size !== null && { size: l.size }),
    ...(l.color !== null && { color: l.color }),
  }));
  // A return's e-mails list what goes back, and its value; the others the whole order.
  const shown = returnRequest
    ? returnedItems(returnRequest.lines, emailLines).map(({ returned, id: _, ...l }) => ({
        ...l,
        quantity: returned,
      }))
    : emailLines.map(({ id: _, ...l }) => l);
  const email: OrderEmailData = {
    kind,
    store: storeSignature(store),
    order: {
      id: order.id,
      createdAt: order.createdAt.toISOString(),
      lines: shown,
      total: fromPaise(
        returnRequest
          ? returnValuePaise(
              returnRequest.lines,
              lines.map((l) => ({ ...l, id: String(l.id) })),
            )
          : order.totalPaise,
      ),
      ...(order.codFeePaise > 0 && !returnRequest && { codFee: fromPaise(order.codFeePaise) }),
      ...(order.couponCode !== null &&
        order.discountPaise > 0 &&
        !returnRequest && { coupon: { code: order.couponCode, discount: fromPaise(order.discountPaise) } }),
      ...(awaitingPayment && { payBy: order.payBy!.toISOString() }),
      shippingAddress: order.shippingAddress,
      ...(order.deliveryNote !== null && { deliveryNote: order.deliveryNote }),
      ...((order.status === ORDER_STATUS.processing || order.status === ORDER_STATUS.shipped) &&
        order.expectedBy !== null && { expectedBy: order.expectedBy }),
    },
    orderUrl: `${env.APP_URL}${orderHref(order.id)}`,
    ...(awaitingPayment && !isOwnerEmail(kind) && { payUrl: `${env.APP_URL}${paymentHref(order.id)}` }),
    ...(payOnAccount && { payUrl: `${env.APP_URL}${creditAccountHref}` }),
    ...(paid && { payment: { amount: fromPaise(paid.amountPaise), method: paid.method } }),
    ...(onAccount && {
      account: {
        due: fromPaise(onAccount.amountPaise),
        dueOn: onAccount.dueOn!,
        upiId: store.upiId,
        ...(store.bankAccount && { bank: store.bankAccount }),
      },
    }),
    ...(shipment && { shipment }),
    ...(lowStock.length > 0 && { lowStock }),
    ...(reviewLinks.length > 0 && { reviews: reviewLinks }),
    ...(kind === 'owner-payment-flagged' && {
      flaggedPayments: orderPayments
        .filter((p) => p.flag !== null)
        .sort((a, b) => (a.flaggedAt?.getTime() ?? 0) - (b.flaggedAt?.getTime() ?? 0))
        .map((p) => ({
          reference: p.reference,
          method: p.method,
          received: fromPaise(p.receivedPaise ?? p.amountPaise),
          flag: p.flag!,
        })),
    }),
    ...(returnRequest && {
      returnRequest: {
        reason: returnRequest.reason,
        ...(returnRequest.note && { note: returnRequest.note }),
        ...(returnRequest.refundPaise !== null && { refund: fromPaise(returnRequest.refundPaise) }),
        ...(returnRequest.offAccount && { offAccount: true }),
      },
    }),
    ...(attach && {
      documents: {
        invoice: attach.invoice.serial,
        ...(attach.creditNote && { creditNote: attach.creditNote.serial }),
      },
    }),
    ...((kind === 'cancelled' || kind === 'owner-cancelled') && {
      cancellation: {
        // The shopper's own reason, or the shop's when their time to pay ran out; never the owner's notes.
        reason:
          cancelled?.actor === 'shopper' || cancelled?.actor === 'expiry'
            ? (cancelled.note ?? undefined)
            : undefined,
        refundDue: refundDue > 0 ? fromPaise(refundDue) : undefined,
      },
    }),
  };
  return { to: to ?? row.email, email, attach, order };
}
