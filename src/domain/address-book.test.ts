import { describe, expect, it } from 'vitest';
import { addressKey } from './address-book.ts';

const home = {
  fullName: 'Priya Sharma',
  address: '42, 3rd Cross, HAL 2nd Stage',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  phone: '+919876543210',
};

describe('addressKey', () => {
  it('is the same for the same address typed with other spaces or capitals', () => {
    expect(addressKey({ ...home, address: ' 42,  3rd cross, HAL 2nd Stage ', city: 'BENGALURU' })).toBe(
      addressKey(home),
    );
  });

  it('differs when any part differs, the phone included', () => {
    for (const change of [{ postalCode: '560008' }, { phone: '+919876543211' }, { fullName: 'Priya S' }])
      expect(addressKey({ ...home, ...change })).not.toBe(addressKey(home));
  });
});
