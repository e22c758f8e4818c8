import { createHash } from 'node:crypto';

// A fixed namespace for this shop's product slugs: the same slug always gets the same id.
const NAMESPACE = Buffer.from('5f0c2a4e9b7d4c1e8a36d2b4f1e07c93', 'hex');

/** A name-based (version 5, SHA-1) UUID for a product slug, stable across reseeding. */
export function productIdFromSlug(slug: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(slug, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
