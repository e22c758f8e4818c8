import { describe, expect, it } from 'vitest';
import { productIdFromSlug, UUID } from '../db/product-id.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';

describe('passwords', () => {
  it('are stored as salted scrypt hashes with their cost, and verify only the right password', async () => {
    const stored = await hashPassword('secret123', 1024);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('secret123');
    expect(await hashPassword('secret123', 1024)).not.toBe(stored);
    expect(await verifyPassword('secret123', stored)).toBe(true);
    expect(await verifyPassword('secret124', stored)).toBe(false);
    expect(await verifyPassword('secret123', 'garbage')).toBe(false);
  });

  it('uses the OWASP cost (N=2^17) without running out of scrypt memory', async () => {
    const stored = await hashPassword('secret123', 2 ** 17);
    expect(await verifyPassword('secret123', stored)).toBe(true);
  });
});

describe('tokens and product ids', () => {
  it('session tokens carry 256 random bits and are stored as SHA-256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(newToken()).not.toBe(token);
  });

  it('product ids are version-5 UUIDs, the same for the same slug', () => {
    const id = productIdFromSlug('brown-tape-48mm');
    expect(id).toMatch(UUID);
    expect(id[14]).toBe('5');
    expect(productIdFromSlug('brown-tape-48mm')).toBe(id);
    expect(productIdFromSlug('brown-tape-72mm')).not.toBe(id);
  });
});
