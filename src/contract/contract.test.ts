import { describe, expect, it } from 'vitest';
import { accountInfo, loginResponse, registerForm, registerRequest } from './auth.ts';
import { shippingAddress, stateOfPin } from './address.ts';
import { businessDetails, businessMessages } from './business.ts';
import { order, orderCreateRequest, orderList } from './order.ts';
import { paymentFields, paymentResponse } from './payment.ts';
import { productAsServed, productList, productQuery } from './product.ts';
import { storeInfo } from './store-info.ts';
import { wishlistAnswer } from './wishlist.ts';

const product = { id: 'p-1', title: 'BOPP Tape 48 mm', category: 'Packaging & Shipping Products' };
const address = {
  fullName: 'Priya Sharma',
  address: '12, MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  phone: '+919876543210',
};

describe('product as served', () => {
  it('defaults the description to empty and the lists to []', () => {
    const p = productAsServed.parse({ ...product, description: null, images: null });
    expect(p.description).toBe('');
    expect(p.images).toEqual([]);
    expect(p.attributes).toEqual([]);
  });

  it('reads numeric ids and price strings as served by some back ends', () => {
    const p = productAsServed.parse({ ...product, id: 42, regularPrice: '199.50', discountedPrice: null });
    expect(p.id).toBe('42');
    expect(p.regularPrice).toBe(199.5);
    expect(p.discountedPrice).toBeUndefined();
  });

  it('refuses a product without a title', () => {
    expect(productAsServed.safeParse({ id: 'x' }).success).toBe(false);
  });

  it('refuses an amount beyond any order, as a number or as a string', () => {
    for (const regularPrice of [1.7976931348623145e308, '99999999999999999999', -1, Infinity]) {
      expect(productAsServed.safeParse({ ...product, regularPrice }).success).toBe(false);
    }
    expect(productAsServed.parse({ ...product, regularPrice: '1000000000000' }).regularPrice).toBe(1e12);
  });
});

describe("the wishlist kept on the account (our server's extension)", () => {
  it('reads what each product cost when saved, and leaves out one that is malformed', () => {
    const read = (savedPrice: unknown) =>
      wishlistAnswer.parse({ data: [{ ...product, savedPrice }] }).data[0]!;
    expect(read(420.5).savedPrice).toBe(420.5);
    expect(read('420.50').savedPrice).toBe(420.5);
    for (const bad of [-1, 'cheap', {}, Infinity]) {
      const saved = read(bad);
      expect(saved.savedPrice).toBeUndefined();
      expect(saved.title).toBe(product.title);
    }
    // A spec-era answer without it.
    expect(wishlistAnswer.parse({ data: [product] }).data[0]!.savedPrice).toBeUndefined();
  });
});

describe('product list', () => {
  it('takes the total from pagination.total', () => {
    expect(productList.parse({ data: [product], pagination: { total: 40, page: 1 } }).total).toBe(40);
  });

  it('takes the total from count (the other reading)', () => {
    expect(productList.parse({ data: [product], count: 25 }).total).toBe(25);
  });

  it('refuses an answer without a data list', () => {
    expect(productList.safeParse([product]).success).toBe(false);
  });

  it('caps the page size at 100 and defaults to page 1 of 12', () => {
    expect(productQuery.parse({})).toMatchObject({ page: 1, limit: 12 });
    expect(productQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(productQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('account and sign-in', () => {
  it('reads account info from data when present, else from the whole body', () => {
    const info = {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'p@x.in',
      createdAt: '2025-01-05T10:00:00Z',
    };
    expect(accountInfo.parse({ data: info })).toEqual(info);
    expect(accountInfo.parse(info)).toEqual(info);
  });

  it('reads whether the address is confirmed where our server says, and leaves out a malformed answer', () => {
    const info = { firstName: 'Priya', lastName: 'Sharma', email: 'p@x.in' };
    expect(accountInfo.parse({ data: { ...info, emailConfirmed: false } }).emailConfirmed).toBe(false);
    expect(accountInfo.parse({ data: { ...info, emailConfirmed: true } }).emailConfirmed).toBe(true);
    // A spec server says nothing, and the account page asks nothing; an odd value is not a "no".
    expect(accountInfo.parse({ data: info }).emailConfirmed).toBeUndefined();
    expect(accountInfo.parse({ data: { ...info, emailConfirmed: 'no' } })).toEqual(info);
  });

  it('lets the login response lack a token so the screen can say so', () => {
    expect(loginResponse.parse({}).token).toBeUndefined();
    expect(loginResponse.parse({ token: 't' }).token).toBe('t');
  });

  it('trims and lower-cases the e-mail before it is sent', () => {
    const body = registerRequest.parse({
      email: '  Priya.Sharma@Example.COM ',
      password: 'secret1',
      firstName: 'Priya',
      lastName: 'Sharma',
    });
    expect(body.email).toBe('priya.sharma@example.com');
  });

  it("gives the spec's registration messages, the mismatch on the confirm field", () => {
    const result = registerForm.safeParse({
      email: 'nope',
      password: '123',
      confirmPassword: '1234',
      firstName: 'P',
      lastName: 'S',
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toMatchObject({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
    });
    const mismatch = registerForm.safeParse({
      email: 'a@b.in',
      password: '123456',
      confirmPassword: '1234567',
      firstName: 'Priya',
      lastName: 'Sharma',
    });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    ]);
  });
});

describe('orders', () => {
  it('sends products as a map of id to a whole quantity of at least 1', () => {
    expect(orderCreateRequest.safeParse({ products: { p1: 2 }, shippingAddress: address }).success).toBe(
      true,
    );
    expect(orderCreateRequest.safeParse({ products: { p1: 0 }, shippingAddress: address }).success).toBe(
      false,
    );
    expect(orderCreateRequest.safeParse({ products: { p1: 1.5 }, shippingAddress: address }).success).toBe(
      false,
    );
    expect(orderCreateRequest.safeParse({ products: {}, shippingAddress: address }).success).toBe(false);
  });

  it('checks an Indian address: state from the list, 6-digit PIN, +91 mobile', () => {
    expect(shippingAddress.safeParse(address).success).toBe(true);
    expect(shippingAddress.safeParse({ ...address, state: 'Bombay' }).success).toBe(false);
    expect(shippingAddress.safeParse({ ...address, postalCode: '011001' }).success).toBe(false);
    expect(shippingAddress.safeParse({ ...address, phone: '+91123' }).success).toBe(false);
    const blank = shippingAddress.safeParse({ ...address, city: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('All shipping information fields are required.');
  });

  it('reads an order with status defaulting to 0', () => {
    const o = order.parse({ id: 'ORD-1', status: null, createdAt: '2025-01-05T10:00:00Z', items: [] });
    expect(o.status).toBe(0);
    expect(o.shippingAddress).toEqual({ address: '', city: '', state: '', postalCode: '' });
  });

  it('reads an order list given as an array or as data', () => {
    const o = { id: 'ORD-1', status: 1, createdAt: '2025-01-05T10:00:00Z' };
    expect(orderList.parse([o])).toHaveLength(1);
    expect(orderList.parse({ data: [o] })).toHaveLength(1);
  });
});

describe('a PIN code in the chosen state', () => {
  it.each([
    ['560038', 'Karnataka'],
    ['110001', 'Delhi'],
    ['403001', 'Goa'],
    ['403001', 'Maharashtra'],
    ['160017', 'Chandigarh'],
    ['737101', 'Sikkim'],
    ['834001', 'Jharkhand'],
    ['791111', 'Arunachal Pradesh'],
  ])('accepts %s in %s', (postalCode, state) => {
    expect(shippingAddress.safeParse({ ...address, postalCode, state }).success).toBe(true);
  });

  it('refuses a PIN from another postal region, saying where it is', () => {
    const read = shippingAddress.safeParse({ ...address, postalCode: '560001', state: 'Maharashtra' });
    expect(read.success).toBe(false);
    expect(read.error!.issues).toEqual([
      expect.objectContaining({
        path: ['postalCode'],
        message: 'PIN code 560001 is in Karnataka, not Maharashtra. Please check the PIN code or the state.',
      }),
    ]);
    const jharkhand = shippingAddress.safeParse({ ...address, postalCode: '834001', state: 'Kerala' });
    expect(jharkhand.error!.issues[0]!.message).toBe(
      'PIN code 834001 is in Bihar or Jharkhand, not Kerala. Please check the PIN code or the state.',
    );
    const army = shippingAddress.safeParse({ ...address, postalCode: '930001', state: 'Kerala' });
    expect(army.error!.issues[0]!.message).toBe(
      'PIN code 930001 is not in Kerala. Please check the PIN code or the state.',
    );
  });

  it('names the state of a whole PIN whose region is in one only, as checkout fills an empty State', () => {
    expect(stateOfPin('560038')).toBe('Karnataka');
    expect(stateOfPin('110001')).toBe('Delhi');
    expect(stateOfPin('791111')).toBe('Arunachal Pradesh');
    // Regions two states share, a PIN outside every region, and a PIN not yet whole: none.
    for (const pin of ['403001', '682001', '160017', '834001', '248001', '930001', '56003', '056003'])
      expect(stateOfPin(pin)).toBeUndefined();
  });
});

describe("an order's history and shipment (our server's extension)", () => {
  const base = { id: 'ORD-1', createdAt: '2025-02-10T08:30:00.000Z' };

  it('reads the history oldest first and leaves out an entry it cannot read, not the order', () => {
    const read = order.parse({
      ...base,
      history: [
        { status: 0, at: '2025-02-10T08:30:00.000Z' },
        { status: 'shipped' },
        null,
        { status: 1, at: 'x', note: null },
      ],
    });
    expect(read.history).toEqual([
      { status: 0, at: '2025-02-10T08:30:00.000Z' },
      { status: 1, at: 'x' },
    ]);
  });

  it('reads a spec order without either as an empty history and no shipment', () => {
    const read = order.parse(base);
    expect(read.history).toEqual([]);
    expect(read.shipment).toBeUndefined();
    expect(order.parse({ ...base, shipment: { courier: 'Delhivery', awb: '123456' } }).shipment).toEqual({
      courier: 'Delhivery',
      awb: '123456',
    });
  });
});

describe("a Pending order's payment attempt (our server's extension)", () => {
  const base = { id: 'ORD-1', createdAt: '2025-02-10T08:30:00.000Z' };

  it('reads the attempt to watch, and leaves out one it cannot read, not the order', () => {
    const attempt = { id: 'pay-1', status: 'failed', method: 'upi_qr' };
    expect(order.parse({ ...base, payment: attempt }).payment).toEqual(attempt);
    for (const bad of [{ ...attempt, status: 'refunded' }, { ...attempt, id: '' }, 'pay-1', null]) {
      const read = order.parse({ ...base, payment: bad });
      expect(read.payment).toBeUndefined();
      expect(read.id).toBe('ORD-1');
    }
  });
});

describe('payments', () => {
  const field = { name: 'payerName', label: 'Name', type: 'text' };

  it('reads the field definitions as a list or as an object with a fields list', () => {
    expect(paymentFields.parse([field]).fields).toHaveLength(1);
    expect(paymentFields.parse({ fields: [field] }).fields).toHaveLength(1);
    expect(paymentFields.parse({ fields: [field] })).toEqual(paymentFields.parse([field]));
  });

  it('reads test mode from the object reading only when it is true', () => {
    expect(paymentFields.parse({ fields: [field], testMode: true }).testMode).toBe(true);
    expect(paymentFields.parse({ fields: [field], testMode: false }).testMode).toBe(false);
    // A list, a bare {fields} or a doubtful value never says that no money is taken.
    expect(paymentFields.parse([field]).testMode).toBe(false);
    expect(paymentFields.parse({ fields: [field] }).testMode).toBe(false);
    expect(paymentFields.parse({ fields: [field], testMode: null }).testMode).toBe(false);
    expect(paymentFields.parse({ fields: [field], testMode: 'true' }).testMode).toBe(false);
    expect(paymentFields.parse({ fields: [field], testMode: 1 }).testMode).toBe(false);
  });

  it('still refuses an answer without field definitions', () => {
    expect(paymentFields.safeParse({ testMode: true }).success).toBe(false);
    expect(paymentFields.safeParse({ fields: 'none', testMode: true }).success).toBe(false);
  });

  it('reads an unknown field type as text rather than failing the whole form', () => {
    expect(paymentFields.parse([{ ...field, type: 'colour' }]).fields[0]?.type).toBe('text');
  });

  it('reads select options given as strings or as label/value pairs', () => {
    const {
      fields: [f],
    } = paymentFields.parse([{ ...field, type: 'select', options: ['UPI', { label: 'Card', value: 2 }] }]);
    expect(f?.options).toEqual([
      { label: 'UPI', value: 'UPI' },
      { label: 'Card', value: '2' },
    ]);
  });

  it('reads every payment outcome shape', () => {
    expect(
      paymentResponse.parse({ success: true, action: { type: 'qr', qr: 'upi://pay?pa=a@b' } }).action?.qr,
    ).toBe('upi://pay?pa=a@b');
    expect(
      paymentResponse.parse({
        success: true,
        action: {
          type: 'redirect_post',
          redirectUrl: 'https://g.in',
          formParams: { type: 't', url: 'u', data: { a: 1 } },
        },
      }).action?.formParams?.data,
    ).toEqual({ a: '1' });
    expect(paymentResponse.parse({ success: false, error: 'Declined' }).error).toBe('Declined');
  });
});

describe('store info', () => {
  it('accepts a partial store and nulls', () => {
    expect(storeInfo.parse({ storeName: null, categories: ['HouseHold Supplies'] })).toEqual({
      categories: ['HouseHold Supplies'],
    });
  });

  it('refuses categories that are not a list of names', () => {
    expect(storeInfo.safeParse({ categories: 'HouseHold Supplies' }).success).toBe(false);
  });
});

describe("a business buyer's purchase order number (our server's extension)", () => {
  const buyer = { gstin: '27AAPFU0939F1ZV', legalName: 'Unicorn Logistics LLP' };

  it('is kept trimmed, and an empty or blank one is none', () => {
    expect(businessDetails.parse({ ...buyer, purchaseOrder: '  PO/2627/0142 ' }).purchaseOrder).toBe(
      'PO/2627/0142',
    );
    for (const none of ['', '   ', undefined])
      expect(businessDetails.parse({ ...buyer, purchaseOrder: none }).purchaseOrder).toBeUndefined();
  });

  it('is refused longer than an invoice prints it, or on more than one line', () => {
    for (const bad of ['P'.repeat(41), 'PO-1\nPay to account 1234', 'PO-1\tx']) {
      const read = businessDetails.safeParse({ ...buyer, purchaseOrder: bad });
      expect(read.error?.issues[0]).toMatchObject({
        path: ['purchaseOrder'],
        message: businessMessages.purchaseOrder,
      });
    }
    expect(businessDetails.parse({ ...buyer, purchaseOrder: 'P'.repeat(40) }).purchaseOrder).toHaveLength(40);
  });
});
