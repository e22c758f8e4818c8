import { describe, expect, it } from 'vitest';
import { order, type Order } from '../contract/order.ts';
import { orderMatches, partOfOrders } from '../domain/order-list.ts';
import { readOrdersPage } from './order-pages.ts';

const titles = ['BOPP Tape 48 mm (Pack of 6)', '3 Ply Corrugated Box 12 x 9 x 4 inch', 'Nitrile Gloves'];
const list: Order[] = Array.from({ length: 45 }, (_, i) =>
  order.parse({
    id: `ORD-${String(45 - i).padStart(8, '0')}`,
    status: 1,
    createdAt: new Date(Date.UTC(2026, 0, 45 - i)).toISOString(),
    items: [
      {
        id: `OI-${i}`,
        productTitle: titles[i % 3],
        quantity: 1,
        price: 100,
        size: i % 3 === 2 ? 'M' : undefined,
      },
    ],
    shippingAddress: {},
  }),
);
const ids = (orders: readonly Order[]) => orders.map((o) => o.id);

/** The app's pages as it asks for them (one order more than it shows), over a server's answers. */
function pagesFrom(
  answer: (query: { limit?: number; before?: string; q?: string }) => Order[],
  page = 20,
  q?: string,
) {
  const pages = [];
  let before: string | undefined;
  for (;;) {
    const read = readOrdersPage(answer({ limit: page + 1, before, q }), { page, before, q });
    pages.push(read);
    if (!read.more) return pages;
    before = read.last;
  }
}

describe('My Orders, a page at a time', () => {
  it("reads our server's pages: each shows 20, and says whether older ones follow", () => {
    const pages = pagesFrom((query) => partOfOrders(list, query)!);
    expect(pages.map((p) => [p.orders.length, p.more])).toEqual([
      [20, true],
      [20, true],
      [5, false],
    ]);
    expect(pages.flatMap((p) => ids(p.orders))).toEqual(ids(list));
  });

  it('ends with a full last page, asking one more to know', () => {
    const pages = pagesFrom((query) => partOfOrders(list.slice(0, 40), query)!);
    expect(pages.map((p) => [p.orders.length, p.more])).toEqual([
      [20, true],
      [20, false],
    ]);
  });

  it('reads a spec server, which answers the whole list to every query, as one page', () => {
    const pages = pagesFrom(() => list);
    expect(pages).toHaveLength(1);
    expect(ids(pages[0]!.orders)).toEqual(ids(list));
  });

  it('reads a spec server holding exactly one page and one order: the next "page" is the rest, once', () => {
    const short = list.slice(0, 21);
    const pages = pagesFrom(() => short);
    expect(pages.map((p) => [p.orders.length, p.more])).toEqual([
      [20, true],
      [1, false],
    ]);
    expect(pages.flatMap((p) => ids(p.orders))).toEqual(ids(short));
  });

  it('finds orders by words on our server and on a spec server alike, a page at a time', () => {
    const tape = list.filter((_, i) => i % 3 === 0);
    for (const answer of [(query: object) => partOfOrders(list, query)!, () => list]) {
      const pages = pagesFrom(answer, 10, 'tape');
      expect(pages.flatMap((p) => ids(p.orders))).toEqual(ids(tape));
    }
    // A spec server with one page and one order in all: the words are looked for in both reads.
    const short = list.slice(0, 11);
    const pages = pagesFrom(() => short, 10, 'gloves');
    expect(pages.flatMap((p) => ids(p.orders))).toEqual(ids(short.filter((_, i) => i % 3 === 2)));
  });

  it('reads the whole list when no page was asked', () => {
    expect(readOrdersPage(list, {})).toEqual({ orders: list, more: false });
    expect(readOrdersPage(list.slice(0, 10), { before: list[4]!.id })).toEqual({
      orders: list.slice(5, 10),
      more: false,
    });
  });
});

describe('partOfOrders (what our server and the mocks answer)', () => {
  it('keeps one order by its number as typed, or none', () => {
    expect(ids(partOfOrders(list, { id: ' ord-00000003 ' })!)).toEqual(['ORD-00000003']);
    expect(partOfOrders(list, { id: 'ORD-99999999' })).toEqual([]);
  });

  it("finds an order holding every word: in its number as typed, or a line's product, size or colour", () => {
    const [tape, box, gloves] = [list[0]!, list[1]!, list[2]!];
    expect(orderMatches(tape, 'bopp 48')).toBe(true);
    expect(orderMatches(tape, 'BOPP box')).toBe(false);
    expect(orderMatches(box, '12 x 9')).toBe(true);
    expect(orderMatches(gloves, 'gloves m')).toBe(true);
    // The number, as people type it: lower case, O for 0, with ORD- or without.
    expect(orderMatches(tape, 'ord-ooooo045')).toBe(true);
    expect(orderMatches(tape, '00000045')).toBe(true);
    expect(orderMatches(box, '00000045')).toBe(false);
    // A short word is not looked for in numbers ("45" is in ORD-00000045, not in its lines).
    expect(orderMatches(tape, '45')).toBe(false);
    expect(orderMatches(tape, '')).toBe(true);
  });

  it('finds a business order by whom it was bought for: legal name, GSTIN, their purchase order no.', () => {
    const business = {
      legalName: 'Unicorn Logistics LLP',
      gstin: '27AAPFU0939F1ZV',
      purchaseOrder: 'PO/2627/0142',
    };
    const forUnicorn = { ...list[0]!, business };
    expect(orderMatches(forUnicorn, 'unicorn')).toBe(true);
    expect(orderMatches(forUnicorn, '27aapfu')).toBe(true);
    expect(orderMatches(forUnicorn, 'po/2627/0142')).toBe(true);
    expect(orderMatches(forUnicorn, 'unicorn bopp')).toBe(true);
    expect(orderMatches(forUnicorn, 'unicorn gloves')).toBe(false);
    expect(orderMatches(list[0]!, 'unicorn')).toBe(false);
    expect(orderMatches({ ...forUnicorn, business: { ...business, purchaseOrder: undefined } }, '0142')).toBe(
      false,
    );
  });

  it('starts after an order of the list, and knows none outside it', () => {
    expect(ids(partOfOrders(list, { before: 'ORD-00000003', limit: 5 })!)).toEqual([
      'ORD-00000002',
      'ORD-00000001',
    ]);
    expect(partOfOrders(list, { before: 'ORD-99999999' })).toBeUndefined();
  });
});
