import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBook } from '../../../src/contract/address-book.ts';
import { order as orderSchema } from '../../../src/contract/order.ts';
import { loadStoreConfig } from '../../lib/store-config.ts';
import { createMailQueue } from '../../mail/queue.ts';
import { apiClient } from '../../test/client.ts';
import { createHarness, storeConfigPath, type Harness } from '../../test/harness.ts';
import { address, call, errorIn, ownerCommand, productId, signUp } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const NOTE = 'Blue gate opposite the temple; call before coming';

/** POST /orders with the extension's deliveryNote (any value, as a client might send it). */
async function orderWith(token: string, deliveryNote: unknown) {
  return call(h, 'POST', '/api/v1/orders', {
    token,
    body: { products: { [productId(0)]: 1 }, shippingAddress: address, deliveryNote },
  });
}

const placedWith = async (token: string, deliveryNote?: string) => {
  const res = await orderWith(token, deliveryNote);
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
};

const bookOf = async (token: string) =>
  addressBook.parse(await (await apiClient(h, token).account.addresses.$get()).json());

describe("an order's delivery instructions (extension: deliveryNote)", () => {
  it('are kept on one line and served with the order, to its shopper and to a tracker', async () => {
    const { token, email } = await signUp(h);
    const id = await placedWith(token, `  Blue gate opposite the temple;\n\tcall before   coming `);
    const [mine] = (await (await apiClient(h, token).orders.$get({ query: {} })).json()).map((o) =>
      orderSchema.parse(o),
    );
    expect(mine).toMatchObject({ id, deliveryNote: NOTE });
    const tracked = await apiClient(h).orders[':id'].$get({ param: { id }, query: { contactInfo: email } });
    expect(orderSchema.parse(await tracked.json()).deliveryNote).toBe(NOTE);
  });

  it('are none when left empty or blank, as before the extension', async () => {
    const { token } = await signUp(h);
    await placedWith(token);
    await placedWith(token, '  \n ');
    const list = await (await apiClient(h, token).orders.$get({ query: {} })).json();
    expect(list.map((o) => 'deliveryNote' in o)).toEqual([false, false]);
  });

  it('are refused past 200 characters, and when not text, naming the field; no order is made', async () => {
    const { token } = await signUp(h);
    const long = await orderWith(token, 'x'.repeat(201));
    expect(long.status).toBe(400);
    expect(errorIn(long)).toBe('deliveryNote: Delivery instructions may be 200 characters at most');
    expect((await orderWith(token, 42)).status).toBe(400);
    // 200 after the spaces are folded is within the limit.
    expect((await orderWith(token, ` ${'x'.repeat(100)}   ${'y'.repeat(99)} `)).status).toBe(201);
    expect(await (await apiClient(h, token).orders.$get({ query: {} })).json()).toHaveLength(1);
  });

  it('go with the address into the address book; the next order there without any clears them', async () => {
    const { token } = await signUp(h);
    await placedWith(token, NOTE);
    expect((await bookOf(token)).map((a) => a.deliveryNote)).toEqual([NOTE]);
    await placedWith(token);
    const [entry, ...more] = await bookOf(token);
    expect(more).toEqual([]);
    expect(entry).not.toHaveProperty('deliveryNote');
  });

  it("reach whoever packs the order: orders show, the packing slip and the shop's To pack e-mail", async () => {
    const { token } = await signUp(h);
    const id = await placedWith(token, NOTE);
    expect(await ownerCommand(h, ['orders', 'show', id])).toContain(`\nNote:     ${NOTE}\n`);

    const queue = createMailQueue({
      db: h.database.db,
      mailer: h.mailer,
      store: loadStoreConfig(storeConfigPath),
      env: { ...h.env, ORDER_ALERTS_TO: 'packing@shop.example.in' },
    });
    await ownerCommand(h, ['payments', 'mark-paid', id]);
    while ((await queue.drain()) > 0);
    const alert = h.mailer.sent.find((m) => m.subject === `To pack: order ${id}`);
    expect(alert?.text).toContain(`Delivery instructions: ${NOTE}`);
    expect(alert?.html).toContain(`Delivery instructions: ${NOTE}`);

    const made = new Map<string, Uint8Array>();
    await ownerCommand(h, ['orders', 'slips', 'slips.pdf', id], undefined, made);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(made.get('slips.pdf')!)));
    expect(text[0]?.replace(/\s+/g, ' ')).toContain(`Delivery instructions: ${NOTE}`);
  });
});
