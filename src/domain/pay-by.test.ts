import { describe, expect, it } from 'vitest';
import { hoursGiven, payByFrom, payByTexts, remindAt } from './pay-by.ts';

describe('payByFrom', () => {
  it('gives the order the hours the owner set, from when it was placed', () => {
    expect(payByFrom(new Date('2026-11-28T10:00:00Z'), 24)?.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(payByFrom(new Date('2026-11-28T10:00:00Z'), 2)?.toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it('gives no time at all when the owner keeps unpaid orders (0 hours)', () => {
    expect(payByFrom(new Date('2026-11-28T10:00:00Z'), 0)).toBeUndefined();
  });
});

describe('payByTexts', () => {
  it("says the time in India's zone, and what happens after it", () => {
    expect(payByTexts.payBy('2025-01-05T09:34:00Z')).toBe(
      'Please pay by 5 Jan 2025, 3:04 pm. An order not paid by then is cancelled and its items go back on our shelves.',
    );
  });

  it('names the hours the order was given', () => {
    expect(payByTexts.notPaid(24)).toBe('Not paid within 24 hours');
    expect(payByTexts.notPaid(1)).toBe('Not paid within 1 hour');
    const placed = new Date('2026-11-28T10:00:00Z');
    expect(hoursGiven(placed, new Date('2026-11-29T10:00:00.200Z'))).toBe(24);
    expect(hoursGiven(placed, placed)).toBe(1);
  });
});

describe('remindAt', () => {
  const placed = new Date('2026-11-28T10:00:00Z');
  it('reminds six hours before the time runs out', () => {
    expect(remindAt(placed, payByFrom(placed, 24)!)?.toISOString()).toBe('2026-11-29T04:00:00.000Z');
    expect(remindAt(placed, payByFrom(placed, 12)!)?.toISOString()).toBe('2026-11-28T16:00:00.000Z');
  });

  it('does not remind an order given less than twelve hours: its placed e-mail said it', () => {
    expect(remindAt(placed, payByFrom(placed, 11)!)).toBeUndefined();
    expect(remindAt(placed, payByFrom(placed, 1)!)).toBeUndefined();
  });
});
