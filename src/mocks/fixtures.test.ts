import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STATES_AND_UTS, shippingAddress } from '../contract/address.ts';
import { accountInfo as accountInfoSchema } from '../contract/auth.ts';
import { order, orderList } from '../contract/order.ts';
import { paymentFields as paymentFieldsSchema, paymentResponse } from '../contract/payment.ts';
import { productAsServed, type ProductAsServedInput } from '../contract/product.ts';
import { storeInfo as storeInfoSchema } from '../contract/store-info.ts';
import { toPaise } from '../domain/money.ts';
import { isFeatured } from '../domain/product.ts';
import { accountInfo, accountInfoBody, loginResponse } from './fixtures/account.ts';
import { orders, pendingOrder } from './fixtures/orders.ts';
import * as payments from './fixtures/payments.ts';
import * as catalogue from './fixtures/products.ts';
import { hostilePolicyHtml, storeInfo, storeInfoWithPolicies } from './fixtures/store-info.ts';
import { makeCartItem, makeOrder, makeProduct, makeProducts } from './factories.ts';

const { products, HOUSEHOLD, PACKAGING } = catalogue;
const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

const values = (p: ProductAsServedInput, keys: string[]) =>
  (p.attributes ?? []).find((a) => keys.includes(a.key.toLowerCase()))?.value ?? [];
const sizes = (p: ProductAsServedInput) => values(p, ['size', 'sizes']);
const colors = (p: ProductAsServedInput) => values(p, ['color', 'colours', 'colors']);
const onSale = (p: ProductAsServedInput) =>
  p.discountedPrice != null && Number(p.discountedPrice) < Number(p.regularPrice);

describe('the product catalogue', () => {
  it('parses every product with the contract and gives each a distinct id', () => {
    for (const p of products) expect(() => productAsServed.parse(p), p.title).not.toThrow();
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(products.length).toBeGreaterThanOrEqual(28);
  });

  it('uses exactly the two store categories', () => {
    expect(new Set(products.map((p) => p.category))).toEqual(new Set([HOUSEHOLD, PACKAGING]));
    expect(products.every((p) => p.parentCategory)).toBe(true);
  });

  it('has products on sale and products at the regular price only', () => {
    expect(products.filter(onSale).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.discountedPrice == null).length).toBeGreaterThanOrEqual(5);
  });

  it('has products with several sizes and several colours', () => {
    expect(products.filter((p) => sizes(p).length > 1).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => colors(p).length > 1).length).toBeGreaterThanOrEqual(3);
  });

  it('features at least four products in each category', () => {
    for (const category of [HOUSEHOLD, PACKAGING]) {
      expect(
        products.filter((p) => p.category === category && isFeatured(p.attributes)).length,
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives the named story products the trait their name promises', () => {
    expect(onSale(catalogue.saleProduct)).toBe(true);
    expect(sizes(catalogue.optionsProduct).length).toBeGreaterThan(1);
    expect(colors(catalogue.optionsProduct).length).toBeGreaterThan(1);
    expect(sizes(catalogue.oneSizeProduct)).toEqual(['One Size']);
    const keys = (catalogue.manyAttributesProduct.attributes ?? []).map((a) => a.key);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.some((k) => k.includes('phone'))).toBe(true);
    expect(keys).toEqual(expect.arrayContaining(['pack_size', 'gsm']));
    expect(catalogue.noImageProduct.imgUrl).toBe('');
    expect(catalogue.noImageProduct.images).toEqual([]);
    expect(catalogue.brokenImageProduct.imgUrl).toBe('/mock-images/missing.svg');
    expect(catalogue.plainProduct.discountedPrice).toBeUndefined();
    expect(catalogue.plainProduct.attributes).toEqual([]);
    expect(catalogue.longTitleProduct.title.length).toBeGreaterThan(100);
  });

  it('points every image at a file in public/mock-images, except the broken one', () => {
    const urls = products
      .flatMap((p) => [p.imgUrl ?? '', ...(p.images ?? []).map((i) => i.url)])
      .filter(Boolean);
    for (const url of new Set(urls)) {
      expect(url.startsWith('/mock-images/'), url).toBe(true);
      expect(existsSync(`${publicDir}${url}`), url).toBe(url !== '/mock-images/missing.svg');
    }
    for (const url of [storeInfo.companyLogoUrl, ...Object.values(storeInfo.categoryImages ?? {})]) {
      expect(existsSync(`${publicDir}${url ?? ''}`), String(url)).toBe(true);
    }
  });
});

describe('the store information', () => {
  it('parses and offers the two default categories, each with an image', () => {
    const info = storeInfoSchema.parse(storeInfo);
    expect(info.categories).toEqual([HOUSEHOLD, PACKAGING]);
    expect(Object.keys(info.categoryImages ?? {})).toEqual([HOUSEHOLD, PACKAGING]);
    expect(info.policies).toEqual({});
    expect(info.companyPhone).toBe('+91 98765 43210');
  });

  it('carries a terms policy with every company placeholder', () => {
    const terms = storeInfoSchema.parse(storeInfoWithPolicies).policies?.terms ?? '';
    for (const key of ['companyName', 'companyAddress', 'companyEmail', 'companyPhone', 'companyLogoUrl']) {
      expect(terms).toContain(`{{${key}}}`);
    }
  });

  it('has a hostile policy with each kind of injection the sanitiser must remove', () => {
    for (const bad of ['<script>', 'onerror=', 'href="javascript:', '<iframe', 'onclick=']) {
      expect(hostilePolicyHtml).toContain(bad);
    }
  });
});

describe('the account and orders', () => {
  it('reads the account from the data wrapper and the token from the login answer', () => {
    expect(accountInfoSchema.parse(accountInfoBody)).toEqual(accountInfo);
    expect(loginResponse.token).toMatch(/^mock-token-/);
  });

  it('parses every order, alone and as the list', () => {
    for (const o of orders) expect(() => order.parse(o), String(o.id)).not.toThrow();
    expect(orderList.parse(orders)).toHaveLength(orders.length);
  });

  it('covers every status, an unknown one, and a missing one read as Pending', () => {
    expect(orders.map((o) => o.status)).toEqual([0, 1, 2, 3, 4, 7, null]);
    expect(orderList.parse(orders).map((o) => o.status)).toEqual([0, 1, 2, 3, 4, 7, 0]);
  });

  it('ships to valid Indian addresses and totals each order from its lines', () => {
    for (const o of orders) {
      const address = shippingAddress.parse(o.shippingAddress);
      expect(STATES_AND_UTS).toContain(address.state);
      const sum = (o.items ?? []).reduce((s, i) => s + toPaise(Number(i.price)) * i.quantity, 0);
      expect(toPaise(Number(o.total)), String(o.id)).toBe(sum);
    }
  });
});

describe('the payment fixtures', () => {
  it('reads the same field definitions from the list and from the fields wrapper', () => {
    const { fields: list, testMode } = paymentFieldsSchema.parse(payments.paymentFields);
    expect(testMode).toBe(false);
    expect(paymentFieldsSchema.parse(payments.paymentFieldsWrapped)).toEqual({
      fields: list,
      testMode: false,
    });
    expect(list.map((f) => f.name)).toEqual(['method', 'payerName', 'payerEmail', 'payerPhone', 'gstin']);
    expect(list[0]?.options.map((o) => o.value)).toEqual(['upi_qr', 'upi_app', 'gateway']);
    expect(list[0]?.defaultValue).toBe('upi_qr');
    expect(list[1]?.rulesMessages[0]).toBe('Please enter the payer name');
    expect(list[3]?.rules.maxLength).toBe(13);
    expect(list[4]?.rules.required).toBeUndefined();
    expect(list[4]?.showWhenFilled).toEqual(['payerName', 'payerEmail']);
  });

  it("answers our server's own fields where it stands for our server", () => {
    const ours = paymentFieldsSchema.parse(payments.paymentFieldsTestMode);
    expect(ours.testMode).toBe(true);
    expect(ours.fields.map((f) => f.name)).toEqual(['method', 'payerName', 'payerEmail', 'payerPhone']);
    const cod = paymentFieldsSchema.parse(payments.paymentFieldsWithCod);
    expect(cod.fields[0]?.options.map((o) => o.value)).toEqual(['upi_qr', 'upi_app', 'gateway', 'cod']);
    expect(cod.cashOnDelivery).toMatchObject({ offered: true, fee: payments.codFee });
  });

  it('parses every payment response', () => {
    for (const [name, body] of Object.entries(payments.paymentResponses)) {
      expect(() => paymentResponse.parse(body), name).not.toThrow();
    }
  });

  it('asks for the pending order amount in a UPI link with the mandatory merchant parameters', () => {
    const link = new URL(payments.qrResponse.action?.qr ?? '');
    expect(link.protocol).toBe('upi:');
    const params = new URLSearchParams(link.search);
    expect(params.get('pa')).toBe('guptasupply@okaxis');
    expect(params.get('pn')).toBe('Gupta Supply Co.');
    expect(params.get('am')).toBe(Number(pendingOrder.total).toFixed(2));
    expect(params.get('cu')).toBe('INR');
    expect(params.get('tr')).toBe(pendingOrder.id);
  });

  it('serves the QR image as bare base64 of a PNG', () => {
    const base64 = payments.qrBase64Response.action?.qrBase64 ?? '';
    expect(base64.startsWith('data:')).toBe(false);
    expect([...Buffer.from(base64, 'base64').subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  });
});

describe('the factories', () => {
  it('make contract-valid products and orders with fixed defaults', () => {
    expect(productAsServed.parse(makeProduct()).title).toBe('Test Corrugated Box (Pack of 10)');
    expect(productAsServed.parse(makeProduct({ discountedPrice: 199 })).discountedPrice).toBe(199);
    expect(order.parse(makeOrder({ status: 3 })).status).toBe(3);
    expect(makeProduct()).toEqual(makeProduct());
  });

  it('make distinct products for grids and a cart line with quantity 1', () => {
    const many = makeProducts(13);
    expect(new Set(many.map((p) => p.id)).size).toBe(13);
    expect(makeCartItem({ selectedSize: 'M' })).toMatchObject({ quantity: 1, selectedSize: 'M', price: 250 });
  });
});

it('keeps every mock image a small, self-contained SVG', () => {
  const dir = `${publicDir}/mock-images`;
  const names = readdirSync(dir).filter((name) => name !== 'photos');
  expect(names.length).toBeGreaterThanOrEqual(20);
  for (const name of names) {
    const svg = readFileSync(`${dir}/${name}`, 'utf8');
    expect(name).toMatch(/^[a-z0-9-]+\.svg$/);
    expect(Buffer.byteLength(svg), name).toBeLessThan(2048);
    expect(svg, name).toContain('viewBox="0 0 400 400"');
    expect(svg, name).not.toMatch(/href=|url\(|<image|<script/);
  }
});

it("keeps the owner's photo of the mocks small, at the widths its srcSet names", () => {
  const dir = `${publicDir}/mock-images/photos`;
  const srcSet = catalogue.photoProduct.images?.[0]?.srcSet ?? '';
  const named = srcSet.split(', ').map((entry) => entry.split(' ')[0]!.replace('/mock-images/photos/', ''));
  expect(readdirSync(dir).sort()).toEqual(named.sort());
  for (const name of named) {
    const bytes = readFileSync(`${dir}/${name}`);
    // A WebP file: RIFF, its length, WEBP.
    expect(bytes.subarray(8, 12).toString('latin1'), name).toBe('WEBP');
    expect(bytes.byteLength, name).toBeLessThan(16 * 1024);
  }
});
