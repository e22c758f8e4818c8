import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../test/client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { signUp } from '../test/helpers.ts';
import { hashToken } from '../lib/tokens.ts';
import { startHousekeeping, tidyDatabase } from './housekeeping.ts';
import { eq, lt } from './orm.ts';
import {
  contactMessages,
  emailChanges,
  mailQueue,
  passwordResets,
  sessions,
  stockAlerts,
  users,
} from './schema.ts';
import { productId } from '../test/helpers.ts';
import { CONTACT_MESSAGES_KEPT } from '../../src/domain/policies.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const HOUR = 60 * 60 * 1000;
const hash = () => hashToken(randomBytes(16).toString('hex'));
const userIdOf = async (email: string) =>
  (await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('the database kept tidy while the server runs', () => {
  it('removes sessions that can no longer sign in, and reset and e-mail links that can no longer be used, and keeps the rest', async () => {
    const { db } = h.database;
    const live = await signUp(h);
    const signedOut = await signUp(h);
    expect((await apiClient(h, signedOut.token).users.logout.$post()).status).toBe(200);
    const userId = await userIdOf(live.email);
    const now = new Date();
    await db
      .insert(sessions)
      .values({ tokenHash: hash(), userId, expiresAt: new Date(now.getTime() - HOUR) });
    const usable = hash();
    await db.insert(passwordResets).values([
      { tokenHash: usable, userId, expiresAt: new Date(now.getTime() + HOUR) },
      { tokenHash: hash(), userId, expiresAt: new Date(now.getTime() - HOUR) },
      { tokenHash: hash(), userId, expiresAt: new Date(now.getTime() + HOUR), usedAt: now },
    ]);
    // A link waiting, one expired, one dropped, and one confirmed (it names the old address, for erasing).
    const change = (newEmail: string, expiresAt: Date, usedAt?: Date, confirmedAt?: Date) => ({
      tokenHash: hash(),
      userId,
      oldEmail: live.email,
      newEmail,
      expiresAt,
      ...(usedAt && { usedAt }),
      ...(confirmedAt && { confirmedAt }),
    });
    const ahead = new Date(now.getTime() + HOUR);
    const past = new Date(now.getTime() - HOUR);
    await db
      .insert(emailChanges)
      .values([
        change('waiting@example.in', ahead),
        change('expired@example.in', past),
        change('dropped@example.in', ahead, now),
        change('confirmed@example.in', past, past, past),
      ]);

    expect(await tidyDatabase(h.database, now)).toEqual({
      sessions: 2,
      passwordResets: 2,
      emailChanges: 2,
      contactMessages: 0,
      unconfirmedAlerts: 0,
      vacuumed: h.database.kind === 'pglite',
    });
    expect((await db.select().from(sessions)).map((s) => s.tokenHash)).toEqual([hashToken(live.token)]);
    expect((await db.select().from(passwordResets)).map((r) => r.tokenHash)).toEqual([usable]);
    expect((await db.select().from(emailChanges)).map((r) => r.newEmail).sort()).toEqual([
      'confirmed@example.in',
      'waiting@example.in',
    ]);
    // The shopper still signed in stays signed in.
    expect((await apiClient(h, live.token).orders.$get({ query: {} })).status).toBe(200);
  });

  it('deletes messages from the contact page once the privacy policy no longer keeps them, with their e-mail', async () => {
    const { db } = h.database;
    const DAY = 24 * HOUR;
    const sent = async (subject: string, daysAgo: number) => {
      const res = await apiClient(h).contact.$post({
        json: {
          name: 'Asha Rao',
          email: 'asha.rao@example.in',
          subject,
          message: 'Do you sell 10 x 10 inch boxes?',
        },
      });
      expect(res.status).toBe(201);
      const [row] = await db
        .update(contactMessages)
        .set({ createdAt: new Date(Date.now() - daysAgo * DAY) })
        .where(eq(contactMessages.subject, subject))
        .returning({ id: contactMessages.id });
      return row!.id;
    };
    const old = await sent('Boxes (old)', CONTACT_MESSAGES_KEPT.days + 1);
    const recent = await sent('Boxes (recent)', CONTACT_MESSAGES_KEPT.days - 1);

    expect((await tidyDatabase(h.database)).contactMessages).toBe(1);
    expect((await db.select().from(contactMessages)).map((m) => m.id)).toEqual([recent]);
    // Its e-mail to the shop, had it never gone, goes with it; the recent one's stays.
    expect(await db.select().from(mailQueue).where(eq(mailQueue.contactMessageId, old))).toEqual([]);
    expect(await db.select().from(mailQueue).where(eq(mailQueue.contactMessageId, recent))).toHaveLength(1);
  });

  it("deletes guests' back-in-stock alerts whose link was not opened within 48 hours, and keeps the rest", async () => {
    const { db } = h.database;
    const now = new Date();
    const alert = (email: string, hoursAgo: number, confirmed: boolean) => ({
      email,
      productId: productId(2),
      tokenHash: hash(),
      createdAt: new Date(now.getTime() - hoursAgo * HOUR),
      confirmedAt: confirmed ? now : null,
    });
    await db
      .insert(stockAlerts)
      .values([
        alert('late@example.in', 49, false),
        alert('recent@example.in', 47, false),
        alert('confirmed@example.in', 300, true),
      ]);
    expect((await tidyDatabase(h.database, now)).unconfirmedAlerts).toBe(1);
    expect((await db.select().from(stockAlerts)).map((a) => a.email).sort()).toEqual([
      'confirmed@example.in',
      'recent@example.in',
    ]);
  });

  it.skipIf(process.env.TEST_DB === 'postgres')(
    'vacuums PGlite, which has no autovacuum, so the room of deleted rows is used again',
    async () => {
      const { db } = h.database;
      const userId = await userIdOf((await signUp(h)).email);
      const size = async () =>
        Number(
          (await h.database.pglite!.query<{ bytes: number }>(`select pg_relation_size('sessions') as bytes`))
            .rows[0]!.bytes,
        );
      const endedSessions = async () => {
        const expiresAt = new Date(Date.now() - HOUR);
        for (let i = 0; i < 4; i++)
          await db
            .insert(sessions)
            .values(Array.from({ length: 500 }, () => ({ tokenHash: hash(), userId, expiresAt })));
      };
      // Without the vacuum, each round's rows would take new room: the table would grow each round.
      const sizes: number[] = [];
      for (let round = 0; round < 3; round++) {
        await endedSessions();
        sizes.push(await size());
        await tidyDatabase(h.database);
      }
      expect(sizes).toEqual([sizes[0], sizes[0], sizes[0]]);
      expect(await db.select().from(sessions).where(lt(sessions.expiresAt, new Date()))).toEqual([]);
    },
  );

  it('runs on its own every interval until stopped', async () => {
    const { db } = h.database;
    const userId = await userIdOf((await signUp(h)).email);
    const ended = hash();
    await db.insert(sessions).values({ tokenHash: ended, userId, expiresAt: new Date(Date.now() - HOUR) });
    const housekeeping = startHousekeeping(h.database, 50);
    try {
      await vi.waitFor(
        async () => expect(await db.select().from(sessions).where(eq(sessions.tokenHash, ended))).toEqual([]),
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      await housekeeping.stop();
    }
    // Stopped: nothing more is removed.
    await db.insert(sessions).values({ tokenHash: ended, userId, expiresAt: new Date(Date.now() - HOUR) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, ended))).toHaveLength(1);
  });
});
