import { Hono } from 'hono';
import { mailAside } from '../../mail/mail-aside.ts';
import {
  guestAlertTokenRequest,
  guestStockAlertRequest,
  stockAlertCancelQuery,
  stockAlertRequest,
  type GuestStockAlert,
} from '../../../src/contract/stock-alerts.ts';
import { guestAlertHref } from '../../../src/domain/stock-alerts.ts';
import { guestAlertConfirmEmail } from '../../../src/emails/stock-alert-email.ts';
import {
  askGuestStockAlert,
  cancelGuestStockAlert,
  cancelStockAlert,
  confirmGuestStockAlert,
  setStockAlert,
  waitingAlerts,
} from '../../catalogue/stock-alerts.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { json, query } from '../../lib/validate.ts';
import { storeSignature } from '../../mail/queue.ts';

/**
 * Back-in-stock alerts on the account (an extension; server/catalogue/stock-alerts.ts keeps and
 * sends them). Each call answers the alerts still waiting, so the product page knows what is set.
 * POST sets one (201); DELETE cancels one (200, also when none was waiting).
 *
 * A guest's (no account): POST /stock-alerts/guest with the address (202, the link e-mailed to it;
 * the same answer whatever the address), then POST /stock-alerts/guest/confirm with the link's
 * token (the alert waits from then) and /cancel (it is gone); both 404 for a link that no longer
 * works.
 */
export function stockAlertRoutes(deps: Deps) {
  const { db, env, limiter, mailer, store } = deps;
  return new Hono<AppEnv>()
    .get('/stock-alerts', requireUser(deps), async (c) => c.json(await waitingAlerts(db, c.get('user').id)))
    .post('/stock-alerts', requireUser(deps), json(stockAlertRequest), async (c) => {
      const userId = c.get('user').id;
      const { productId, size } = c.req.valid('json');
      await setStockAlert(db, userId, productId, size);
      return c.json(await waitingAlerts(db, userId), 201);
    })
    .delete('/stock-alerts/:productId', requireUser(deps), query(stockAlertCancelQuery), async (c) => {
      const userId = c.get('user').id;
      await cancelStockAlert(db, userId, c.req.param('productId'), c.req.valid('query').size);
      return c.json(await waitingAlerts(db, userId));
    })
    .post('/stock-alerts/guest', json(guestStockAlertRequest), async (c) => {
      const { email, productId, size } = c.req.valid('json');
      // Each ask e-mails a stranger's address: counted by the network and by the address.
      await limiter.check('guest-stock-alert', { ip: clientIp(c, env), account: email });
      const link = await askGuestStockAlert(db, email, productId, size);
      if (link) {
        const mail = guestAlertConfirmEmail(
          { title: link.title, size, link: `${env.APP_URL}${guestAlertHref(link.token)}` },
          storeSignature(store),
        );
        // Not awaited, as the reset link: a mail server that is down is logged, and asking again
        // sends a new link.
        mailAside(mailer, 'alert link', { to: email, ...mail });
      }
      return c.json({ email }, 202);
    })
    .post('/stock-alerts/guest/confirm', json(guestAlertTokenRequest), async (c) =>
      c.json<GuestStockAlert>(await confirmGuestStockAlert(db, c.req.valid('json').token)),
    )
    .post('/stock-alerts/guest/cancel', json(guestAlertTokenRequest), async (c) =>
      c.json<GuestStockAlert>(await cancelGuestStockAlert(db, c.req.valid('json').token)),
    );
}
