import { Hono } from 'hono';
import { emailConfirmRequest, type EmailConfirmAnswer } from '../../../src/contract/auth.ts';
import type { MessageBody } from '../../../src/contract/common.ts';
import {
  emailVerificationTexts as texts,
  emailVerifyExpiry,
  emailVerifyLink,
} from '../../../src/domain/email-verification.ts';
import { emailVerifyEmail } from '../../../src/emails/account-emails.ts';
import type { Tx } from '../../orders/moves.ts';
import { and, eq, gt, isNull } from '../../db/orm.ts';
import { emailVerifications, users } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { HttpError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { json } from '../../lib/validate.ts';
import { mailAside } from '../../mail/mail-aside.ts';
import { storeSignature } from '../../mail/queue.ts';

/**
 * A new link confirming the account's address, mailed to it (not awaited: the link is made, and a
 * mail server that is down is met by "Send a new link"). Links sent before keep working: each was
 * mailed to the same address, so whichever the shopper opens proves it. `welcome`: at registration.
 */
export async function sendEmailVerification(
  deps: Deps,
  user: { id: string; email: string; firstName: string },
  welcome: boolean,
): Promise<void> {
  const token = newToken();
  const now = new Date();
  await deps.db.insert(emailVerifications).values({
    tokenHash: hashToken(token),
    userId: user.id,
    email: user.email,
    createdAt: now,
    expiresAt: emailVerifyExpiry(now),
  });
  mailAside(deps.mailer, welcome ? 'welcome e-mail' : 'e-mail confirmation link', {
    to: user.email,
    ...emailVerifyEmail(
      { firstName: user.firstName, link: emailVerifyLink(deps.env.APP_URL, token), welcome },
      storeSignature(deps.store),
    ),
  });
}

/**
 * The account's address counts as confirmed from `now`, in the caller's transaction: a link mailed
 * to it was opened (a password reset, a confirmed change of address), which shows the same as ours.
 * A confirmation already made keeps its time.
 */
export async function markEmailConfirmed(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ emailConfirmedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}

/**
 * Extension: confirming the address an account has (src/domain/email-verification.ts). The link
 * mailed at registration, or again from the account page, is opened on any device; it confirms
 * the address it went to only while the account still has it. Only the token's SHA-256 is kept.
 */
export function emailVerificationRoutes(deps: Deps) {
  const { db, env, limiter } = deps;
  return (
    new Hono<AppEnv>()
      // A new link, asked from the account page (the one sent at registration lost, or expired).
      .post('/users/verify-email/send', requireUser(deps), async (c) => {
        const user = c.get('user');
        if (user.emailConfirmedAt) throw new HttpError(409, texts.alreadyConfirmed);
        // Each request mails someone: counted per account, like reset links per address.
        await limiter.check('email-verify-send', { ip: clientIp(c, env), account: user.id });
        await sendEmailVerification(deps, user, false);
        return c.json({ message: texts.sent(user.email) } satisfies MessageBody);
      })
      // The mailed link, opened on any device (no session).
      .post('/users/verify-email', json(emailConfirmRequest), async (c) => {
        const tokenHash = hashToken(c.req.valid('json').token);
        await limiter.check('email-verify', { ip: clientIp(c, env), account: tokenHash });
        const now = new Date();
        const email = await db.transaction(async (tx) => {
          const [link] = await tx
            .select({ userId: emailVerifications.userId, email: emailVerifications.email })
            .from(emailVerifications)
            .where(and(eq(emailVerifications.tokenHash, tokenHash), gt(emailVerifications.expiresAt, now)));
          if (!link) throw new HttpError(400, texts.linkInvalid);
          const [account] = await tx
            .select({ email: users.email })
            .from(users)
            .where(eq(users.id, link.userId))
            .for('update');
          // The account has moved to another address since the link went: it proves nothing now.
          if (!account || account.email !== link.email) throw new HttpError(400, texts.linkInvalid);
          // Opened again (pressed twice, or come back to) it says the same: the address is confirmed.
          await tx
            .update(emailVerifications)
            .set({ usedAt: now })
            .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt)));
          await markEmailConfirmed(tx, link.userId, now);
          return link.email;
        });
        return c.json({ message: texts.confirmed(email), email } satisfies EmailConfirmAnswer);
      })
  );
}
