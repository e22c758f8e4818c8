import { runCommand } from '../cli/commands.ts';
import { randomBytes } from 'node:crypto';
import type { ShippingAddressInput } from '../../src/contract/address.ts';
import type { BusinessDetailsInput } from '../../src/contract/business.ts';
import type { ErrorBody } from '../../src/contract/common.ts';
import { productList } from '../../src/contract/product.ts';
import { seedProducts } from '../catalogue/products.ts';
import { signWebhook } from '../payments/webhook-signature.ts';
import { productIdFromSlug } from '../db/product-id.ts';
import { apiClient, ORIGIN } from './client.ts';
import { unitPricePaiseAt } from '../../src/domain/bulk.ts';
import { firstSkus } from '../catalogue/skus.ts';
import { storeConfigPath, type Harness } from './harness.ts';
import { createMailQueue } from '../mail/queue.ts';
import { loadStoreConfig } from '../lib/store-config.ts';
import { and, eq } from '../db/orm.ts';
import { productStock } from '../db/schema.ts';

export { ORIGIN } from './client.ts';

/**
 * A raw answer, for what the typed client (client.ts) does not send: pages, files, bodies broken on
 * purpose, other headers. `body` is the parsed JSON, else the text: read it with `bodyOf`/`errorIn`.
 */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function call(
  h: Harness,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await h.app.request(`${ORIGIN}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** A JSON answer's body as the shape the test expects of it (as it came: not checked). */
export const bodyOf = <T>(answer: Answer): T => answer.body as T;

/** The message of an error answer (`{ error }`). */
export const errorIn = (answer: Answer): string => bodyOf<ErrorBody>(answer).error;

/**
 * GET /products?{query} as written (the typed client would add the page and limit a query leaves to
 * the defaults), answered 200 and read by the contract.
 */
export async function listProducts(h: Harness, query: string) {
  const res = await call(h, 'GET', `/api/v1/products?${query}`);
  if (res.status !== 200)
    throw new Error(`GET /products?${query} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return productList.parse(res.body);
}

export const uniqueEmail = (name = 'shopper') => `${name}.${randomBytes(4).toString('hex')}@example.in`;

export const address: ShippingAddressInput = {
  fullName: 'Asha Verma',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  phone: '+919876543210',
};

/** A business buyer in Maharashtra (its GSTIN registered there), billed at its Mumbai office. */
export const business: BusinessDetailsInput = {
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Unicorn Logistics LLP',
  billingAddress: { address: '4 Linking Road', city: 'Mumbai', state: 'Maharashtra', postalCode: '400050' },
};

export const productId = (index: number) => productIdFromSlug(seedProducts[index]!.slug);
/** A seeded product's SKU, as the seed numbers them (server/catalogue/skus.ts). */
export const seedSku = (index: number): string => firstSkus(seedProducts)[index]!;
/** What one unit of a seeded product costs on a line of `quantity` (its volume price, if reached). */
export const unitPricePaise = (index: number, quantity = 1) => {
  const p = seedProducts[index]!;
  return unitPricePaiseAt(p.discountedPricePaise ?? p.regularPricePaise, p.priceTiers ?? [], quantity);
};

/**
 * The e-mails sent to `to` but the welcome its registration mailed (the link confirming the address,
 * server/routes/users/email-verification.ts, tested there), so a test counts what it caused.
 */
export const mailsTo = (h: Harness, to: string) =>
  h.mailer.sent.filter((m) => m.to === to && !m.text.includes('/verify-email?token='));

/** Registers and signs in a new customer (their address mailed a welcome); answers their token and e-mail. */
export async function signUp(h: Harness, password = 'secret123') {
  const email = uniqueEmail();
  const users = apiClient(h).users;
  const reg = await users.register.$post({ json: { email, password, firstName: 'Asha', lastName: 'Verma' } });
  if (reg.status !== 201) throw new Error(`register failed: ${await reg.text()}`);
  const login = await users.authorize.$post({ json: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${await login.text()}`);
  const { token } = await login.json();
  return { token, email, password };
}

export async function placeOrder(
  h: Harness,
  token: string,
  products: Record<string, number> = { [productId(0)]: 2 },
  shippingAddress: ShippingAddressInput = address,
): Promise<string> {
  const res = await apiClient(h, token).orders.$post({ json: { products, shippingAddress } });
  if (res.status !== 201) throw new Error(`order failed: ${await res.text()}`);
  return (await res.json()).id;
}

/** The customer's orders, as GET /orders answers them. */
export const ordersOf = async (h: Harness, token: string) =>
  (await apiClient(h, token).orders.$get({ query: {} })).json();

/** GET /orders/{id} as a tracker asks: the order number (any text) and the customer's e-mail or mobile. */
export const trackOrder = (h: Harness, id: string, contactInfo: string) =>
  apiClient(h).orders[':id'].$get({ param: { id: encodeURIComponent(id) }, query: { contactInfo } });

/** A product as GET /products/{id} answers it. */
export const productOf = async (h: Harness, id: string) =>
  (await apiClient(h).products[':id'].$get({ param: { id } })).json();

/** GET /payments/{id} (the route's path carries its id pattern, which the client's key repeats). */
export const paymentStatus = (h: Harness, id: string, token?: string) =>
  apiClient(h, token).payments[':id{[0-9a-fA-F-]{36}}'].$get({ param: { id } });

/** POST /payments/webhook with a raw body, signed as the gateway signs it (`timestamp`: Unix seconds). */
export function sendWebhook(
  h: Harness,
  raw: string,
  options: { secret?: string | undefined; timestamp?: number | undefined } = {},
) {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  return call(h, 'POST', '/api/v1/payments/webhook', {
    raw,
    headers: {
      'Content-Type': 'application/json',
      'X-Timestamp': timestamp,
      'X-Signature': signWebhook(options.secret ?? h.env.PAYMENT_WEBHOOK_SECRET ?? '', timestamp, raw),
    },
  });
}

/**
 * An owner command (npm run shop) run on the harness's database; answers what it printed, a line
 * each. `files`, when given, are the texts of the files it names (an import's CSV), as the server
 * gets them; else it reads them from disk. UsageError as the CLI's.
 */
export async function ownerCommand(
  h: Harness,
  argv: string[],
  files?: Record<string, string>,
  made?: Map<string, Uint8Array>,
) {
  const lines: string[] = [];
  const out = (line: string) => void lines.push(line);
  await runCommand(
    h.database.db,
    {
      out,
      ...(files && { readText: async (f: string) => files[f] ?? '' }),
      ...(made && { writeFile: async (f: string, bytes: Uint8Array) => void made.set(f, bytes) }),
      store: loadStoreConfig(storeConfigPath),
    },
    argv,
  );
  return lines.join('\n');
}

/** Sends every e-mail the harness's queue holds, with its memory mailer (a drain takes 20 at a time). */
export async function sendAllMail(h: Harness) {
  const queue = createMailQueue({
    db: h.database.db,
    mailer: h.mailer,
    store: loadStoreConfig(storeConfigPath),
    env: h.env,
  });
  while ((await queue.drain()) > 0);
}

/** Sets the stock of a product without sizes (its one count) to `quantity`, tracked from now on. */
export const setStock = (h: Harness, productId: string, quantity: number) =>
  h.database.db
    .insert(productStock)
    .values({ productId, size: '', quantity })
    .onConflictDoUpdate({ target: [productStock.productId, productStock.size], set: { quantity } });

/** The stock count of a product without sizes; undefined while it is not tracked. */
export const stockOf = async (h: Harness, productId: string) =>
  (
    await h.database.db
      .select()
      .from(productStock)
      .where(and(eq(productStock.productId, productId), eq(productStock.size, '')))
  )[0]?.quantity;

/** POST /payments for the order (UPI QR, the default method), with a payer's details. */
export const startPaying = (h: Harness, token: string, orderId: string) =>
  apiClient(h, token).payments.$post({
    json: {
      orderId,
      fields: { payerName: 'Asha', payerEmail: 'asha@example.in', payerPhone: '+919876543210' },
    },
  });
