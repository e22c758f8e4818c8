import { describe, expect, it } from 'vitest';
import { daysLate, deliveryPromise, expectedByDay, expectedDelivery, parseDeliveryDays } from './delivery.ts';

describe('delivery', () => {
  it('promises a served PIN its days and cash on delivery where it has it, and tells an unserved one plainly', () => {
    expect(deliveryPromise({ pin: '560001', deliverable: true, cod: true, minDays: 3, maxDays: 5 })).toBe(
      'Delivery to 560001 in 3–5 days · Cash on delivery available',
    );
    expect(deliveryPromise({ pin: '560001', deliverable: true, cod: false, minDays: 1, maxDays: 1 })).toBe(
      'Delivery to 560001 in 1 day',
    );
    expect(deliveryPromise({ pin: '795001', deliverable: false, cod: false })).toBe(
      'Sorry, we do not deliver to 795001 yet.',
    );
  });

  it('promises a shopper ordering now the day, as an order confirmed now would be given it', () => {
    // Friday 27 November 2026, evening in India: Saturday, then Monday and Tuesday.
    const now = new Date('2026-11-27T13:00:00Z');
    expect(
      deliveryPromise({ pin: '560001', deliverable: true, cod: true, minDays: 2, maxDays: 3 }, now),
    ).toBe('Delivery to 560001 by Tue, 1 Dec · Cash on delivery available');
    expect(
      deliveryPromise({ pin: '400104', deliverable: true, cod: false, minDays: 1, maxDays: 1 }, now),
    ).toBe('Delivery to 400104 by Sat, 28 Nov');
    expect(deliveryPromise({ pin: '400104', deliverable: true, cod: false }, now)).toBe('Delivery to 400104');
    expect(deliveryPromise({ pin: '795001', deliverable: false, cod: false }, now)).toBe(
      'Sorry, we do not deliver to 795001 yet.',
    );
  });

  it("reads the owner's days as a number or a range, and refuses anything else", () => {
    expect(parseDeliveryDays('4')).toEqual({ min: 4, max: 4 });
    expect(parseDeliveryDays(' 3 - 5 ')).toEqual({ min: 3, max: 5 });
    expect(parseDeliveryDays('5-3')).toBeNull();
    expect(parseDeliveryDays('90')).toBeNull();
    expect(parseDeliveryDays('soon')).toBeNull();
  });
});

describe('expectedByDay', () => {
  // Thursday 26 November 2026, 11 pm in India (5:30 pm UTC): Friday is the first day counted.
  const thursdayNight = new Date('2026-11-26T17:30:00Z');

  it('counts working days from the next day in India, Sundays left out', () => {
    expect(expectedByDay(thursdayNight, 1)).toBe('2026-11-27');
    expect(expectedByDay(thursdayNight, 2)).toBe('2026-11-28');
    // Sunday 29th is not a courier's day: the third is Monday.
    expect(expectedByDay(thursdayNight, 3)).toBe('2026-11-30');
    expect(expectedByDay(thursdayNight, 7)).toBe('2026-12-04');
    expect(expectedByDay(thursdayNight, 0)).toBe('2026-11-26');
  });

  it("takes the day in India, not the machine's: past midnight there is the next day", () => {
    // 00:30 on Saturday 28th in India is still Friday in UTC.
    expect(expectedByDay(new Date('2026-11-27T19:00:00Z'), 1)).toBe('2026-11-30');
  });

  it('leaves out the national holidays, on which no courier delivers', () => {
    // Thursday 13 August 2026: Friday 14th, then Saturday 15th is Independence Day, Sunday 16th.
    expect(expectedByDay(new Date('2026-08-13T06:00:00Z'), 2)).toBe('2026-08-17');
    // Friday 1 October 2027: Gandhi Jayanti is Saturday 2nd, Sunday 3rd: Monday 4th.
    expect(expectedByDay(new Date('2027-10-01T06:00:00Z'), 1)).toBe('2027-10-04');
    // Republic Day, Monday 26 January 2026.
    expect(expectedByDay(new Date('2026-01-24T06:00:00Z'), 1)).toBe('2026-01-27');
  });
});

describe('daysLate', () => {
  const now = new Date('2026-12-05T04:00:00Z'); // Saturday 5 December, morning in India.

  it('counts the days an order on its way is past its day', () => {
    expect(daysLate({ status: 1, expectedBy: '2026-12-02' }, now)).toBe(3);
    expect(daysLate({ status: 2, expectedBy: '2026-12-04' }, now)).toBe(1);
  });

  it('is 0 on its day, before it, once delivered or cancelled, and without a day', () => {
    expect(daysLate({ status: 2, expectedBy: '2026-12-05' }, now)).toBe(0);
    expect(daysLate({ status: 1, expectedBy: '2026-12-09' }, now)).toBe(0);
    expect(daysLate({ status: 3, expectedBy: '2026-12-02' }, now)).toBe(0);
    expect(daysLate({ status: 4, expectedBy: '2026-12-02' }, now)).toBe(0);
    expect(daysLate({ status: 1, expectedBy: null }, now)).toBe(0);
  });
});

describe('expectedDelivery', () => {
  it('says the day while the order is on its way, and nothing before or after', () => {
    expect(expectedDelivery({ status: 1, expectedBy: '2026-12-02' })).toBe('By Wed, 2 Dec');
    expect(expectedDelivery({ status: 2, expectedBy: '2026-12-02' })).toBe('By Wed, 2 Dec');
    for (const status of [0, 3, 4])
      expect(expectedDelivery({ status, expectedBy: '2026-12-02' })).toBeUndefined();
    expect(expectedDelivery({ status: 1 })).toBeUndefined();
    expect(expectedDelivery({ status: 1, expectedBy: 'soon' })).toBeUndefined();
    expect(expectedDelivery({ status: 1, expectedBy: '2026-13-45' })).toBeUndefined();
  });
});
