import { Hono } from 'hono';
import { stockAlertCancelQuery, stockAlertRequest } from '../../../src/contract/stock-alerts.ts';
import { cancelStockAlert, setStockAlert, waitingAlerts } from '../../catalogue/stock-alerts.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { json, query } from '../../lib/validate.ts';

/**
 * Back-in-stock alerts on the account (an extension; server/catalogue/stock-alerts.ts keeps and
 * sends them). Each call answers the alerts still waiting, so the product page knows what is set.
 * POST sets one (201); DELETE cancels one (200, also when none was waiting).
 */
export function stockAlertRoutes(deps: Deps) {
  const { db } = deps;
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
    });
}
