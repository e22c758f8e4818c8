import { describe, expect, it } from 'vitest';
import { order } from '../contract/order.ts';
import { shippedOrder } from '../mocks/fixtures/orders.ts';
import {
  consignmentValue,
  ewayBillNumber,
  ewayBillTexts,
  formatEwayBill,
  needsEwayBill,
} from './eway-bill.ts';

describe('the e-way bill', () => {
  it('is needed above ₹50,000 of goods, not at it', () => {
    expect(needsEwayBill({ total: 50_000 })).toBe(false);
    expect(needsEwayBill({ total: 50_000.5 })).toBe(true);
    expect(needsEwayBill({ total: 2_446.5 })).toBe(false);
  });

  it('counts the goods with their GST, not a cash-on-delivery fee', () => {
    expect(consignmentValue({ total: 50_040, codFee: 40 })).toBe(50_000);
    expect(needsEwayBill({ total: 50_040, codFee: 40 })).toBe(false);
    expect(needsEwayBill({ total: 50_041, codFee: 40 })).toBe(true);
  });

  it('tells the owner the worth, the limit and where to generate it', () => {
    expect(ewayBillTexts.needed(64_350)).toMatch(
      /^E-way bill: these goods are worth ₹64,350, over ₹50,000\. Generate the e-way bill on ewaybillgst\.gov\.in/,
    );
  });

  it('takes its number as the owner types it, and nothing that is not 12 digits', () => {
    expect(ewayBillNumber('181234567890')).toBe('181234567890');
    expect(ewayBillNumber(' 1812 3456 7890 ')).toBe('181234567890');
    expect(ewayBillNumber('1812-3456-7890')).toBe('181234567890');
    expect(ewayBillNumber('18123456789')).toBeUndefined();
    expect(ewayBillNumber('1812345678901')).toBeUndefined();
    expect(ewayBillNumber('EWB181234567')).toBeUndefined();
  });

  it('writes the number in fours, as the portal prints it', () => {
    expect(formatEwayBill('181234567890')).toBe('1812 3456 7890');
    expect(ewayBillTexts.travelsWith('181234567890')).toBe('E-way bill 1812 3456 7890');
  });

  it("leaves out a server's e-way bill that is not a number, and keeps the rest of the shipment", () => {
    const read = (ewayBill: unknown) =>
      order.parse({ ...shippedOrder, shipment: { ...shippedOrder.shipment, ewayBill } }).shipment;
    expect(read('181234567890')).toEqual({ ...shippedOrder.shipment, ewayBill: '181234567890' });
    expect(read('1812 3456 7890')).toEqual({ ...shippedOrder.shipment, ewayBill: undefined });
    expect(read(181234567890)).toEqual({ ...shippedOrder.shipment, ewayBill: undefined });
  });
});
