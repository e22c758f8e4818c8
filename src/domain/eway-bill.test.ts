import { describe, expect, it } from 'vitest';
import { consignmentValue, ewayBillTexts, needsEwayBill } from './eway-bill.ts';

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
});
