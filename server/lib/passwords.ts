import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';
import { HttpError } from './errors.ts';

// OWASP password storage cheat sheet: scrypt N=2^17, r=8, p=1.
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that at N=2^17.
  const maxmem = 256 * n * r + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** 'scrypt$N$r$p$salt$hash' (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, n: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export const busyMessage = 'The server is busy. Please try again in a moment.';

export interface Hasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/**
 * Hashing with a cap: scrypt at N=2^17 takes ~128 MB and most of a second of a core here, so a flood
 * of logins would take the memory and the CPU from everyone else. A request takes a place before
 * any other work (its queries too); at most `concurrency` hashes run at once and `queue` requests
 * wait; beyond that the request gets 503 with Retry-After at once.
 */
export function createPasswordHasher(options: { n: number; concurrency: number; queue: number }) {
  const limit = pLimit(options.concurrency);
  const hasher: Hasher = {
    hash: (password) => limit(() => hashPassword(password, options.n)),
    verify: (password, stored) => limit(() => verifyPassword(password, stored)),
  };
  let placed = 0;
  return {
    async withPlace<T>(work: (hasher: Hasher) => Promise<T>): Promise<T> {
      if (placed >= options.concurrency + options.queue) {
        throw new HttpError(503, busyMessage, { 'Retry-After': '2' });
      }
      placed += 1;
      try {
        return await work(hasher);
      } finally {
        placed -= 1;
      }
    },
  };
}
