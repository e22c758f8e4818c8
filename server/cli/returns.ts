import { formatOrderDate } from '../../src/domain/dates.ts';
import { formatMoney, fromPaise } from '../../src/domain/money.ts';
import { normaliseOrderId } from '../../src/domain/orders.ts';
import { RETURN_STATUS_VIEW, returnedList, returnValuePaise } from '../../src/domain/returns.ts';
import type { Db } from '../db/client.ts';
import { asc, eq, inArray } from '../db/orm.ts';
import { orderLines, orderReturns, orders, users } from '../db/schema.ts';
import { decideReturn, refundReturn, returnable, type ReturnRow } from '../orders/returns.ts';
import { option } from './args.ts';
import { customerLabel } from './customers.ts';
import { UsageError } from './usage-error.ts';

/**
 * The owner's side of returns: the requests waiting for an answer, and the answer (approve, with how
 * the product comes back; decline, with why), which the customer is e-mailed.
 */

interface Output {
  out(line: string): void;
}

type LineRow = typeof orderLines.$inferSelect;

/** '1 x Nitrile Gloves (Size: M), 2 x Bubble Wrap Roll, worth ₹1,234.00': what goes back. */
export function returnedText(request: Pick<ReturnRow, 'lines'>, lines: readonly LineRow[]): string {
  const items = lines.map(returnable);
  const worth = returnValuePaise(request.lines, items);
  return `${returnedList(request.lines, items)}, worth ${formatMoney(fromPaise(worth))}`;
}

/** One line of `orders show`: the return, its answer and when. */
export function returnLine(request: ReturnRow, lines: readonly LineRow[]): string {
  const when = formatOrderDate(
    (request.refundedAt ?? request.decidedAt ?? request.requestedAt).toISOString(),
  );
  const answer = request.note ? ` (${request.note})` : '';
  return `${RETURN_STATUS_VIEW[request.status].label} ${when}${answer}: ${returnedText(request, lines)}; reason: ${request.reason}`;
}

/**
 * What needs the owner, oldest first: requests waiting for an answer, then approved returns waiting
 * for the product and the refund; with --all, every request.
 */
export async function listReturns(db: Db, io: Output, args: string[]): Promise<void> {
  const all = args.includes('--all');
  const rows = await db
    .select({ request: orderReturns, email: users.email })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(all ? undefined : inArray(orderReturns.status, ['requested', 'approved']))
    .orderBy(asc(orderReturns.requestedAt));
  if (rows.length === 0) return io.out(all ? 'No returns requested yet.' : 'No returns waiting for you.');
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.request.orderId),
      ),
    );
  const print = (list: typeof rows) => {
    for (const { request, email } of list) {
      io.out(`${request.orderId}  ${customerLabel(email ?? undefined)}`);
      io.out(
        `  ${returnLine(
          request,
          lines.filter((l) => l.orderId === request.orderId),
        )}`,
      );
    }
  };
  if (all) return print(rows);
  const asked = rows.filter((r) => r.request.status === 'requested');
  const approved = rows.filter((r) => r.request.status === 'approved');
  if (asked.length > 0) {
    io.out(`${asked.length} waiting for your answer:`);
    print(asked);
    io.out(
      'Answer: npm run shop -- returns approve <orderId> --note "how it comes back", or returns decline <orderId> --note "why"',
    );
  }
  if (approved.length > 0) {
    io.out(`${approved.length} approved, to refund once back:`);
    print(approved);
    io.out(
      'Once one is back and its money sent: npm run shop -- returns refunded <orderId> [--restock, when the items can be sold again]',
    );
  }
}

/** Approves or declines one request; the customer is e-mailed the answer with the note. */
export async function answerReturn(
  db: Db,
  io: Output,
  decision: 'approved' | 'declined',
  argv: string[],
): Promise<void> {
  const args = [...argv];
  const note = option(args, 'note') || undefined;
  const [rawId, ...extra] = args;
  const verb = decision === 'approved' ? 'approve' : 'decline';
  if (!rawId || extra.length > 0)
    throw new UsageError(`usage: npm run shop -- returns ${verb} <orderId> --note TEXT`);
  if (decision === 'declined' && !note)
    throw new UsageError(
      'say why with --note, e.g. --note "Opened consumables cannot be returned": the customer is told',
    );
  const id = normaliseOrderId(rawId);
  const result = await decideReturn(db, id, decision, note);
  if (result.kind === 'not-found') throw new UsageError(`no return requested for ${id}`);
  if (result.kind === 'already')
    throw new UsageError(
      `the return for ${id} is already ${RETURN_STATUS_VIEW[result.request.status].label.toLowerCase().replace('return ', '')}; nothing changed`,
    );
  io.out(
    `${id}: ${RETURN_STATUS_VIEW[decision].label.toLowerCase()}; the customer is e-mailed${note ? ` "${note}"` : ''}`,
  );
}

/**
 * The shop sent an approved return's money back: recorded, its credit note issued, the customer
 * told; with --restock, the returned items back in stock (added to the count, not set).
 */
export async function refundedReturn(db: Db, io: Output, argv: string[]): Promise<void> {
  const restock = argv.includes('--restock');
  const [rawId, ...extra] = argv.filter((arg) => arg !== '--restock');
  if (!rawId || extra.length > 0)
    throw new UsageError('usage: npm run shop -- returns refunded <orderId> [--restock]');
  const id = normaliseOrderId(rawId);
  const result = await refundReturn(db, id, { restock });
  if (result.kind === 'not-found') throw new UsageError(`no return requested for ${id}`);
  if (result.kind === 'refused') throw new UsageError(`${id}: ${result.message}; nothing changed`);
  const amount = formatMoney(fromPaise(result.request.refundPaise ?? 0));
  const note = result.creditNote
    ? `credit note ${result.creditNote} issued`
    : 'no credit note (the order has no invoice, or one could not be made: see the server log)';
  const stock = restock
    ? 'the returned items are back in stock'
    : 'stock unchanged (items fit to sell again: products stock)';
  const what = result.request.offAccount
    ? `${amount} taken off what the customer owes on account (nothing to send back)`
    : `refund of ${amount} recorded`;
  io.out(`${id}: ${what}; ${note}; ${stock}; the customer is e-mailed`);
}

/** The order's return, for `orders show`; undefined when none was asked. */
export async function returnOf(db: Db, orderId: string): Promise<string | undefined> {
  const [request] = await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
  if (!request) return undefined;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return returnLine(request, lines);
}
