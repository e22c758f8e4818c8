import { describe, expect, it } from 'vitest';
import {
  deliveredAt,
  reasonInWords,
  returnedItems,
  returnLinesProblem,
  returnRefusal,
  returnTexts,
  RETURN_DETAILS_MAX,
  RETURN_REASONS,
} from './returns.ts';
import { itemName } from './variants.ts';
import { RETURN_REASON_MAX } from '../contract/returns.ts';

const DAY = 24 * 60 * 60 * 1000;
const delivered = new Date('2026-11-20T10:00:00Z');
const history = [
  { status: 0, at: '2026-11-10T10:00:00Z' },
  { status: 1, at: '2026-11-10T10:05:00Z' },
  { status: 2, at: '2026-11-12T09:00:00Z' },
  { status: 3, at: delivered.toISOString() },
];
const order = { status: 3, history, hasReturn: false };

describe('returnRefusal', () => {
  it('takes a delivered order up to 7 days after its delivery, not a moment later', () => {
    expect(returnRefusal(order, new Date(delivered.getTime() + 1000))).toBeNull();
    expect(returnRefusal(order, new Date(delivered.getTime() + 7 * DAY))).toBeNull();
    expect(returnRefusal(order, new Date(delivered.getTime() + 7 * DAY + 1))).toBe(
      'Returns for this order closed on 27 Nov 2026, 7 days after delivery. Please contact us.',
    );
  });

  it('refuses an order not delivered (or with no delivery in its history), and a second request', () => {
    const now = new Date(delivered.getTime() + DAY);
    expect(returnRefusal({ ...order, status: 2 }, now)).toBe(returnTexts.notDelivered);
    expect(returnRefusal({ ...order, history: [] }, now)).toBe(returnTexts.notDelivered);
    expect(returnRefusal({ ...order, hasReturn: true }, now)).toBe(returnTexts.alreadyRequested);
  });

  it('counts from the last delivery the history records', () => {
    const again = [...history, { status: 3, at: '2026-11-25T10:00:00Z' }];
    expect(deliveredAt(again)?.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(deliveredAt([{ status: 3, at: 'not a date' }])).toBeUndefined();
  });
});

describe('returnLinesProblem', () => {
  const items = [
    { id: '11', productTitle: 'Nitrile Gloves', quantity: 3, size: 'M' },
    { id: '12', productTitle: 'Bubble Wrap Roll', quantity: 1 },
  ];

  it('takes lines of the order, each at most as many as were ordered', () => {
    expect(returnLinesProblem([{ itemId: '11', quantity: 3 }], items)).toBeNull();
    expect(returnLinesProblem([{ itemId: '11', quantity: 4 }], items)).toBe(
      'You ordered 3 of Nitrile Gloves (Size: M): return at most that many.',
    );
    expect(returnLinesProblem([{ itemId: '99', quantity: 1 }], items)).toBe(returnTexts.noSuchItem);
    expect(
      returnLinesProblem(
        [
          { itemId: '12', quantity: 1 },
          { itemId: '12', quantity: 1 },
        ],
        items,
      ),
    ).toBe(returnTexts.twice);
  });

  it('lists the returned lines in the order’s own order, with how many go back', () => {
    const back = returnedItems(
      [
        { itemId: '12', quantity: 1 },
        { itemId: '11', quantity: 2 },
      ],
      items,
    );
    expect(back.map((i) => [itemName(i), i.returned])).toEqual([
      ['Nitrile Gloves (Size: M)', 2],
      ['Bubble Wrap Roll', 1],
    ]);
  });
});

describe('reasonInWords', () => {
  it('adds the shopper’s own words to the chosen reason, within the limit', () => {
    expect(reasonInWords('Arrived damaged', '  two   boxes\ncrushed ', 300)).toBe(
      'Arrived damaged: two boxes crushed',
    );
    expect(reasonInWords('Other', '   ', 300)).toBe('Other');
    expect(reasonInWords('Other', 'x'.repeat(400), 300)).toHaveLength(300);
  });

  it('keeps every word the dialog lets the shopper type, after the longest reason', () => {
    const longest = [...RETURN_REASONS].sort((a, b) => b.length - a.length)[0]!;
    const words = 'y'.repeat(RETURN_DETAILS_MAX);
    expect(reasonInWords(longest, words, RETURN_REASON_MAX)).toBe(`${longest}: ${words}`);
    expect(RETURN_DETAILS_MAX).toBeGreaterThan(200);
  });
});
