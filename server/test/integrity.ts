import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { pgliteOptions } from '../db/client.ts';

const COUNTS = `select
  (select count(*) from orders)::int as orders,
  (select count(*) from orders o
    where not exists (select 1 from order_lines l where l.order_id = o.id))::int as "withoutLines",
  (select count(*) from orders o
    where o.total_paise <> o.cod_fee_paise + (select coalesce(sum(l.quantity * l.unit_price_paise - l.discount_paise), 0)
      from order_lines l where l.order_id = o.id)
      or o.discount_paise <> (select coalesce(sum(l.discount_paise), 0) from order_lines l where l.order_id = o.id))::int as "wrongTotal"`;

export interface OrderIntegrity {
  orders: number;
  withoutLines: number;
  wrongTotal: number;
}

/**
 * Every order in the database, read directly (the server must be stopped for PGlite): how many
 * there are, how many have no lines and how many totals differ from the sum of their lines (each
 * less its share of a coupon's discount, the cash-on-delivery fee added).
 */
export async function orderIntegrity(env: Record<string, string>): Promise<OrderIntegrity> {
  if (env.DATABASE_URL) {
    const client = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      const [row] = await client.unsafe<OrderIntegrity[]>(COUNTS);
      return row!;
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(join(env.DATA_DIR!, 'db'), pgliteOptions());
  try {
    const { rows } = await db.query<OrderIntegrity>(COUNTS);
    return rows[0]!;
  } finally {
    await db.close();
  }
}
