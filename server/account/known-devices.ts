import type { Db } from '../db/client.ts';
import { eq } from '../db/orm.ts';
import { knownDevices } from '../db/schema.ts';
import { hashToken } from '../lib/tokens.ts';

/**
 * What a sign-in's browser is to the account (by the name the app sends, `device`,
 * src/api/device-id.ts): `first` when the account knew none yet (its first sign-in, or its first
 * since the shop began keeping them: nobody is e-mailed), `known`, or `new`, when the owner is
 * e-mailed. A sign-in without a name (a script, a browser that keeps nothing) is `new` to an
 * account that knows some. The name is kept hashed, as a session's token is.
 */
export async function rememberDevice(
  db: Db,
  userId: string,
  device: string | undefined,
): Promise<'first' | 'known' | 'new'> {
  const [anyKnown] = await db
    .select({ hash: knownDevices.deviceHash })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .limit(1);
  if (device === undefined) return anyKnown ? 'new' : 'first';
  const deviceHash = hashToken(device);
  const added = await db
    .insert(knownDevices)
    .values({ userId, deviceHash })
    .onConflictDoNothing()
    .returning({ hash: knownDevices.deviceHash });
  if (added.length === 0) return 'known';
  return anyKnown ? 'new' : 'first';
}
