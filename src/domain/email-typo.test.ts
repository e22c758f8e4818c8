import { describe, expect, it } from 'vitest';
import { likelyEmail } from './email-typo.ts';

describe('likelyEmail', () => {
  it.each([
    ['asha@gmial.com', 'asha@gmail.com'],
    ['asha@gamil.com', 'asha@gmail.com'],
    ['asha@gnail.com', 'asha@gmail.com'],
    ['asha@gmail.con', 'asha@gmail.com'],
    ['asha@gmail.co', 'asha@gmail.com'],
    ['asha@gmail', 'asha@gmail.com'],
    ['asha@gmail.co.in', 'asha@gmail.com'],
    ['asha@yahoo.co.n', 'asha@yahoo.co.in'],
    ['asha@yaho.co.in', 'asha@yahoo.co.in'],
    ['asha@rediffmal.com', 'asha@rediffmail.com'],
    ['asha@redifmail.com', 'asha@rediffmail.com'],
    ['asha@hotmial.com', 'asha@hotmail.com'],
    ['asha@outlok.com', 'asha@outlook.com'],
    ['asha@icloud.co', 'asha@icloud.com'],
    ['accounts@unicorn.cmo', 'accounts@unicorn.com'],
    // The part before the @ stays as typed; the domain is read in any case.
    ['Asha.Verma+orders@GMIAL.COM', 'Asha.Verma+orders@gmail.com'],
    ['  asha@gmial.com ', 'asha@gmail.com'],
  ])('offers %s → %s', (typed, meant) => {
    expect(likelyEmail(typed)).toBe(meant);
  });

  it.each([
    'asha@gmail.com',
    'asha@yahoo.co.in',
    'asha@yahoo.in',
    'asha@rediffmail.com',
    'asha@outlook.in',
    // Family abroad keep their own.
    'asha@yahoo.co.uk',
    'asha@hotmail.co.uk',
    // A business's own domain, Indian second-level domains, and real ones near a webmail name.
    'accounts@unicorn.co.in',
    'accounts@unicorn.in',
    'priya@wipro.com',
    'asha@iitb.ac.in',
    'officer@mha.gov.in',
    'asha@gmx.com',
    'asha@mail.com',
    'asha@zoho.com',
    'founder@startup.io',
    // Names an object's own properties, not a provider.
    'asha@constructor.constructor',
    'asha@__proto__.com',
    // Not an address yet.
    '',
    'asha',
    'asha@',
    '@gmail.com',
  ])('leaves %j alone', (typed) => {
    expect(likelyEmail(typed)).toBeUndefined();
  });
});
