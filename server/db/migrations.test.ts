import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { load } from './orm.ts';
import { openPglite, pgliteOptions } from './client.ts';
import { prepareDatabase } from './prepare.ts';
import type * as PgliteDriver from 'drizzle-orm/pglite';
import type * as PgliteMigrator from 'drizzle-orm/pglite/migrator';

/**
 * A shop that ran an older version keeps its data when it upgrades: each migration that rewrites
 * rows is tried on rows written the old way.
 */
const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

/** The migrations folder as it stood up to (and including) the one tagged `last`. */
function folderUpTo(last: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
  folders.push(folder);
  cpSync(migrations, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === last);
  if (end < 0) throw new Error(`no migration ${last}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return folder;
}

describe('0005_payment_machine and 0006_order_history on a shop with older data', () => {
  it('keeps one open payment per order, calls declined failed, and starts each history', async () => {
    const client = new PGlite(pgliteOptions());
    try {
      const { drizzle } = load('drizzle-orm/pglite') as typeof PgliteDriver;
      const { migrate } = load('drizzle-orm/pglite/migrator') as typeof PgliteMigrator;
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: folderUpTo('0004_wishlist') });
      await client.exec(`
        insert into users (id, email, password_hash, first_name, last_name) values ('11111111-1111-4111-8111-111111111111', 'a@example.in', 'x', 'A', 'B');
        insert into orders (id, user_id, total_paise, shipping_address, shipping_phone)
          values ('ORD-OLD00001', '11111111-1111-4111-8111-111111111111', 5000, '{}', '+919876543210'),
                 ('ORD-OLD00002', '11111111-1111-4111-8111-111111111111', 7000, '{}', '+919876543210');
        update orders set status = 2 where id = 'ORD-OLD00002';
        insert into payments (id, order_id, method, amount_paise, status, reference, payer_name, payer_email, payer_phone, return_origin, created_at) values
          ('aaaaaaaa-0000-4000-8000-000000000001', 'ORD-OLD00001', 'upi_qr', 5000, 'pending', 'PAYOLD1', 'A', 'a@example.in', '+919876543210', '', now() - interval '2 hours'),
          ('aaaaaaaa-0000-4000-8000-000000000002', 'ORD-OLD00001', 'upi_qr', 5000, 'pending', 'PAYOLD2', 'A', 'a@example.in', '+919876543210', '', now() - interval '1 hour'),
          ('aaaaaaaa-0000-4000-8000-000000000003', 'ORD-OLD00001', 'gateway', 5000, 'declined', 'PAYOLD3', 'A', 'a@example.in', '+919876543210', '', now() - interval '3 hours');
      `);
      await migrate(db, { migrationsFolder: migrations });
      const { rows } = await client.query<{ reference: string; status: string; open: boolean }>(
        `select reference, status, expires_at > created_at as open from payments order by reference`,
      );
      expect(rows).toEqual([
        { reference: 'PAYOLD1', status: 'expired', open: true },
        { reference: 'PAYOLD2', status: 'pending', open: true },
        { reference: 'PAYOLD3', status: 'failed', open: true },
      ]);
      const events = await client.query<{ reference: string; from_status: string | null; to_status: string }>(
        `select p.reference, e.from_status, e.to_status from payment_events e
           join payments p on p.id = e.payment_id order by p.reference, e.id`,
      );
      expect(events.rows).toEqual([
        { reference: 'PAYOLD1', from_status: null, to_status: 'pending' },
        { reference: 'PAYOLD1', from_status: 'pending', to_status: 'expired' },
        { reference: 'PAYOLD2', from_status: null, to_status: 'pending' },
        { reference: 'PAYOLD3', from_status: null, to_status: 'pending' },
        { reference: 'PAYOLD3', from_status: 'pending', to_status: 'failed' },
      ]);
      // A second open payment for the order is refused by the database itself.
      await expect(
        client.query(
          `insert into payments (order_id, method, amount_paise, reference, payer_name, payer_email, payer_phone, return_origin, expires_at)
           values ('ORD-OLD00001', 'upi_qr', 5000, 'PAYOLD4', 'A', 'a@example.in', '+919876543210', '', now())`,
        ),
      ).rejects.toThrow(/payments_one_open_idx/);
      // 0006: every order's history starts with its placing; one already moved on says where it stands.
      const history = await client.query<{
        order_id: string;
        from_status: number | null;
        to_status: number;
        actor: string;
      }>(`select order_id, from_status, to_status, actor from order_events order by order_id, id`);
      expect(history.rows).toEqual([
        { order_id: 'ORD-OLD00001', from_status: null, to_status: 0, actor: 'shopper' },
        { order_id: 'ORD-OLD00002', from_status: null, to_status: 0, actor: 'shopper' },
        { order_id: 'ORD-OLD00002', from_status: 0, to_status: 2, actor: 'system' },
      ]);
    } finally {
      await client.close();
    }
  });
});

describe('0014_product_tax on a shop with older data', () => {
  it('moves a well-formed HSN code and GST rate out of the attributes into their columns', async () => {
    const client = new PGlite(pgliteOptions());
    try {
      const { drizzle } = load('drizzle-orm/pglite') as typeof PgliteDriver;
      const { migrate } = load('drizzle-orm/pglite/migrator') as typeof PgliteMigrator;
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: folderUpTo('0013_product_search') });
      const product = (id: string, slug: string, attributes: unknown) =>
        `('${id}', '${slug}', '${slug}', 'C', 'P', 10000, 'box', '#000000', '${JSON.stringify(attributes)}')`;
      await client.exec(`
        insert into products (id, slug, title, category, parent_category, regular_price_paise, kind, colour, attributes) values
          ${product('00000000-0000-4000-8000-000000000001', 'both', [
            { key: 'Material', value: ['Kraft'] },
            { key: 'hsn_code', value: ['48191010'] },
            { key: 'gst_rate', value: ['5'], metricUnit: '%' },
            { key: 'Ply', value: ['3'] },
          ])},
          ${product('00000000-0000-4000-8000-000000000002', 'hsn-only', [
            { key: 'HSN Code', value: ['3923'] },
            { key: 'GST', value: ['18 %'] },
          ])},
          ${product('00000000-0000-4000-8000-000000000003', 'malformed', [
            { key: 'hsn_code', value: ['48-19'] },
            { key: 'gst_rate', value: ['eighteen'] },
          ])},
          ${product('00000000-0000-4000-8000-000000000004', 'neither', [{ key: 'Size', value: ['M', 'L'] }])};
      `);
      await migrate(db, { migrationsFolder: migrations });
      const { rows } = await client.query<{
        slug: string;
        hsn_code: string | null;
        gst_rate: string | null;
        keys: string[];
      }>(
        `select slug, hsn_code, gst_rate::text, array(select a->>'key' from jsonb_array_elements(attributes) a) as keys
           from products order by slug`,
      );
      expect(rows).toEqual([
        { slug: 'both', hsn_code: '48191010', gst_rate: '5.00', keys: ['Material', 'Ply'] },
        { slug: 'hsn-only', hsn_code: '3923', gst_rate: null, keys: ['GST'] },
        // Nothing well formed to move: the attributes stay as they were, for the owner to see.
        { slug: 'malformed', hsn_code: null, gst_rate: null, keys: ['hsn_code', 'gst_rate'] },
        { slug: 'neither', hsn_code: null, gst_rate: null, keys: ['Size'] },
      ]);
    } finally {
      await client.close();
    }
  });
});

describe('0019_skus_and_saved_lists on a shop with older data', () => {
  it('leaves older products without a SKU until the start numbers them, newest first, once each', async () => {
    const client = new PGlite(pgliteOptions());
    try {
      const { drizzle } = load('drizzle-orm/pglite') as typeof PgliteDriver;
      const { migrate } = load('drizzle-orm/pglite/migrator') as typeof PgliteMigrator;
      await migrate(drizzle({ client }), { migrationsFolder: folderUpTo('0018_product_order_quantities') });
      const product = (n: number, slug: string, parent: string, daysAgo: number) =>
        `('00000000-0000-4000-8000-00000000000${n}', '${slug}', '${slug}', 'C', '${parent}', 10000, 'box', '#000000', '[]', now() - interval '${daysAgo} days')`;
      await client.exec(`
        insert into products (id, slug, title, category, parent_category, regular_price_paise, kind, colour, attributes, created_at) values
          ${product(1, 'old-tape', 'Tapes', 30)},
          ${product(2, 'new-tape', 'Tapes', 1)},
          ${product(3, 'gloves', 'Gloves & Safety', 10)},
          ${product(4, 'numbers-only', '123', 5)};
      `);
      const database = await openPglite(client);
      await database.migrate();
      const skus = async () =>
        (
          await client.query<{ slug: string; sku: string | null }>(
            `select slug, sku from products order by slug`,
          )
        ).rows;
      expect((await skus()).map((r) => r.sku)).toEqual([null, null, null, null]);
      // The next start: nothing to seed (the shop has products), every product numbered.
      expect(await prepareDatabase(database)).toBe(0);
      expect(await skus()).toEqual([
        { slug: 'gloves', sku: 'GLO-001' },
        { slug: 'new-tape', sku: 'TAP-001' },
        { slug: 'numbers-only', sku: 'SKU-001' },
        { slug: 'old-tape', sku: 'TAP-002' },
      ]);
      expect(await prepareDatabase(database)).toBe(0);
      expect((await skus()).map((r) => r.sku)).toEqual(['GLO-001', 'TAP-001', 'SKU-001', 'TAP-002']);
      await expect(
        client.query(`update products set sku = 'TAP-001' where slug = 'old-tape'`),
      ).rejects.toThrow(/products_sku_unique/);
    } finally {
      await client.close();
    }
  });
});
