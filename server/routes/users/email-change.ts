import { Hono } from 'hono';
import {
  authMessages,
  emailChangeRequest,
  emailConfirmRequest,
  type EmailChangeAnswer,
  type EmailChangeState,
  type EmailConfirmAnswer,
  type PendingEmailChange,
} from '../../../src/contract/auth.ts';
import type { MessageBody } from '../../../src/contract/common.ts';
import { formatOrderDate } from '../../../src/domain/dates.ts';
import {
  emailChangeAskedEmail,
  emailChangedEmail,
  emailChangeLinkEmail,
} from '../../../src/emails/account-emails.ts';
import { storeSignature } from '../../mail/queue.ts';
import { emailChangeExpiry, emailChangeTexts, emailConfirmLink } from '../../../src/domain/email-change.ts';
import { and, desc, eq, gt, isNull, ne } from '../../db/orm.ts';
import { emailChanges, users } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { HttpError, isUniqueViolation } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { json } from '../../lib/validate.ts';
import type { AccountPasswords } from './passwords.ts';
import { spendCredentials } from '../../account/credentials.ts';
import { mailAside } from '../../mail/mail-aside.ts';
import { userMessages } from './messages.ts';

/** A change's row as the account page shows it. */
const pendingOf = (row: { newEmail: string; createdAt: Date; expiresAt: Date }): PendingEmailChange => ({
  email: row.newEmail,
  sentAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Extension: changing the address an account signs in with (src/domain/email-change.ts). The new
 * address gets a link; until it is opened the account keeps the old one, which is then told of the
 * change. Only the token's SHA-256 is kept (email_changes), as for sessions and reset links.
 * Mounted by userRoutes, whose password hashing (`passwords`) it shares.
 */
export function emailChangeRoutes(deps: Deps, passwords: AccountPasswords) {
  const { db, env, limiter, mailer } = deps;

  /** A link of this user that still works: not spent, not expired. */
  const waiting = (userId: string, now: Date) =>
    and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now));

  return (
    new Hono<AppEnv>()
      // The change waiting for its link, or none.
      .get('/users/email-change', requireUser(deps), async (c) => {
        const user = c.get('user');
        c.header('Cache-Control', 'private, no-store');
        const [row] = await db
          .select({
            newEmail: emailChanges.newEmail,
            createdAt: emailChanges.createdAt,
            expiresAt: emailChanges.expiresAt,
          })
          .from(emailChanges)
          .where(waiting(user.id, new Date()))
          .orderBy(desc(emailChanges.createdAt))
          .limit(1);
        return c.json({ pending: row ? pendingOf(row) : null } satisfies EmailChangeState);
      })
      // A new address, with the password: a link to it, which any earlier one gives way to.
      .post('/users/email-change', requireUser(deps), json(emailChangeRequest), async (c) => {
        const user = c.get('user');
        const body = c.req.valid('json');
        if (body.email === user.email) throw new HttpError(400, authMessages.sameEmail);
        const ok = await passwords.withPlace(async (hasher) => {
          const ip = clientIp(c, env);
          // Counted as sign-in guesses: a stolen session cannot try passwords faster than the sign-in form.
          await limiter.check('login', { ip, account: `${user.email} ${ip}` });
          const [found] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
          return hasher.verify(body.password, found?.passwordHash ?? (await passwords.dummyHash()));
        });
        // 403, not 401: the session is good, and a 401 would sign the shopper out.
        if (!ok) throw new HttpError(403, emailChangeTexts.wrongPassword);
        // Only after the password: whether an address has an account is not told to a stolen session.
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, body.email), ne(users.id, user.id)))
          .limit(1);
        if (taken) throw new HttpError(409, userMessages.duplicate);
        // Each request mails someone: counted per account, like reset links per address.
        await limiter.check('email-change', { ip: clientIp(c, env), account: user.id });
        const token = newToken();
        const now = new Date();
        const row = {
          tokenHash: hashToken(token),
          userId: user.id,
          newEmail: body.email,
          createdAt: now,
          expiresAt: emailChangeExpiry(now),
        };
        await db.transaction(async (tx) => {
          // One request at a time per account, so only the newest link is ever left waiting.
          const [account] = await tx
            .select({ email: users.email })
            .from(users)
            .where(eq(users.id, user.id))
            .for('update');
          await tx
            .update(emailChanges)
            .set({ usedAt: now })
            .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
          await tx.insert(emailChanges).values({ ...row, oldEmail: account?.email ?? user.email });
        });
        // Not awaited: the link is made; a mail server that is down is met by asking again.
        mailAside(mailer, 'e-mail change link', {
          to: body.email,
          ...emailChangeLinkEmail(
            { firstName: user.firstName, link: emailConfirmLink(env.APP_URL, token) },
            storeSignature(deps.store),
          ),
        });
        // And a word to the address the account has: a change its owner did not ask for can be stopped
        // (a new password, or "Keep my address") before the link is opened.
        mailAside(mailer, 'e-mail change notice', {
          to: user.email,
          ...emailChangeAskedEmail(
            { firstName: user.firstName, email: body.email, when: formatOrderDate(now.toISOString()) },
            storeSignature(deps.store),
          ),
        });
        return c.json({
          message: emailChangeTexts.sent(body.email),
          pending: pendingOf(row),
        } satisfies EmailChangeAnswer);
      })
      // The change waiting is dropped: its link stops working (nothing waiting is no error).
      .delete('/users/email-change', requireUser(deps), async (c) => {
        const user = c.get('user');
        await db
          .update(emailChanges)
          .set({ usedAt: new Date() })
          .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
        return c.json({ message: emailChangeTexts.dropped } satisfies MessageBody);
      })
      // The mailed link, opened on any device (no session): the account signs in with the new address.
      .post('/users/email-change/confirm', json(emailConfirmRequest), async (c) => {
        const tokenHash = hashToken(c.req.valid('json').token);
        await limiter.check('email-confirm', { ip: clientIp(c, env), account: tokenHash });
        const now = new Date();
        const changed = await db.transaction(async (tx) => {
          // Marking the link used in the same statement that finds it makes it single-use under races.
          const [change] = await tx
            .update(emailChanges)
            .set({ usedAt: now, confirmedAt: now })
            .where(
              and(
                eq(emailChanges.tokenHash, tokenHash),
                isNull(emailChanges.usedAt),
                gt(emailChanges.expiresAt, now),
              ),
            )
            .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
          if (!change) throw new HttpError(400, emailChangeTexts.linkInvalid);
          const [user] = await tx
            .select({ email: users.email, firstName: users.firstName })
            .from(users)
            .where(eq(users.id, change.userId))
            .for('update');
          if (!user) throw new HttpError(400, emailChangeTexts.linkInvalid);
          // Registered by someone else since the link went. Asked first: on PostgreSQL a failed
          // statement would leave the transaction unusable. Either way the error rolls it all back.
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, change.newEmail), ne(users.id, change.userId)))
            .limit(1);
          if (taken) throw new HttpError(409, userMessages.duplicate);
          try {
            // Confirmed as it is changed: the link that changes it was mailed to it.
            await tx
              .update(users)
              .set({ email: change.newEmail, emailConfirmedAt: now })
              .where(eq(users.id, change.userId));
          } catch (error) {
            if (isUniqueViolation(error)) throw new HttpError(409, userMessages.duplicate);
            throw error;
          }
          // Any other link waiting stops working, and reset links (they went to the old address);
          // sessions stay: requireUser reads the address from the account, so they see the new one.
          await spendCredentials(tx, change.userId, now, 'stay');
          return { oldEmail: user.email, firstName: user.firstName, newEmail: change.newEmail };
        });
        // Not awaited: the change is made; the old address hears of it, in case it was not its owner.
        mailAside(mailer, 'e-mail changed notice', {
          to: changed.oldEmail,
          ...emailChangedEmail(
            {
              firstName: changed.firstName,
              email: changed.newEmail,
              when: formatOrderDate(now.toISOString()),
            },
            storeSignature(deps.store),
          ),
        });
        return c.json({
          message: emailChangeTexts.confirmed(changed.newEmail),
          email: changed.newEmail,
        } satisfies EmailConfirmAnswer);
      })
  );
}
