import type { Database } from './client.ts';
import { CONTACT_MESSAGES_KEPT } from '../../src/domain/policies.ts';
import { unconfirmedBefore } from '../../src/domain/stock-alerts.ts';
import { and, isNotNull, isNull, lt, or } from './orm.ts';
import { contactMessages, emailChanges, passwordResets, sessions, stockAlerts } from './schema.ts';

/** How often a running server tidies its database. */
export const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface Tidied {
  sessions: number;
  passwordResets: number;
  emailChanges: number;
  contactMessages: number;
  unconfirmedAlerts: number;
  vacuumed: boolean;
}

/**
 * The database's upkeep while the server runs (every HOUSEKEEPING_INTERVAL_MS, from server/index.ts):
 * - sessions that can no longer sign anyone in (expired, or signed out) and password-reset links that
 *   can no longer be used (expired, or used) are deleted: nothing reads them again;
 * - links to a new e-mail address never confirmed (expired, dropped, or replaced by a newer one) are
 *   deleted with the address typed into them; a confirmed one stays, naming the account's old
 *   address, so erasing the account also erases what was kept under it (server/account/erase.ts);
 * - messages from the contact page older than the privacy policy keeps them (CONTACT_MESSAGES_KEPT)
 *   are deleted, with their e-mail if it never went;
 * - guests' back-in-stock alerts whose link was not opened in time (GUEST_ALERT_CONFIRM_HOURS) are
 *   deleted: the address never said it wanted them;
 * - on PGlite, VACUUM: PGlite has no autovacuum, so the old row versions that orders, payments,
 *   stock, sessions and rate limits leave behind would stay in the files and in every index for good,
 *   the files growing and each read passing over them (PostgreSQL's autovacuum does this on a
 *   server). Then ANALYZE, for the planner, of every table but the catalogue: its search document
 *   takes seconds to analyse at 100,000 products, and the catalogue is analysed after each bulk
 *   write instead (settle.ts). At 100,000 products on PGlite the VACUUM takes ~70 ms.
 */
export async function tidyDatabase(database: Database, now = new Date()): Promise<Tidied> {
  const { db } = database;
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  const spent = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
    .returning({ tokenHash: passwordResets.tokenHash });
  const unused = await db
    .delete(emailChanges)
    .where(
      and(
        isNull(emailChanges.confirmedAt),
        or(lt(emailChanges.expiresAt, now), isNotNull(emailChanges.usedAt)),
      ),
    )
    .returning({ tokenHash: emailChanges.tokenHash });
  const cutoff = new Date(now.getTime() - CONTACT_MESSAGES_KEPT.days * 24 * 60 * 60 * 1000);
  const old = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff))
    .returning({ id: contactMessages.id });
  const unconfirmed = await db
    .delete(stockAlerts)
    .where(and(isNull(stockAlerts.confirmedAt), lt(stockAlerts.createdAt, unconfirmedBefore(now))))
    .returning({ id: stockAlerts.id });
  const { pglite } = database;
  if (pglite) {
    await pglite.exec('vacuum');
    const { rows } = await pglite.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and tablename <> 'products'`,
    );
    if (rows.length > 0) await pglite.exec(`analyze ${rows.map((t) => t.name).join(', ')}`);
  }
  return {
    sessions: gone.length,
    passwordResets: spent.length,
    emailChanges: unused.length,
    contactMessages: old.length,
    unconfirmedAlerts: unconfirmed.length,
    vacuumed: pglite !== undefined,
  };
}

/** Tidies every `intervalMs` until stopped; `stop()` waits for a tidy under way. */
export const startHousekeeping = (database: Database, intervalMs = HOUSEKEEPING_INTERVAL_MS) =>
  repeatEvery(
    intervalMs,
    async () => {
      const t = await tidyDatabase(database);
      console.info(
        `[housekeeping] removed ${t.sessions} ended sessions, ${t.passwordResets} spent reset links, ${t.emailChanges} unconfirmed e-mail changes, ${t.contactMessages} contact messages and ${t.unconfirmedAlerts} unconfirmed stock alerts past their time${t.vacuumed ? '; vacuumed' : ''}`,
      );
    },
    'housekeeping',
  );

/**
 * Runs `task` every `intervalMs` while the server runs, one run at a time; a failed run is logged
 * under `label` and tried again next time. `stop()` waits for a run under way.
 */
export function repeatEvery(intervalMs: number, task: () => Promise<void>, label: string) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= task()
      .catch((error: unknown) => console.warn(`[${label}] failed; trying again next time:`, error))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
