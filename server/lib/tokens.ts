import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, sent to the client once; only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

// Crockford base32: no I, L, O or U, so order numbers read aloud or typed stay unambiguous.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function crockford(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += CROCKFORD[randomInt(CROCKFORD.length)];
  return out;
}

export const newOrderId = (): string => `ORD-${crockford(8)}`;
export const newPaymentReference = (): string => `PAY${crockford(12)}`;
