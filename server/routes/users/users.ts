import { formatMoney, fromPaise } from '../../../src/domain/money.ts';
import { and, desc, eq, gt, isNull, ne } from '../../db/orm.ts';
import { Hono } from 'hono';
import {
  changePasswordRequest,
  deleteAccountRequest,
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  type LoginResponse,
  type SignedInDevices,
  type SignOutOthersAnswer,
} from '../../../src/contract/auth.ts';
import type { MessageBody } from '../../../src/contract/common.ts';
import { passwordResets, sessions, users } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { bearerToken } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { HttpError, isUniqueViolation } from '../../lib/errors.ts';
import { json } from '../../lib/validate.ts';
import { createAccountPasswords } from './passwords.ts';
import { userMessages } from './messages.ts';
import { emailChangeRoutes } from './email-change.ts';
import { emailVerificationRoutes, markEmailConfirmed, sendEmailVerification } from './email-verification.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createSession } from './sessions.ts';
import { spendCredentials } from '../../account/credentials.ts';
import { UUID } from '../../db/product-id.ts';
import { deviceOf } from '../../account/devices.ts';
import { requireUser } from '../../lib/auth.ts';
import { eraseAccount, ordersOfAccount } from '../../account/erase.ts';
import { accountDeletionTexts } from '../../../src/domain/account-deletion.ts';
import { orderStatus } from '../../../src/domain/order-status.ts';
import { accountSecurityTexts } from '../../../src/domain/account-security.ts';
import { formatOrderDate } from '../../../src/domain/dates.ts';
import {
  newSignInEmail,
  passwordChangedEmail,
  passwordResetEmail,
} from '../../../src/emails/account-emails.ts';
import { ACCOUNT_PATH } from '../../../src/domain/routes.ts';
import { rememberDevice } from '../../account/known-devices.ts';
import { mailAside } from '../../mail/mail-aside.ts';
import { storeSignature } from '../../mail/queue.ts';

const RESET_HOURS = 1;

export function userRoutes(deps: Deps) {
  const { db, env, limiter, mailer } = deps;
  // Shared with the routes mounted below (email-change.ts): one hashing queue for the app.
  const passwords = createAccountPasswords(deps);
  const { dummyHash } = passwords;

  /** A session that still lets someone in: not revoked, not expired, not idle too long (as requireUser). */
  const live = (now: number) =>
    and(
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, new Date(now)),
      gt(sessions.lastSeenAt, new Date(now - env.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000)),
    );

  return (
    new Hono<AppEnv>()
      .post('/users/register', json(registerRequest), async (c) => {
        const body = c.req.valid('json');
        // A full hashing queue turns the request away before it costs a query.
        const passwordHash = await passwords.withPlace(async (hasher) => {
          await limiter.check('register', { ip: clientIp(c, env), account: body.email });
          return hasher.hash(body.password);
        });
        let account;
        try {
          [account] = await db
            .insert(users)
            .values({ email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName })
            .returning({ id: users.id, email: users.email, firstName: users.firstName });
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, userMessages.duplicate);
          throw error;
        }
        // Extension: a welcome, with the link that confirms the address (email-verification.ts).
        if (account) await sendEmailVerification(deps, account, true);
        return c.json({ message: userMessages.registered } satisfies MessageBody, 201);
      })
      .post('/users/authorize', json(loginRequest), async (c) => {
        const body = c.req.valid('json');
        const user = await passwords.withPlace(async (hasher) => {
          const ip = clientIp(c, env);
          // Guesses are counted per account *and* address: an attacker elsewhere cannot lock the owner out.
          await limiter.check('login', { ip, account: `${body.email} ${ip}` });
          const [found] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
          const ok = await hasher.verify(body.password, found?.passwordHash ?? (await dummyHash()));
          return ok ? found : undefined;
        });
        if (!user) throw new HttpError(401, userMessages.invalidLogin);
        const device = deviceOf(c.req.header('user-agent'));
        const token = await createSession(db, user.id, device);
        // A browser the account has not signed in from before: its owner hears of it, at once.
        if ((await rememberDevice(db, user.id, body.device)) === 'new') {
          const when = formatOrderDate(new Date().toISOString());
          const accountUrl = `${env.APP_URL}${ACCOUNT_PATH}`;
          mailAside(mailer, 'new-sign-in e-mail', {
            to: user.email,
            ...newSignInEmail(
              { firstName: user.firstName, device: device ?? undefined, when, accountUrl },
              storeSignature(deps.store),
            ),
          });
        }
        return c.json({ token } satisfies LoginResponse);
      })
      .post('/users/logout', async (c) => {
        const token = bearerToken(c.req.header('authorization'));
        if (token) {
          await db
            .update(sessions)
            .set({ revokedAt: new Date() })
            .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
        }
        return c.json({ message: userMessages.loggedOut } satisfies MessageBody);
      })
      // Extension: a new password, with the current one; every other session ends (this one stays).
      .post('/users/change-password', requireUser(deps), json(changePasswordRequest), async (c) => {
        const user = c.get('user');
        const body = c.req.valid('json');
        const passwordHash = await passwords.withPlace(async (hasher) => {
          const ip = clientIp(c, env);
          // Counted as sign-in guesses: a stolen session cannot try passwords faster than the sign-in form.
          await limiter.check('login', { ip, account: `${user.email} ${ip}` });
          const [found] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
          const ok = await hasher.verify(body.currentPassword, found?.passwordHash ?? (await dummyHash()));
          return ok ? hasher.hash(body.password) : undefined;
        });
        // 403, not 401: the session is good, and a 401 would sign the shopper out.
        if (!passwordHash) throw new HttpError(403, accountSecurityTexts.wrongPassword);
        const now = new Date();
        await db.transaction(async (tx) => {
          await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
          // Every other device signs in again; the reset links and a new address waiting, which would
          // undo the change (or were asked for from a stolen session), stop working.
          await spendCredentials(tx, user.id, now, { except: user.tokenHash });
        });
        mailAside(mailer, 'password-changed e-mail', {
          to: user.email,
          ...passwordChangedEmail(
            { firstName: user.firstName, when: formatOrderDate(now.toISOString()) },
            storeSignature(deps.store),
          ),
        });
        return c.json({ message: accountSecurityTexts.changed } satisfies MessageBody);
      })
      // Extension: the devices signed in to the account (live sessions), this one first.
      .get('/users/sessions', requireUser(deps), async (c) => {
        const user = c.get('user');
        c.header('Cache-Control', 'private, no-store');
        const rows = await db
          .select({
            id: sessions.id,
            tokenHash: sessions.tokenHash,
            device: sessions.device,
            createdAt: sessions.createdAt,
            lastSeenAt: sessions.lastSeenAt,
          })
          .from(sessions)
          .where(and(eq(sessions.userId, user.id), live(Date.now())))
          .orderBy(desc(sessions.lastSeenAt));
        const data = rows
          .map((r) => ({
            id: r.id,
            ...(r.device !== null && { device: r.device }),
            signedInAt: r.createdAt.toISOString(),
            lastActiveAt: r.lastSeenAt.toISOString(),
            current: r.tokenHash === user.tokenHash,
          }))
          .sort((a, b) => Number(b.current) - Number(a.current));
        return c.json({ data } satisfies SignedInDevices);
      })
      // Extension: one other device signed out (not this one: that is the spec's sign-out).
      .delete('/users/sessions/:id', requireUser(deps), async (c) => {
        const user = c.get('user');
        const id = c.req.param('id').trim().toLowerCase();
        if (!UUID.test(id)) throw new HttpError(404, accountSecurityTexts.deviceGone);
        const [row] = await db
          .select({ tokenHash: sessions.tokenHash, device: sessions.device })
          .from(sessions)
          .where(and(eq(sessions.id, id), eq(sessions.userId, user.id), live(Date.now())))
          .limit(1);
        if (!row) throw new HttpError(404, accountSecurityTexts.deviceGone);
        if (row.tokenHash === user.tokenHash) throw new HttpError(409, accountSecurityTexts.deviceIsThisOne);
        await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, row.tokenHash));
        const device = row.device ?? accountSecurityTexts.unknownDevice;
        return c.json({ message: accountSecurityTexts.deviceSignedOut(device) } satisfies MessageBody);
      })
      // Extension: every session of the account but this one ends (a shared computer left signed in).
      .post('/users/sign-out-others', requireUser(deps), async (c) => {
        const user = c.get('user');
        const now = Date.now();
        // Counted are the sessions that still let someone in (not expired, not idle too long).
        const ended = await db
          .update(sessions)
          .set({ revokedAt: new Date(now) })
          .where(and(eq(sessions.userId, user.id), live(now), ne(sessions.tokenHash, user.tokenHash)))
          .returning({ tokenHash: sessions.tokenHash });
        return c.json({
          message: accountSecurityTexts.signedOutOthers(ended.length),
          ended: ended.length,
        } satisfies SignOutOthersAnswer);
      })
      // Extension: the shopper erases their own account (server/account/erase.ts), with their password.
      .post('/users/delete-account', requireUser(deps), json(deleteAccountRequest), async (c) => {
        const user = c.get('user');
        const { password } = c.req.valid('json');
        const ok = await passwords.withPlace(async (hasher) => {
          const ip = clientIp(c, env);
          await limiter.check('login', { ip, account: `${user.email} ${ip}` });
          const [found] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
          return hasher.verify(password, found?.passwordHash ?? (await dummyHash()));
        });
        // 403, not 401: the session is good, and a 401 would sign the shopper out.
        if (!ok) throw new HttpError(403, accountDeletionTexts.wrongPassword);
        const { all, open, owing } = await ordersOfAccount(db, user.id);
        if (open.length > 0) {
          const list = open.map((o) => `${o.id}, ${orderStatus(o.status).label}`).join('; ');
          throw new HttpError(409, accountDeletionTexts.openOrders(list));
        }
        if (owing.length > 0) {
          const owed = formatMoney(fromPaise(owing.reduce((sum, o) => sum + o.amountPaise, 0)));
          throw new HttpError(409, accountDeletionTexts.owing(owed, owing.map((o) => o.orderId).join(', ')));
        }
        await eraseAccount(
          db,
          user.id,
          all.map((o) => o.id),
        );
        return c.json({ message: accountDeletionTexts.deleted } satisfies MessageBody);
      })
      .post('/users/forgot-password', json(forgotPasswordRequest), async (c) => {
        const { email } = c.req.valid('json');
        await limiter.check('forgot-password', { ip: clientIp(c, env), account: email });
        const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
        if (user) {
          const token = newToken();
          await db.insert(passwordResets).values({
            tokenHash: hashToken(token),
            userId: user.id,
            expiresAt: new Date(Date.now() + RESET_HOURS * 60 * 60 * 1000),
          });
          const link = `${env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
          // Not awaited: the answer takes as long whether or not the account exists, and a mail
          // server that is down does not turn into an error page that reveals the account.
          mailAside(mailer, 'reset e-mail', {
            to: user.email,
            ...passwordResetEmail(
              { firstName: user.firstName, link, hours: RESET_HOURS },
              storeSignature(deps.store),
            ),
          });
        }
        return c.json({ message: userMessages.resetSent } satisfies MessageBody);
      })
      .post('/users/reset-password', json(resetPasswordRequest), async (c) => {
        const body = c.req.valid('json');
        const tokenHash = hashToken(body.token);
        await limiter.check('reset-password', { ip: clientIp(c, env), account: tokenHash });
        const now = new Date();
        const live = and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        );
        // A made-up token costs a lookup, not a password hash.
        const [valid] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(live);
        if (!valid) throw new HttpError(400, userMessages.resetInvalid);
        const passwordHash = await passwords.withPlace((hasher) => hasher.hash(body.password));
        const changed = await db.transaction(async (tx) => {
          // Marking the token used in the same statement that finds it makes it single-use under races.
          const [reset] = await tx
            .update(passwordResets)
            .set({ usedAt: now })
            .where(live)
            .returning({ userId: passwordResets.userId });
          if (!reset) return false;
          await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
          // The link went to the account's address: opening it confirms the address too.
          await markEmailConfirmed(tx, reset.userId, now);
          // Every other link mailed stops working too (a new address waiting, asked for by whoever had
          // the old password), and every device that had the old password is signed out.
          await spendCredentials(tx, reset.userId, now, 'all');
          return true;
        });
        if (!changed) throw new HttpError(400, userMessages.resetInvalid);
        return c.json({ message: userMessages.resetDone } satisfies MessageBody);
      })
      // Extension: changing the address the account signs in with (its own file).
      .route('/', emailChangeRoutes(deps, passwords))
      // Extension: confirming the address an account has (its own file).
      .route('/', emailVerificationRoutes(deps))
  );
}
