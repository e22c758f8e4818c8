import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../contract/order.ts';
import {
  canMoveOrder,
  isOrderOpen,
  ORDER_STATUS,
  ORDER_STATUS_CODES,
  orderStatus,
  refundDuePaise,
  refusedMove,
  stillOwed,
} from './order-status.ts';

describe('orderStatus', () => {
  it.each([
    [0, 'Pending', 'yellow'],
    [1, 'Processing', 'blue'],
    [2, 'Shipped', 'purple'],
    [3, 'Delivered', 'green'],
    [4, 'Cancelled', 'red'],
  ] as const)('shows status %i as %s in %s', (code, label, color) => {
    expect(orderStatus(code)).toEqual({ label, color });
  });

  it('shows any other value as Unknown with the number, in gray', () => {
    expect(orderStatus(7)).toEqual({ label: 'Unknown (7)', color: 'gray' });
    expect(orderStatus(-1)).toEqual({ label: 'Unknown (-1)', color: 'gray' });
  });

  it('knows the same codes as the contract', () => {
    expect([...ORDER_STATUS_CODES]).toEqual([...ORDER_STATUSES]);
  });
});

describe('canMoveOrder', () => {
  it('lets a payment, and only a payment, make a Pending order Processing', () => {
    expect(canMoveOrder(0, 1, 'payment')).toBe(true);
    expect(canMoveOrder(0, 1, 'owner')).toBe(false);
    expect(canMoveOrder(0, 1, 'shopper')).toBe(false);
    expect(refusedMove(0, 1)).toMatch(/payments mark-paid/);
  });

  it('lets the owner ship, deliver and cancel forwards, never backwards', () => {
    expect(canMoveOrder(1, 2, 'owner')).toBe(true);
    expect(canMoveOrder(2, 3, 'owner')).toBe(true);
    expect(canMoveOrder(0, 4, 'owner')).toBe(true);
    expect(canMoveOrder(1, 4, 'owner')).toBe(true);
    for (const [from, to] of [
      [2, 1],
      [3, 2],
      [1, 0],
      [2, 4],
      [3, 4],
      [4, 0],
      [4, 1],
      [0, 2],
      [0, 3],
      [1, 3],
    ] as const) {
      expect(canMoveOrder(from, to, 'owner'), `${from} → ${to}`).toBe(false);
    }
    expect(refusedMove(4, 0)).toMatch(/Cancelled and its stock is back/);
    expect(refusedMove(3, 2)).toBe('an order does not go from Delivered to Shipped');
    expect(refusedMove(2, 2)).toBe('it is already Shipped');
  });

  it('lets a shopper cancel before dispatch only', () => {
    expect(canMoveOrder(0, 4, 'shopper')).toBe(true);
    expect(canMoveOrder(1, 4, 'shopper')).toBe(true);
    expect(canMoveOrder(2, 4, 'shopper')).toBe(false);
    expect(canMoveOrder(1, 2, 'shopper')).toBe(false);
  });

  it('lets the time to pay cancel a Pending order, and nothing else', () => {
    expect(canMoveOrder(0, 4, 'expiry')).toBe(true);
    expect(canMoveOrder(1, 4, 'expiry')).toBe(false);
    expect(canMoveOrder(0, 1, 'expiry')).toBe(false);
  });
});

describe('isOrderOpen', () => {
  it('is open while it can still move: Pending, Processing and Shipped, not Delivered or Cancelled', () => {
    expect(ORDER_STATUS_CODES.filter(isOrderOpen)).toEqual([0, 1, 2]);
  });
});

describe('stillOwed', () => {
  it('owes an unpaid order at every status but Cancelled, and a paid one at none', () => {
    expect(ORDER_STATUS_CODES.filter((status) => stillOwed({ status }))).toEqual([0, 1, 2, 3]);
    expect(ORDER_STATUS_CODES.filter((status) => stillOwed({ status, paid: false }))).toEqual([0, 1, 2, 3]);
    expect(ORDER_STATUS_CODES.filter((status) => stillOwed({ status, paid: true }))).toEqual([]);
  });
});

describe('refundDuePaise', () => {
  const received = { status: 'paid', amountPaise: 244650, refundedAt: null };
  const expired = { status: 'expired', amountPaise: 244650, refundedAt: null };

  it('owes a cancelled order its received payments', () => {
    expect(refundDuePaise(ORDER_STATUS.cancelled, [expired, received])).toBe(244650);
  });

  it('owes nothing once the refund is recorded, or when nothing was received', () => {
    expect(refundDuePaise(ORDER_STATUS.cancelled, [{ ...received, refundedAt: new Date() }])).toBe(0);
    expect(refundDuePaise(ORDER_STATUS.cancelled, [expired])).toBe(0);
  });

  it('owes nothing on an order that is not cancelled, paid or not', () => {
    for (const status of [ORDER_STATUS.processing, ORDER_STATUS.shipped, ORDER_STATUS.delivered])
      expect(refundDuePaise(status, [received])).toBe(0);
  });
});
