import type { Deps } from '../../deps.ts';
import { createPasswordHasher, hashPassword } from '../../lib/passwords.ts';

/**
 * The account routes' password hashing, made once by userRoutes and handed to the routes it mounts
 * (email-change.ts): one queue for them all, so its cap (HASH_CONCURRENCY and HASH_QUEUE,
 * server/lib/passwords.ts) holds for all of them together.
 */
export function createAccountPasswords({ env }: Deps) {
  const { withPlace } = createPasswordHasher({
    n: env.SCRYPT_N,
    concurrency: env.HASH_CONCURRENCY,
    queue: env.HASH_QUEUE,
  });
  // Made once (outside the queue: every early caller shares the one run).
  let dummy: Promise<string> | undefined;
  return {
    withPlace,
    /** Unknown e-mails still cost one scrypt run, so timing does not tell which accounts exist. */
    dummyHash: () => (dummy ??= hashPassword('not-a-real-password', env.SCRYPT_N)),
  };
}

export type AccountPasswords = ReturnType<typeof createAccountPasswords>;
