import { Hono } from 'hono';
import type { MessageBody } from '../../../src/contract/common.ts';
import { CONTACT_RECEIVED, contactRequest } from '../../../src/contract/contact.ts';
import { contactMessages } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { json } from '../../lib/validate.ts';
import { queueContactEmail } from '../../mail/queue.ts';

/**
 * POST /contact (extension): the contact page's message. It is kept, and mailed to the store's
 * e-mail with the shopper's as Reply-To, through the mail queue (so a mail server that is down
 * loses nothing). Counted per address and per e-mail like sign-in attempts, against a flood.
 */
export function contactRoutes({ db, env, limiter }: Deps) {
  return new Hono<AppEnv>().post('/contact', json(contactRequest), async (c) => {
    const message = c.req.valid('json');
    await limiter.check('contact', { ip: clientIp(c, env), account: message.email });
    await db.transaction(async (tx) => {
      const [kept] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      await queueContactEmail(tx, kept!.id);
    });
    return c.json({ message: CONTACT_RECEIVED } satisfies MessageBody, 201);
  });
}
