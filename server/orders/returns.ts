import { takeOffAccount } from '../payments/account.ts';
import { asc, eq } from '../db/orm.ts';
import type { Db } from '../db/client.ts';
import type { orders } from '../db/schema.ts';
import { orderEvents, orderLines, orderReturns } from '../db/schema.ts';
import type { ReturnCreateRequest } from '../../src/contract/returns.ts';
import { returnLinesProblem, returnRefusal, returnValuePaise } from '../../src/domain/returns.ts';
import { issueCreditNote, issueQuietly } from '../invoices/issue.ts';
import { queueOrderEmail } from '../mail/queue.ts';
import { ownOrderForUpdate, putBack, type Tx } from './moves.ts';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** An order line as the return rules read it (src/domain/returns.ts), with its row beside. */
export const returnable = (l: LineRow) => ({
  ...l,
  id: String(l.id),
  size: l.size ?? undefined,
  color: l.color ?? undefined,
});
export type ReturnRow = typeof orderReturns.$inferSelect;

export type ReturnResult =
  | { kind: 'requested'; order: OrderRow }
  | { kind: 'not-found' }
  /** The order cannot be returned now (not delivered, past the window, asked already): 409. */
  | { kind: 'refused'; message: string }
  /** The lines do not match the order's: 400. */
  | { kind: 'bad-lines'; message: string };

/**
 * A shopper asks to return lines of their delivered order, within the return window: the request
 * is kept, and the shopper and the shop are e-mailed (the shop's with what to do next).
 */
export async function requestReturn(
  db: Db,
  orderId: string,
  userId: string,
  request: ReturnCreateRequest,
  now = new Date(),
): Promise<ReturnResult> {
  return db.transaction(async (tx) => {
    const order = await ownOrderForUpdate(tx, orderId, userId);
    if (!order) return { kind: 'not-found' };
    const [asked] = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
    const history = await tx
      .select({ status: orderEvents.toStatus, at: orderEvents.at })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id));
    const refusal = returnRefusal(
      {
        status: order.status,
        history: history.map((e) => ({ status: e.status, at: e.at.toISOString() })),
        hasReturn: asked !== undefined,
      },
      now,
    );
    if (refusal) return { kind: 'refused', message: refusal };
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const problem = returnLinesProblem(request.lines, lines.map(returnable));
    if (problem) return { kind: 'bad-lines', message: problem };
    await tx.insert(orderReturns).values({
      orderId,
      lines: request.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
      reason: request.reason,
      requestedAt: now,
    });
    await queueOrderEmail(tx, orderId, 'return-requested');
    await queueOrderEmail(tx, orderId, 'owner-return-requested');
    return { kind: 'requested', order };
  });
}

/** The order's return request, locked for this transaction's change; undefined when none was asked. */
async function lockedReturn(tx: Tx, orderId: string): Promise<ReturnRow | undefined> {
  const [request] = await tx
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .for('update');
  return request;
}

export type DecideResult =
  { kind: 'decided'; request: ReturnRow } | { kind: 'not-found' } | { kind: 'already'; request: ReturnRow };

/** The shop approves (with the pickup it arranged) or declines (saying why) a return request, once. */
export async function decideReturn(
  db: Db,
  orderId: string,
  decision: 'approved' | 'declined',
  note: string | undefined,
  now = new Date(),
): Promise<DecideResult> {
  return db.transaction(async (tx) => {
    const request = await lockedReturn(tx, orderId);
    if (!request) return { kind: 'not-found' };
    if (request.status !== 'requested') return { kind: 'already', request };
    const [decided] = await tx
      .update(orderReturns)
      .set({ status: decision, note: note ?? null, decidedAt: now })
      .where(eq(orderReturns.orderId, orderId))
      .returning();
    await queueOrderEmail(tx, orderId, decision === 'approved' ? 'return-approved' : 'return-declined');
    return { kind: 'decided', request: decided! };
  });
}

export const refundMessages = {
  notApproved: (status: ReturnRow['status']) =>
    status === 'requested'
      ? 'it is waiting for your answer: approve it first (returns approve), once you know it comes back'
      : status === 'declined'
        ? 'it was declined'
        : 'it is already refunded',
} as const;

export type RefundResult =
  | { kind: 'refunded'; request: ReturnRow; creditNote: string | undefined }
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string };

/**
 * The shop sent an approved return's money back (the returned lines as paid): recorded once, with a
 * credit note for those lines against the order's invoice, and the customer e-mailed. With
 * `restock` (the owner found the items fit to sell again), the returned units go back in stock.
 */
export async function refundReturn(
  db: Db,
  orderId: string,
  { restock = false, now = new Date() }: { restock?: boolean; now?: Date } = {},
): Promise<RefundResult> {
  return db.transaction(async (tx) => {
    const request = await lockedReturn(tx, orderId);
    if (!request) return { kind: 'not-found' };
    if (request.status !== 'approved')
      return { kind: 'refused', message: refundMessages.notApproved(request.status) };
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const refundPaise = returnValuePaise(request.lines, lines.map(returnable));
    // Bought on account and not yet paid: nothing to send back; it comes off what is owed.
    const offAccount = await takeOffAccount(tx, orderId, refundPaise);
    const [refunded] = await tx
      .update(orderReturns)
      .set({ status: 'refunded', refundPaise, refundedAt: now, offAccount })
      .where(eq(orderReturns.orderId, orderId))
      .returning();
    let creditNote: string | undefined;
    await issueQuietly(tx, orderId, async (inner, id) => {
      const issued = await issueCreditNote(
        inner,
        id,
        now,
        new Map(request.lines.map((l) => [l.itemId, l.quantity])),
      );
      if (issued.kind === 'issued') creditNote = issued.document.serial;
      return issued;
    });
    if (restock) {
      const returned = new Map(request.lines.map((l) => [l.itemId, l.quantity]));
      await putBack(
        tx,
        lines.flatMap((l) => {
          const quantity = returned.get(String(l.id));
          return quantity ? [{ ...l, quantity }] : [];
        }),
      );
    }
    await queueOrderEmail(tx, orderId, 'return-refunded');
    return { kind: 'refunded', request: refunded!, creditNote };
  });
}
