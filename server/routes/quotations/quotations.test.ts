import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { pdfRupees } from '../../invoices/pdf.ts';
import { isoDayInIndia } from '../../../src/domain/dates.ts';
import { addressMessages } from '../../../src/contract/address.ts';
import { businessMessages } from '../../../src/contract/business.ts';
import { orderList, type OrderLineRequest } from '../../../src/contract/order.ts';
import { quotationAnswer, type QuotationRequestInput } from '../../../src/contract/quotation.ts';
import { gstinMessages } from '../../../src/domain/gst.ts';
import { fromPaise } from '../../../src/domain/money.ts';
import { noLongerSold } from '../../../src/domain/product.ts';
import { quotationTexts } from '../../../src/domain/quotation.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { eq } from '../../db/orm.ts';
import { documentCounters, orderLines, orders, products, taxDocuments } from '../../db/schema.ts';
import { registerSupplier } from '../../invoices/issue.ts';
import { loadStoreConfig } from '../../lib/store-config.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { address, ordersOf, ownerCommand, productId, signUp, unitPricePaise } from '../../test/helpers.ts';
import { untaxedMessage } from '../orders/create-order.ts';

// Seed products: a corrugated box (Brown only, 5% GST, volume prices from 10 and 50), nitrile
// gloves (sizes S to XL, Blue or Black, 18%), packing tape (sold from 6, in sixes), masking tape
// (given its own volume prices here), and two paper cups (one retired, one untaxed, here).
const BOX = 0;
const GLOVES = 119;
const TAPE = 24;
const MASKING = 34;
const RETIRED = 100;
const UNTAXED = 101;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const store = () => loadStoreConfig(h.env.STORE_CONFIG).gst!;
const quote = (json: QuotationRequestInput, token?: string) => apiClient(h, token).quotations.$post({ json });
const quotationOf = async (res: Response) => quotationAnswer.parse(await res.json()).quotation;
const haryana = { ...address, city: 'Gurugram', state: 'Haryana', postalCode: '122001' };

/** POST /orders for the same lines, by a new customer, delivered to `shippingAddress`. */
async function order(items: OrderLineRequest[], shippingAddress = address) {
  const { token } = await signUp(h);
  const res = await apiClient(h, token).orders.$post({
    json: {
      products: Object.fromEntries(items.map((i) => [i.productId, i.quantity])),
      items,
      shippingAddress,
    },
  });
  return { res, token };
}

const twoLines: OrderLineRequest[] = [
  { productId: productId(BOX), quantity: 2 },
  { productId: productId(GLOVES), quantity: 3, size: 'm', color: 'blue' },
];

describe('POST /api/v1/quotations', () => {
  it('prices two lines as an order would, CGST + SGST inside the store’s state and IGST outside it', async () => {
    const inside = await quote({ items: twoLines, state: 'Haryana' });
    expect(inside.status).toBe(200);
    expect(inside.headers.get('cache-control')).toBe('no-store');
    const local = await quotationOf(inside);
    expect(local).toMatchObject({
      kind: 'quotation',
      serial: '',
      orderId: '',
      against: null,
      intraState: true,
      placeOfSupply: { state: 'Haryana', stateCode: '06' },
      supplier: { name: store().legalName, gstin: store().gstin, state: 'Haryana', stateCode: '06' },
    });
    expect(local.lines.map((l) => [l.description, l.hsnCode, l.rate, l.quantity, l.unitPrice])).toEqual([
      [
        `${seedProducts[BOX]!.title} (Colour: Brown)`,
        seedProducts[BOX]!.hsnCode,
        seedProducts[BOX]!.gstRate,
        2,
        fromPaise(unitPricePaise(BOX)),
      ],
      [
        `${seedProducts[GLOVES]!.title} (Size: M, Colour: Blue)`,
        seedProducts[GLOVES]!.hsnCode,
        seedProducts[GLOVES]!.gstRate,
        3,
        fromPaise(unitPricePaise(GLOVES)),
      ],
    ]);
    expect(local.totals.igst).toBe(0);
    expect(local.totals.cgst).toBeGreaterThan(0);
    expect(local.totals.cgst).toBe(local.totals.sgst);
    expect(local.lines.every((l) => l.igst === 0 && l.cgst === l.sgst)).toBe(true);

    const away = await quotationOf(await quote({ items: twoLines, state: 'Karnataka' }));
    expect(away).toMatchObject({ intraState: false, placeOfSupply: { state: 'Karnataka', stateCode: '29' } });
    expect(away.totals.cgst + away.totals.sgst).toBe(0);
    expect(away.totals.igst).toBeGreaterThan(0);
    expect(away.lines.every((l) => l.cgst === 0 && l.sgst === 0 && l.igst > 0)).toBe(true);
    // The same goods and the same money, split another way (CGST and SGST each rounded to the paisa).
    expect(away.totals.total).toBe(local.totals.total);
    expect(away.totals.taxable).toBeCloseTo(local.totals.taxable, 1);
    expect(away.totals.igst).toBeCloseTo(local.totals.cgst + local.totals.sgst, 1);
    expect(away.lines.map((l) => l.total)).toEqual(local.lines.map((l) => l.total));
  });

  it('comes to what POST /orders charges for the same lines, line by line and in total', async () => {
    const quotation = await quotationOf(await quote({ items: twoLines, state: 'Haryana' }));
    const { res, token } = await order(twoLines, haryana);
    expect(res.status).toBe(201);
    const [placed] = orderList.parse(await ordersOf(h, token));
    expect(quotation.totals.total).toBe(placed!.total);
    expect(quotation.lines.map((l) => [l.quantity, l.unitPrice])).toEqual(
      placed!.items.map((i) => [i.quantity, i.price]),
    );
    const { taxable, cgst, sgst, igst, roundOff, total } = quotation.totals;
    expect(taxable + cgst + sgst + igst + roundOff).toBeCloseTo(total, 2);
    expect(quotation.amountInWords).toMatch(/^Rupees .+ only$/i);
  });

  it('shows the volume price a line’s quantity reaches, as the owner sets it', async () => {
    const at = async (index: number, quantity: number) => {
      const res = await quote({ items: [{ productId: productId(index), quantity }], state: 'Karnataka' });
      expect(res.status).toBe(200);
      const { lines, totals } = await quotationOf(res);
      expect(totals.total).toBeCloseTo(lines[0]!.unitPrice * quantity, 2);
      return lines[0]!.unitPrice;
    };
    const [first, second] = seedProducts[BOX]!.priceTiers!;
    expect(await at(BOX, first!.minQuantity - 1)).toBe(fromPaise(unitPricePaise(BOX)));
    expect(await at(BOX, first!.minQuantity)).toBe(fromPaise(first!.pricePaise));
    expect(await at(BOX, second!.minQuantity)).toBe(fromPaise(second!.pricePaise));

    // The owner's new prices show at once, as the next order would be charged.
    await ownerCommand(h, ['products', 'tiers', seedProducts[MASKING]!.slug, '20:30|100:27']);
    expect(await at(MASKING, 19)).toBe(32);
    expect(await at(MASKING, 20)).toBe(30);
    expect(await at(MASKING, 100)).toBe(27);
    const { res, token } = await order([{ productId: productId(MASKING), quantity: 20 }]);
    expect(res.status).toBe(201);
    expect(orderList.parse(await ordersOf(h, token))[0]!.total).toBe(600);
  });

  it('prints the business’s name and GSTIN as the recipient, or a plain heading without one', async () => {
    const business = await quote({
      items: twoLines,
      state: 'Maharashtra',
      buyer: { gstin: ' 27aapfu0939f1zv ', legalName: ' Unicorn Logistics LLP ' },
    });
    expect(business.status).toBe(200);
    expect((await quotationOf(business)).recipient).toEqual({
      name: 'Unicorn Logistics LLP',
      gstin: '27AAPFU0939F1ZV',
      address: [],
      state: 'Maharashtra',
      stateCode: '27',
    });
    expect((await quotationOf(await quote({ items: twoLines, state: 'Maharashtra' }))).recipient).toEqual({
      name: quotationTexts.anyBuyer,
      gstin: null,
      address: [],
      state: 'Maharashtra',
      stateCode: '27',
    });
  });

  it('refuses a GSTIN registered in another state than the goods go to, on buyer.gstin', async () => {
    const res = await quote({
      items: twoLines,
      state: 'Karnataka',
      buyer: { gstin: '27AAPFU0939F1ZV', legalName: 'Unicorn Logistics LLP' },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(`buyer.gstin: ${gstinMessages.state('27', 'Maharashtra', 'Karnataka')}`);
    const blank = await quote({
      items: twoLines,
      state: 'Karnataka',
      buyer: { gstin: '  ', legalName: 'Unicorn Logistics LLP' },
    });
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toBe(`buyer.gstin: ${businessMessages.gstin}`);
  });

  it('refuses what an order would refuse, with the order’s own status and words', async () => {
    await ownerCommand(h, ['products', 'retire', seedProducts[RETIRED]!.slug]);
    await h.database.db
      .update(products)
      .set({ hsnCode: null })
      .where(eq(products.id, productId(UNTAXED)));
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: Array<[OrderLineRequest, number, string]> = [
      [{ productId: productId(RETIRED), quantity: 1 }, 409, noLongerSold(seedProducts[RETIRED]!.title)],
      [{ productId: productId(UNTAXED), quantity: 1 }, 409, untaxedMessage(seedProducts[UNTAXED]!.title)],
      [{ productId: unknown, quantity: 1 }, 400, `Unknown product '${unknown}'`],
      [{ productId: 'not-a-product', quantity: 1 }, 400, "Unknown product 'not-a-product'"],
      [
        { productId: productId(GLOVES), quantity: 1, color: 'Blue' },
        400,
        `Choose a size of '${seedProducts[GLOVES]!.title}' (sizes: S, M, L, XL)`,
      ],
      [
        { productId: productId(GLOVES), quantity: 1, size: 'M', color: 'Pink' },
        400,
        `'${seedProducts[GLOVES]!.title}' has no colour 'Pink' (colours: Blue, Black)`,
      ],
      [{ productId: productId(TAPE), quantity: 1 }, 400, `Order at least 6 of ${seedProducts[TAPE]!.title}`],
    ];
    for (const [line, status, message] of cases) {
      const items = [{ productId: productId(BOX), quantity: 1 }, line];
      const res = await quote({ items, state: 'Haryana' });
      const { res: ordered } = await order(items);
      expect([res.status, await errorOf(res)], JSON.stringify(line)).toEqual([
        status,
        `items[1]: ${message}`,
      ]);
      expect([ordered.status, await errorOf(ordered)]).toEqual([status, `items[1]: ${message}`]);
    }
  });

  it('refuses a state that is not one, and a quotation without lines', async () => {
    for (const state of ['Atlantis', '', 'HR']) {
      const res = await quote({ items: twoLines, state });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(`state: ${addressMessages.state}`);
    }
    const empty = await quote({ items: [], state: 'Haryana' });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe('items: Add at least one product to the quotation');
  });

  it('needs no session, answers a signed-in shopper the same, and keeps nothing', async () => {
    const count = async () => ({
      orders: (await h.database.db.select({ id: orders.id }).from(orders)).length,
      lines: (await h.database.db.select({ id: orderLines.id }).from(orderLines)).length,
      documents: (await h.database.db.select({ serial: taxDocuments.serial }).from(taxDocuments)).length,
      counters: (await h.database.db.select().from(documentCounters)).length,
    });
    const before = await count();
    const guest = await quote({ items: twoLines, state: 'Karnataka' });
    expect(guest.status).toBe(200);
    const { token } = await signUp(h);
    const signedIn = await quote({ items: twoLines, state: 'Karnataka' }, token);
    expect(signedIn.status).toBe(200);
    const [a, b] = [await quotationOf(guest), await quotationOf(signedIn)];
    expect({ ...a, issuedAt: '', orderedAt: '' }).toEqual({ ...b, issuedAt: '', orderedAt: '' });
    expect(await count()).toEqual(before);
  });

  it('answers 409 in a shop without a GST registration', async () => {
    await registerSupplier(h.database.db, undefined);
    try {
      const res = await quote({ items: twoLines, state: 'Haryana' });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toBe(quotationTexts.unregistered);
    } finally {
      await registerSupplier(h.database.db, store());
    }
    expect((await quote({ items: twoLines, state: 'Haryana' })).status).toBe(200);
  });

  it('refuses a flood from one address with 429', async () => {
    const strict = await createHarness({ RATE_LIMIT_PER_IP: '2' });
    try {
      const ask = () => apiClient(strict).quotations.$post({ json: { items: twoLines, state: 'Goa' } });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const third = await ask();
      expect(third.status).toBe(429);
      expect(third.headers.get('Retry-After')).toMatch(/^\d+$/);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/v1/quotations.pdf', () => {
  it('draws the same quotation as a PDF to forward: titled Quotation, not a tax invoice, the same total', async () => {
    const request = {
      items: twoLines,
      state: 'Maharashtra',
      buyer: { gstin: '27AAPFU0939F1ZV', legalName: 'Unicorn Logistics LLP' },
    };
    const json = await quotationOf(await quote(request));
    const res = await apiClient(h)['quotations.pdf'].$post({ json: request });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="quotation-${isoDayInIndia(new Date())}.pdf"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const expected of [
      'Quotation',
      'Not a tax invoice.',
      'Unicorn Logistics LLP',
      'GSTIN: 27AAPFU0939F1ZV',
      'Place of supply: Maharashtra (27)',
      `Quotation total: ${pdfRupees(json.totals.total)}`,
    ])
      expect(text).toContain(expected);
    // No serial, no order, no reverse-charge line: it is not an invoice.
    for (const absent of ['Invoice no.', 'Order', 'reverse charge']) expect(text).not.toContain(absent);
  });

  it('refuses what the quotation refuses, in the same words (JSON, not a PDF)', async () => {
    const res = await apiClient(h)['quotations.pdf'].$post({
      json: { items: twoLines, state: 'Atlantis' } as QuotationRequestInput,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await errorOf(res)).toBe(`state: ${addressMessages.state}`);
  });
});
