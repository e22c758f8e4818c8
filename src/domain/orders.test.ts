import { describe, expect, it } from 'vitest';
import { order, orderCreateRequest } from '../contract/order.ts';
import {
  isPending,
  newOrderId,
  newPaymentReference,
  normaliseOrderId,
  orderIncludedGst,
  orderRequest,
  refusalForShopper,
  orderTotal,
  shippingLine,
} from './orders.ts';

const read = (input: unknown) => order.parse(input);

const placed = read({
  id: 'ORD-7K2M9XQ4',
  status: null,
  createdAt: '2025-02-10T08:30:00.000Z',
  items: [
    { id: 'OI-1', productTitle: 'Floor Cleaner Liquid, Lavender, 5 L', quantity: 1, price: 549 },
    { id: 'OI-2', productTitle: 'Paper Cups, 150 ml (Pack of 50)', quantity: 3, price: 45.1 },
  ],
  shippingAddress: {
    address: '42, 3rd Cross, HAL 2nd Stage, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560038',
  },
});

describe('shippingLine', () => {
  it('joins address, city, state and PIN on one line', () => {
    expect(shippingLine(placed.shippingAddress)).toBe(
      '42, 3rd Cross, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka, 560038',
    );
  });

  it('leaves out blank parts', () => {
    expect(shippingLine({ address: ' ', city: 'Delhi', state: '', postalCode: '110001' })).toBe(
      'Delhi, 110001',
    );
  });
});

describe('orderTotal', () => {
  it("uses the order's total when it has one", () => {
    expect(orderTotal({ ...placed, total: 1249.5 })).toBe(1249.5);
    expect(orderTotal({ ...placed, total: 0 })).toBe(0);
  });

  it('adds up the lines in paise otherwise', () => {
    // 45.1 * 3 is 135.29999999999998 in floating point.
    expect(orderTotal(placed)).toBe(684.3);
  });
});

describe('isPending', () => {
  it('treats a missing status as pending (0)', () => {
    expect(isPending(placed)).toBe(true);
    expect(isPending({ status: 1 })).toBe(false);
  });
});

describe('orderRequest', () => {
  const address = {
    fullName: 'Asha Verma',
    address: '42, 3rd Cross, HAL 2nd Stage, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560038',
    phone: '+919845012345',
  };
  const line = { name: 'Nitrile Gloves', image: '', price: 499 };

  it('sends each cart line with its size and colour, and the spec map adding up one product', () => {
    const request = orderRequest(
      [
        { ...line, id: 'gloves', quantity: 1, selectedSize: 'M', selectedColor: 'Blue' },
        { ...line, id: 'gloves', quantity: 2, selectedSize: 'XL' },
        { ...line, id: 'tape', quantity: 5 },
      ],
      { address },
    );
    expect(request.products).toEqual({ gloves: 3, tape: 5 });
    expect(request.items).toEqual([
      { productId: 'gloves', quantity: 1, size: 'M', color: 'Blue' },
      { productId: 'gloves', quantity: 2, size: 'XL' },
      { productId: 'tape', quantity: 5 },
    ]);
    expect(request.shippingAddress).toBe(address);
    // What the contract sends is what was built: no line is lost or changed on the way.
    expect(orderCreateRequest.parse(request)).toEqual(request);
    expect(request).not.toHaveProperty('deliveryNote');
  });

  it('carries the delivery instructions, which the contract keeps on one line', () => {
    const request = orderRequest([{ ...line, id: 'tape', quantity: 1 }], {
      address,
      deliveryNote: 'Opposite the post office',
    });
    expect(request.deliveryNote).toBe('Opposite the post office');
    const read = orderCreateRequest.parse({ ...request, deliveryNote: '  Blue gate,\n\tcall   first ' });
    expect(read.deliveryNote).toBe('Blue gate, call first');
    expect(orderCreateRequest.parse({ ...request, deliveryNote: ' \n ' }).deliveryNote).toBeUndefined();
    const long = orderCreateRequest.safeParse({ ...request, deliveryNote: 'x'.repeat(201) });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['deliveryNote'],
      message: 'Delivery instructions may be 200 characters at most',
    });
  });
});

describe('order numbers', () => {
  it('are ORD- and 8 Crockford base32 characters, each one new', () => {
    const ids = new Set(Array.from({ length: 1000 }, newOrderId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^ORD-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
  });

  it('read back as they were made: what normaliseOrderId forgives is never in one', () => {
    for (const id of Array.from({ length: 1000 }, newOrderId)) expect(normaliseOrderId(id)).toBe(id);
  });

  it('use every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 200 }, newOrderId).flatMap((id) => [...id.slice(4)]));
    expect(seen.size).toBe(32);
  });

  it('payment references are PAY and 12 Crockford characters', () => {
    expect(newPaymentReference()).toMatch(/^PAY[0-9ABCDEFGHJKMNPQRSTVWXYZ]{12}$/);
    expect(newPaymentReference()).not.toBe(newPaymentReference());
  });
});

describe('normaliseOrderId', () => {
  it('forgives how people type an order number: case, spaces, and I, L, O for 1 and 0', () => {
    expect(normaliseOrderId(' ord-7k2m9xq4 ')).toBe('ORD-7K2M9XQ4');
    expect(normaliseOrderId('ORD-7K2M9XQO')).toBe('ORD-7K2M9XQ0');
    expect(normaliseOrderId('ORD-IL000000')).toBe('ORD-11000000');
    expect(normaliseOrderId('0RD-7K2M9XQ4')).toBe('ORD-7K2M9XQ4');
  });
});

describe('orderIncludedGst', () => {
  const item = (price: number, quantity: number, gstRate?: number) =>
    order.parse({
      id: 'ORD-1',
      createdAt: '2026-11-25T00:00:00Z',
      items: [{ id: '1', productTitle: 'x', quantity, price, gstRate }],
    }).items[0]!;
  it('adds the GST inside each line, and a cash-on-delivery fee at the highest rate', () => {
    expect(orderIncludedGst({ items: [item(118, 2, 18), item(105, 1, 5)] })).toEqual({
      gst: 41,
      byRate: [
        { rate: 5, taxable: 100, tax: 5 },
        { rate: 18, taxable: 200, tax: 36 },
      ],
    });
    // The ₹59 fee is taxed at 18 %, with the ₹118 line: ₹150 taxable, ₹27 tax.
    expect(
      orderIncludedGst({ items: [item(105, 1, 5), item(118, 1, 18)], cashOnDelivery: { fee: 59, due: 282 } }),
    ).toEqual({
      gst: 32,
      byRate: [
        { rate: 5, taxable: 100, tax: 5 },
        { rate: 18, taxable: 150, tax: 27 },
      ],
    });
  });
  it('says nothing where a line’s rate is unknown (a server without rates)', () => {
    expect(orderIncludedGst({ items: [item(118, 2, 18), item(105, 1)] })).toBeUndefined();
  });
});

describe('refusalForShopper', () => {
  it("leaves out the request's field names, wherever they are", () => {
    expect(
      refusalForShopper(
        "Not enough stock. items[1]: 'Nitrile Gloves' size L: 1 left; products: 'Tape': none left",
      ),
    ).toBe("Not enough stock. 'Nitrile Gloves' size L: 1 left; 'Tape': none left");
    expect(refusalForShopper('items[0]: Sponge is no longer sold. Please remove it.')).toBe(
      'Sponge is no longer sold. Please remove it.',
    );
    expect(refusalForShopper('Your cart is empty.')).toBe('Your cart is empty.');
  });
});
