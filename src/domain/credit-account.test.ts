import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from './order-status.ts';
import {
  accountOffer,
  accountPaymentReturnHref,
  accountRefusalMessage,
  accountUpiLink,
  accountTexts,
  creditTermsProblem,
  DUE_SOON_DAYS,
  dueDay,
  isDueSoon,
  isOverdue,
  payableOnAccount,
  accountPaymentState,
} from './credit-account.ts';

const terms = { limitPaise: 50_000_00, days: 30 };
// 23:00 in India on 3 December 2026.
const lateEvening = new Date('2026-12-03T17:30:00Z');

describe('buying on account', () => {
  it('is offered while the order fits in what is left of the limit, due the days later in India', () => {
    expect(accountOffer(terms, { owedPaise: 20_000_00, overduePaise: 0 }, 30_000_00, lateEvening)).toEqual({
      offered: true,
      days: 30,
      dueOn: '2027-01-02',
      availablePaise: 30_000_00,
    });
  });

  it('is refused above what is left, and while anything owed is overdue however small the order', () => {
    expect(accountOffer(terms, { owedPaise: 20_000_00, overduePaise: 0 }, 30_000_01, lateEvening)).toEqual({
      offered: false,
      reason: 'limit',
      availablePaise: 30_000_00,
      overduePaise: 0,
    });
    expect(accountOffer(terms, { owedPaise: 100_00, overduePaise: 100_00 }, 1_00, lateEvening)).toMatchObject(
      {
        offered: false,
        reason: 'overdue',
      },
    );
    // Owing more than the limit (the owner lowered it) leaves nothing, not a negative figure.
    expect(accountOffer(terms, { owedPaise: 60_000_00, overduePaise: 0 }, 1_00, lateEvening)).toMatchObject({
      offered: false,
      availablePaise: 0,
    });
  });

  it('takes the gateway’s money only for an order confirmed and not cancelled', () => {
    expect(payableOnAccount(ORDER_STATUS.processing)).toBe(true);
    expect(payableOnAccount(ORDER_STATUS.shipped)).toBe(true);
    expect(payableOnAccount(ORDER_STATUS.delivered)).toBe(true);
    expect(payableOnAccount(ORDER_STATUS.pending)).toBe(false);
    expect(payableOnAccount(ORDER_STATUS.cancelled)).toBe(false);
    expect(payableOnAccount(7)).toBe(false);
  });

  it('brings the customer back to the account page with the payment, and says when it was declined', () => {
    const id = '2b9f0c1e-0000-4000-8000-000000000001';
    expect(accountPaymentReturnHref(id)).toBe(`/account?payment=${id}`);
    expect(accountPaymentReturnHref(id, true)).toBe(`/account?payment=${id}&declined=1`);
  });

  it('is due soon from three days before its day to the day itself, in India, once it had longer', () => {
    expect(DUE_SOON_DAYS).toBe(3);
    const confirmed = new Date('2026-12-03T05:00:00Z');
    // Due on 2 January: the reminder's window opens on 30 December (India's midnight is 18:30 UTC).
    expect(isDueSoon('2027-01-02', confirmed, new Date('2026-12-29T18:29:00Z'))).toBe(false);
    expect(isDueSoon('2027-01-02', confirmed, new Date('2026-12-29T18:31:00Z'))).toBe(true);
    expect(isDueSoon('2027-01-02', confirmed, new Date('2027-01-02T18:29:00Z'))).toBe(true);
    // From the day after, it is overdue instead.
    expect(isDueSoon('2027-01-02', confirmed, new Date('2027-01-02T18:31:00Z'))).toBe(false);
    // Three days' credit or less: confirmed inside the window, the confirmation was the reminder.
    expect(isDueSoon('2026-12-06', confirmed, new Date('2026-12-04T05:00:00Z'))).toBe(false);
    expect(isDueSoon('2026-12-07', confirmed, new Date('2026-12-04T05:00:00Z'))).toBe(true);
  });

  it('makes the UPI link for an order on account: its amount, the order ID its note, its payment’s reference (or the order ID) its reference', () => {
    const payee = { vpa: 'guptasupply@okaxis', name: 'Gupta Supply Co.' };
    expect(accountUpiLink(payee, 'ORD-5B7K3N2W', 2495)).toBe(
      'upi://pay?pa=guptasupply%40okaxis&pn=Gupta%20Supply%20Co.&am=2495.00&cu=INR&tn=Order%20ORD-5B7K3N2W&tr=ORD-5B7K3N2W',
    );
    // With the open payment's reference (our server's), the gateway's webhook settles the order by it.
    expect(accountUpiLink(payee, 'ORD-5B7K3N2W', 2495, 'PAY7KQ2M9XW4')).toBe(
      'upi://pay?pa=guptasupply%40okaxis&pn=Gupta%20Supply%20Co.&am=2495.00&cu=INR&tn=Order%20ORD-5B7K3N2W&tr=PAY7KQ2M9XW4',
    );
    // A shop whose UPI ID is not one, or nothing to pay: no link rather than a broken one.
    expect(accountUpiLink({ ...payee, vpa: 'not a vpa' }, 'ORD-5B7K3N2W', 2495)).toBeUndefined();
    expect(accountUpiLink(payee, 'ORD-5B7K3N2W', 0)).toBeUndefined();
  });

  it('is overdue from the day after the due day, in India', () => {
    expect(dueDay(new Date('2026-12-03T05:00:00Z'), 1)).toBe('2026-12-04');
    expect(isOverdue('2026-12-04', new Date('2026-12-04T18:29:00Z'))).toBe(false);
    expect(isOverdue('2026-12-04', new Date('2026-12-04T18:31:00Z'))).toBe(true);
  });

  it('takes terms of a positive limit and 1 to 180 days', () => {
    expect(creditTermsProblem(50_000_00, 30)).toBeUndefined();
    expect(creditTermsProblem(0, 30)).toMatch(/above ₹0/);
    expect(creditTermsProblem(100_00, 0)).toMatch(/1 to 180/);
    expect(creditTermsProblem(100_00, 181)).toMatch(/1 to 180/);
    expect(creditTermsProblem(100_00, 1.5)).toMatch(/whole number/);
  });

  it('says in words what is due by when, and why an order is refused', () => {
    expect(accountTexts.due(12_390, '2027-01-02')).toBe('On account: pay ₹12,390 by 02 Jan 2027.');
    expect(accountRefusalMessage('limit', 4_500, 0)).toBe(
      'This order is above the credit left on your account (₹4,500). Please pay for it now.',
    );
    expect(accountRefusalMessage('overdue', 4_500, 1_200)).toMatch(/^₹1,200 on your account is overdue/);
  });

  it('says where a payment on account made online stands: a decline leaves it open, so the return says it', () => {
    const pending = { status: 'pending', review: false };
    expect(accountPaymentState(pending, false)).toBe('waiting');
    expect(accountPaymentState(pending, true)).toBe('declined');
    // Paid whatever the return said (approved in another tab, or by the webhook meanwhile).
    expect(accountPaymentState({ status: 'paid', review: false }, true)).toBe('paid');
    expect(accountPaymentState({ status: 'pending', review: true }, false)).toBe('review');
    expect(accountPaymentState({ status: 'failed', review: false }, false)).toBe('declined');
  });
});
