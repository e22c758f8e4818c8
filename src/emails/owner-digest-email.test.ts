import { describe, expect, it } from 'vitest';
import { digestDayDue, type OwnerDigest } from '../domain/owner-digest.ts';
import { ownerDigestEmail } from './owner-digest-email.ts';

const store = {
  name: 'Gupta Supply Co.',
  companyName: 'Gupta Supply Company Pvt. Ltd.',
  address: 'Plot 14, Sector 5, IMT Manesar, Gurugram, Haryana 122051',
  phone: '+91 98765 43210',
  email: 'support@guptasupply.in',
};

const quiet: OwnerDigest = {
  day: '2026-12-07',
  yesterday: { placed: 0, sold: 0, soldPaise: 0, cancelled: 0 },
  toPack: { orders: 0 },
  late: 0,
  returns: { toAnswer: 0, toRefund: 0 },
  refundsDue: 0,
  questions: 0,
  reviewsWaiting: 0,
  onAccount: { owedPaise: 0, overduePaise: 0, customers: 0 },
  stock: { soldOut: 0, low: 0 },
};

describe('digestDayDue', () => {
  it('is the day in India once its hour has come there, and nothing before', () => {
    // 02:29 UTC is 07:59 in India; 02:30 is 08:00.
    expect(digestDayDue(new Date('2026-12-07T02:29:59Z'), 8)).toBeUndefined();
    expect(digestDayDue(new Date('2026-12-07T02:30:00Z'), 8)).toBe('2026-12-07');
    // 20:00 UTC on the 6th is already the 7th in India.
    expect(digestDayDue(new Date('2026-12-06T20:00:00Z'), 0)).toBe('2026-12-07');
    expect(digestDayDue(new Date('2026-12-06T20:00:00Z'), 8)).toBeUndefined();
  });
});

describe("the owner's morning e-mail", () => {
  it('says so when nothing came in and nothing waits', () => {
    const { subject, text } = ownerDigestEmail(quiet, store);
    expect(subject).toBe('Gupta Supply Co on Mon, 7 Dec: nothing waiting');
    expect(text.split('\n').slice(0, 5)).toEqual([
      'Good morning. This is Gupta Supply Co on Mon, 7 Dec.',
      '',
      'Yesterday (Sun, 6 Dec): no orders placed.',
      '',
      'Nothing is waiting for you today.',
    ]);
  });

  it('lists what waits, each with its command, and counts it in the subject when nothing is to pack', () => {
    const { subject, text } = ownerDigestEmail(
      {
        ...quiet,
        yesterday: { placed: 1, sold: 0, soldPaise: 0, cancelled: 0 },
        returns: { toAnswer: 0, toRefund: 2 },
        refundsDue: 1,
        reviewsWaiting: 3,
        onAccount: { owedPaise: 2_449_000, overduePaise: 249_500, customers: 2 },
        stock: { soldOut: 0, low: 1 },
      },
      store,
    );
    expect(subject).toBe('Gupta Supply Co on Mon, 7 Dec: 5 things waiting');
    expect(text).toContain('Yesterday (Sun, 6 Dec): 1 order placed, none of them paid or confirmed yet.');
    expect(text).toContain(
      [
        'Waiting for you:',
        '- Returns approved, to refund once back: 2',
        '  npm run shop -- returns list',
        '- Refunds to send for cancelled orders: 1',
        '  npm run shop -- orders refunds-due',
        '- Reviews waiting for your approval: 3',
        '  npm run shop -- reviews list --waiting',
        '- ₹24,490 owed on account by 2 customers, ₹2,495 of it overdue',
        '  npm run shop -- credit list',
        '- Stock: 1 product down to 5 or fewer',
        '  npm run shop -- products low-stock',
        '',
      ].join('\n'),
    );
    expect(text).not.toContain('To pack');
  });
});
