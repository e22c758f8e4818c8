import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { SIGN_IN_DAYS } from '../../../src/contract/limits.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** A new session for the user; `device`: what the list of devices calls it (server/account/devices.ts). */
export async function createSession(db: Db, userId: string, device: string | null = null): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    device,
    expiresAt: new Date(Date.now() + SIGN_IN_DAYS * 24 * 60 * 60 * 1000),
  });
  return token;
}
