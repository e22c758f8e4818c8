import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../contract/order.ts';
import { ORDER_STATUS_CODES, orderStatus } from './order-status.ts';

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
