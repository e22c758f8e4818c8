import { describe, expect, it } from 'vitest';
import {
  formatIndianMobile,
  isBlankPhone,
  isPhoneField,
  normaliseIndianMobile,
  normalisePhoneInput,
  PHONE_MAX_LENGTH,
  PHONE_PREFIX,
  phoneError,
} from './phone.ts';

describe('isPhoneField', () => {
  it('is a phone field when the type is tel or the name contains phone', () => {
    expect(isPhoneField({ type: 'tel', name: 'contact' })).toBe(true);
    expect(isPhoneField({ type: 'text', name: 'customerPhone' })).toBe(true);
    expect(isPhoneField({ type: 'text', name: 'PHONE_NUMBER' })).toBe(true);
    expect(isPhoneField({ type: 'text', name: 'email' })).toBe(false);
  });
});

describe('normalisePhoneInput', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['', '+91'],
    ['+91', '+91'],
    ['98abc76', '+919876'],
    ['+91987654321099', '+919876543210'],
    ['+9987', '+91987'],
    ['+9187', '+9187'],
    ['+1987', '+91987'],
    ['+987', '+9187'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
  ])('shows %j as %j', (typed, shown) => {
    expect(normalisePhoneInput(typed)).toBe(shown);
  });

  it('always starts with +91 and never goes past 13 characters', () => {
    for (const typed of ['x', '1234567890123456', '+44 20 7946 0958', '   ']) {
      const shown = normalisePhoneInput(typed);
      expect(shown.startsWith(PHONE_PREFIX)).toBe(true);
      expect(shown.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
      expect(shown.slice(3)).toMatch(/^\d*$/);
    }
  });
});

describe('isBlankPhone', () => {
  it('treats the prefix alone as empty', () => {
    expect(isBlankPhone('+91')).toBe(true);
    expect(isBlankPhone('')).toBe(true);
    expect(isBlankPhone('+919')).toBe(false);
  });
});

describe('phoneError', () => {
  it('accepts +91 with 10 digits when no bounds are given', () => {
    expect(phoneError('+919876543210')).toBeUndefined();
  });

  it('requires the +91 prefix', () => {
    expect(phoneError('9876543210')).toBe('Phone number must start with +91');
    expect(phoneError('+449876543210')).toBe('Phone number must start with +91');
  });

  it('requires 13 characters when no bounds are given', () => {
    expect(phoneError('+91987654321')).toBe('Phone number must be 13 characters (including +91)');
    expect(phoneError('+9198765432101')).toBe('Phone number must be 13 characters (including +91)');
  });

  it('uses the given minimum and maximum lengths', () => {
    expect(phoneError('+9198765', { minLength: 13 })).toBe('Phone number must have at least 13 characters');
    expect(phoneError('+9198765', { minLength: 10, maxLength: 13 })).toBe(
      'Phone number must have at least 10 characters',
    );
    expect(phoneError('+919876543210', { maxLength: 12 })).toBe(
      'Phone number must have no more than 12 characters',
    );
    expect(phoneError('+9198765432', { minLength: 10, maxLength: 13 })).toBeUndefined();
  });

  it('checks the pattern', () => {
    expect(phoneError('+915876543210', { pattern: '^\\+91[6-9]\\d{9}$' })).toBe(
      'Invalid phone number format',
    );
    expect(phoneError('+919876543210', { pattern: '^\\+91[6-9]\\d{9}$' })).toBeUndefined();
  });

  it('does not throw on an invalid pattern', () => {
    expect(() => phoneError('+919876543210', { pattern: '([' })).not.toThrow();
    expect(phoneError('+919876543210', { pattern: '([' })).toBeUndefined();
  });

  it('rejects anything but digits after +91', () => {
    expect(phoneError('+91987654321x')).toBe('Invalid phone number format');
  });
});

describe('normaliseIndianMobile', () => {
  it.each([
    '9876543210',
    '+91 98765 43210',
    '09876543210',
    '919876543210',
    '+91-98765-43210',
    '0091 98765 43210',
  ])('reads %j as +919876543210', (input) => {
    expect(normaliseIndianMobile(input)).toBe('+919876543210');
  });

  it('reads a 10-digit number that itself starts with 91', () => {
    expect(normaliseIndianMobile('9198765432')).toBe('+919198765432');
  });

  it.each(['5876543210', '987654321', '98765432100', '+44 7946 095812', 'abcdefghij', '', '+91 98765 4321x'])(
    'rejects %j',
    (input) => {
      expect(normaliseIndianMobile(input)).toBeNull();
    },
  );
});

describe('formatIndianMobile', () => {
  it('shows a mobile as +91 and two groups of five', () => {
    expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('09876543210')).toBe('+91 98765 43210');
  });

  it('leaves anything else unchanged', () => {
    expect(formatIndianMobile('12345')).toBe('12345');
  });
});
