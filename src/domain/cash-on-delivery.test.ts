import { describe, expect, it } from 'vitest';
import { codOffer, codRefusalMessage, codTexts } from './cash-on-delivery.ts';

const terms = { maxOrderPaise: 10_000_00, feePaise: 40_00 };

describe('cash on delivery', () => {
  it('is offered up to the cap where the PIN allows it, with the fee added to what is due', () => {
    expect(codOffer(terms, true, 1_249_50)).toEqual({ offered: true, feePaise: 40_00, duePaise: 1_289_50 });
    expect(codOffer(terms, true, 10_000_00)).toMatchObject({ offered: true, duePaise: 10_040_00 });
  });

  it('is refused above the cap, for a PIN without it, and where the shop does not offer it', () => {
    expect(codOffer(terms, true, 10_000_01)).toEqual({
      offered: false,
      reason: 'cap',
      maxOrderPaise: 10_000_00,
    });
    expect(codOffer(terms, false, 100_00)).toEqual({ offered: false, reason: 'pin' });
    expect(codOffer(undefined, true, 100_00)).toEqual({ offered: false, reason: 'off' });
  });

  it('says why in words, with the PIN or the cap in rupees', () => {
    expect(codRefusalMessage('pin', '794001')).toBe('Cash on delivery is not available for PIN code 794001.');
    expect(codRefusalMessage('cap', '560001', 10_000)).toBe(
      'Cash on delivery is available on orders up to ₹10,000.',
    );
    expect(codTexts.methodWithFee(40)).toBe('Cash on delivery (+₹40 fee)');
    expect(codTexts.offered(0, 500)).not.toContain('fee');
  });
});
