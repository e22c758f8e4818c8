import {
  availablePaise,
  creditTermsProblem,
  formatDueDay,
  isOverdue,
} from '../../src/domain/credit-account.ts';
import { countOf } from '../../src/domain/count.ts';
import { formatPaise, readPaise } from '../../src/domain/money.ts';
import type { Db } from '../db/client.ts';
import { asc, eq } from '../db/orm.ts';
import { creditAccounts, users } from '../db/schema.ts';
import { openOnAccount, owedOf } from '../payments/account.ts';
import { customerByEmail, customerLabel } from './customers.ts';
import type { Output } from './commands.ts';
import { UsageError } from './usage-error.ts';

/**
 * The owner's side of buying on account (src/domain/credit-account.ts): give a customer credit or
 * change it, stop it, and list who owes what. What they owe is their orders on account still open;
 * the owner records each payment with `payments mark-paid`.
 */

async function customerBy(db: Db, given: string | undefined, usage: string) {
  if (!given) throw new UsageError(usage);
  const { email, user } = await customerByEmail(db, given);
  if (!user) throw new UsageError(`no customer has the e-mail ${email}; they register first`);
  return user;
}

/** `credit set <email> <limit> <days>`: the customer may buy on account up to the limit, each order due in the days. */
export async function setCredit(db: Db, io: Output, args: readonly string[]): Promise<void> {
  const usage = 'usage: npm run shop -- credit set <email> <limit in rupees> <days to pay>';
  const [given, limit, days, ...extra] = args;
  if (limit === undefined || days === undefined || extra.length > 0) throw new UsageError(usage);
  const user = await customerBy(db, given, usage);
  const limitPaise = readPaise(limit);
  if (limitPaise === undefined)
    throw new UsageError(`'${limit}' is not an amount in rupees (50000 or 50,000)`);
  const problem = creditTermsProblem(limitPaise, Number(days));
  if (problem) throw new UsageError(`${problem}; nothing changed`);
  const terms = { limitPaise, days: Number(days) };
  await db
    .insert(creditAccounts)
    .values({ userId: user.id, ...terms })
    .onConflictDoUpdate({ target: creditAccounts.userId, set: { ...terms, updatedAt: new Date() } });
  const owed = owedOf(await openOnAccount(db, user.id), new Date());
  io.out(
    `${user.email}: may buy on account up to ${formatPaise(limitPaise)}, each order due ${terms.days} days after it is confirmed; owes ${formatPaise(owed.owedPaise)}, ${formatPaise(availablePaise(terms, owed))} available`,
  );
}

/** `credit stop <email>`: no new orders on account; what they owe stays due. */
export async function stopCredit(db: Db, io: Output, args: readonly string[]): Promise<void> {
  const usage = 'usage: npm run shop -- credit stop <email>';
  if (args.length !== 1) throw new UsageError(usage);
  const user = await customerBy(db, args[0], usage);
  const stopped = await db.delete(creditAccounts).where(eq(creditAccounts.userId, user.id)).returning();
  if (stopped.length === 0) throw new UsageError(`${user.email} has no credit; nothing changed`);
  const owed = owedOf(await openOnAccount(db, user.id), new Date());
  io.out(
    `${user.email}: no longer buys on account${owed.owedPaise > 0 ? `; still owes ${formatPaise(owed.owedPaise)} on orders already confirmed` : ''}`,
  );
}

/** `credit list`: every customer with credit, then anyone still owing on account without it, the overdue first. */
export async function listCredit(db: Db, io: Output): Promise<void> {
  const now = new Date();
  const accounts = await db
    .select({
      userId: users.id,
      email: users.email,
      limitPaise: creditAccounts.limitPaise,
      days: creditAccounts.days,
    })
    .from(creditAccounts)
    .innerJoin(users, eq(users.id, creditAccounts.userId))
    .orderBy(asc(users.email));
  const open = await openOnAccount(db);
  const owing = [...new Set(open.map((o) => o.userId))];
  const customers = [
    ...accounts,
    ...owing
      .filter((id) => !accounts.some((a) => a.userId === id))
      .map((userId) => ({
        userId,
        email: open.find((o) => o.userId === userId)!.email,
        limitPaise: 0,
        days: 0,
      })),
  ];
  if (customers.length === 0) {
    io.out('No customer buys on account. Give one credit: npm run shop -- credit set <email> 50000 30');
    return;
  }
  const rows = customers.map((c) => {
    const theirs = open.filter((o) => o.userId === c.userId);
    return { ...c, email: customerLabel(c.email), theirs, owed: owedOf(theirs, now) };
  });
  rows.sort((a, b) => b.owed.overduePaise - a.owed.overduePaise || a.email.localeCompare(b.email));
  let overdue = 0;
  for (const r of rows) {
    const terms = r.limitPaise > 0 ? `limit ${formatPaise(r.limitPaise)}, ${r.days} days` : 'credit stopped';
    const left =
      r.limitPaise > 0
        ? `, ${formatPaise(availablePaise({ limitPaise: r.limitPaise, days: r.days }, r.owed))} available`
        : '';
    io.out(`${r.email}: ${terms}; owes ${formatPaise(r.owed.owedPaise)}${left}`);
    if (r.owed.overduePaise > 0) {
      overdue += 1;
      io.out(`  OVERDUE ${formatPaise(r.owed.overduePaise)}`);
    }
    for (const o of r.theirs) {
      const late = isOverdue(o.dueOn!, now) ? ' (overdue)' : '';
      io.out(`  ${o.orderId}  ${formatPaise(o.amountPaise)} due by ${formatDueDay(o.dueOn!)}${late}`);
    }
  }
  io.out(
    `${countOf(rows.length, 'customer')} on account${overdue > 0 ? `, ${overdue} overdue` : ''}. Record a payment: npm run shop -- payments mark-paid <orderId>`,
  );
}
