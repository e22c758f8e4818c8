import type { Db } from '../db/client.ts';
import { and, isNull, ne, eq } from '../db/orm.ts';
import { emailChanges, passwordResets, sessions } from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a change of the account's password or address makes stale, in the caller's transaction: the
 * links mailed for it that still work (password resets, a new address waiting) stop working, and
 * its sessions end as `sessions` says: 'stay' (a confirmed address), 'all' (a reset password, the
 * owner's move), or all but the one that made the change (`{ except: tokenHash }`).
 */
export async function spendCredentials(
  tx: Tx,
  userId: string,
  now: Date,
  endSessions: 'stay' | 'all' | { except: string },
): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await tx
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
  if (endSessions === 'stay') return;
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        endSessions === 'all' ? undefined : ne(sessions.tokenHash, endSessions.except),
      ),
    );
}
