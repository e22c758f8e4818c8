import { asc, count, eq, ne } from '../db/orm.ts';
import { COUPON_CODE, couponTexts, normaliseCouponCode } from '../../src/domain/coupons.ts';
import { formatOrderDate } from '../../src/domain/dates.ts';
import { ORDER_STATUS } from '../../src/domain/order-status.ts';
import type { Db } from '../db/client.ts';
import { coupons, orders } from '../db/schema.ts';
import { isUniqueViolation } from '../lib/errors.ts';
import { dateOption, flag, option } from './args.ts';
import { rupees } from './products-import.ts';
import { UsageError } from './usage-error.ts';

/** The owner's coupons: add one, list them with their uses, end one. */

interface Output {
  out(line: string): void;
}

const ADD_USAGE =
  'give the code and what it takes off, e.g. npm run shop -- coupons add WELCOME10 --percent 10 --up-to 200 --min 500';

const amountOption = (args: string[], name: string): number | undefined => {
  const value = option(args, name);
  if (value === undefined) return undefined;
  const read = rupees.safeParse(value);
  if (!read.success) throw new UsageError(`--${name} ${read.error.issues[0]?.message ?? 'is not valid'}`);
  return read.data;
};

/** A count option: a whole number from 1, or 'any' (no limit) where `any` is allowed. */
const countOption = (args: string[], name: string, fallback: number | null): number | null => {
  const value = option(args, name);
  if (value === undefined) return fallback;
  if (value === 'any') return null;
  if (!/^[1-9]\d{0,6}$/.test(value)) throw new UsageError(`--${name} must be a whole number from 1, or any`);
  return Number(value);
};

export async function addCoupon(db: Db, io: Output, args: string[]) {
  const rest = [...args];
  const percent = option(rest, 'percent');
  const amountOffPaise = amountOption(rest, 'off') ?? null;
  const maxDiscountPaise = amountOption(rest, 'up-to') ?? null;
  const minOrderPaise = amountOption(rest, 'min') ?? 0;
  const startsAt = dateOption(rest, 'from', 'start') ?? null;
  const endsAt = dateOption(rest, 'until', 'end') ?? null;
  const maxUses = countOption(rest, 'uses', null);
  const usesPerCustomer = countOption(rest, 'per-customer', 1);
  const shown = flag(rest, 'show');
  const firstOrderOnly = flag(rest, 'first-order');
  const [typed, ...more] = rest;
  if (!typed || more.length > 0) throw new UsageError(ADD_USAGE);
  const code = normaliseCouponCode(typed);
  if (!COUPON_CODE.test(code))
    throw new UsageError(`'${typed}' cannot be a code: use 3 to 20 letters, digits or hyphens`);
  if ((percent === undefined) === (amountOffPaise === null))
    throw new UsageError('give either --percent (a per cent off) or --off (a sum off in rupees)');
  const percentOff = percent === undefined ? null : Number(percent);
  if (percentOff !== null && !(Number.isInteger(percentOff) && percentOff >= 1 && percentOff <= 90))
    throw new UsageError('--percent must be a whole number from 1 to 90');
  if (maxDiscountPaise !== null && percentOff === null)
    throw new UsageError('--up-to caps a per cent off: a sum off is its own cap');
  if (startsAt && endsAt && startsAt > endsAt) throw new UsageError('--from must not be after --until');
  if (amountOffPaise !== null && minOrderPaise > 0 && amountOffPaise >= minOrderPaise)
    throw new UsageError('--off must be less than --min, or orders at the minimum would be free');
  const coupon = {
    code,
    percentOff,
    amountOffPaise,
    maxDiscountPaise,
    minOrderPaise,
    startsAt,
    endsAt,
    maxUses,
    usesPerCustomer,
    shown,
    firstOrderOnly,
  };
  try {
    await db.insert(coupons).values(coupon);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new UsageError(`there is a coupon ${code} already: end it, and add one under a new code`);
    throw error;
  }
  io.out(`Added ${code}: ${couponTexts.describe(coupon)}${windowText(coupon)}${limitsText(coupon)}.`);
}

const windowText = (c: { startsAt: Date | null; endsAt: Date | null }) =>
  [
    c.startsAt && `, from ${formatOrderDate(c.startsAt.toISOString())}`,
    c.endsAt && `, until ${formatOrderDate(c.endsAt.toISOString())}`,
  ]
    .filter(Boolean)
    .join('');

const limitsText = (c: { maxUses: number | null; usesPerCustomer: number | null; shown?: boolean }) =>
  [
    c.maxUses !== null && `, ${c.maxUses} ${c.maxUses === 1 ? 'order' : 'orders'} in all`,
    c.usesPerCustomer === null ? ', any number per customer' : `, ${c.usesPerCustomer} per customer`,
    c.shown && ', shown at checkout',
  ]
    .filter(Boolean)
    .join('');

/** Every coupon, the newest first, with how many orders (not cancelled) used it and whether it is on. */
export async function listCoupons(db: Db, io: Output, now = new Date()) {
  const rows = await db.select().from(coupons).orderBy(asc(coupons.createdAt), asc(coupons.code));
  if (rows.length === 0) return io.out('No coupons. Add one: npm run shop -- coupons add --help');
  const used = new Map(
    (
      await db
        .select({ code: orders.couponCode, n: count() })
        .from(orders)
        .where(ne(orders.status, ORDER_STATUS.cancelled))
        .groupBy(orders.couponCode)
    ).map((r) => [r.code, r.n]),
  );
  for (const c of rows.reverse()) {
    const state = c.endsAt && c.endsAt <= now ? 'ended' : c.startsAt && c.startsAt > now ? 'not yet' : 'on';
    const uses = used.get(c.code) ?? 0;
    io.out(
      `${c.code}  ${state}  ${couponTexts.describe(c)}${windowText(c)}${limitsText(c)}; used on ${uses} ${uses === 1 ? 'order' : 'orders'}`,
    );
  }
}

/** Ends a coupon now: no new order takes it; the orders that used it keep it. */
export async function endCoupon(db: Db, io: Output, [typed, ...more]: string[], now = new Date()) {
  if (!typed || more.length > 0)
    throw new UsageError('give the code, e.g. npm run shop -- coupons end WELCOME10');
  const code = normaliseCouponCode(typed);
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!coupon) throw new UsageError(`no coupon ${code}: npm run shop -- coupons list shows them`);
  if (coupon.endsAt && coupon.endsAt <= now)
    return io.out(`${code} ended already, on ${formatOrderDate(coupon.endsAt.toISOString())}.`);
  await db.update(coupons).set({ endsAt: now }).where(eq(coupons.code, code));
  io.out(`Ended ${code}: no new order takes it.`);
}
