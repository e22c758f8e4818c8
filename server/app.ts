import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Deps } from './deps.ts';
import { hasNul, HttpError, messages, nulMessage } from './lib/errors.ts';
import { isAllowedOrigin } from './lib/origins.ts';
import { createPublicCache, type PublicCache } from './lib/public-cache.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { accountRoutes } from './routes/account/account.ts';
import { ADMIN_PREFIX, adminRoutes } from './routes/admin/admin.ts';
import { imageRoutes } from './routes/images/images.ts';
import { orderRoutes } from './routes/orders/orders.ts';
import { paymentRoutes } from './routes/payments/payments.ts';
import { sandboxRoutes } from './routes/payments/sandbox.ts';
import { webhookRoutes } from './routes/payments/webhook.ts';
import { productRoutes } from './routes/products/products.ts';
import { seoRoutes } from './routes/seo/seo.ts';
import { staticRoutes } from './routes/static/static.ts';
import { storeInfoRoutes } from './routes/store-info/store-info.ts';
import { userRoutes } from './routes/users/users.ts';
import { wishlistRoutes } from './routes/wishlist/wishlist.ts';
import { stockAlertRoutes } from './routes/stock-alerts/stock-alerts.ts';
import { listRoutes } from './routes/lists/lists.ts';
import { quickOrderRoutes } from './routes/quick-order/quick-order.ts';
import { deliveryRoutes } from './routes/delivery/delivery.ts';
import { contactRoutes } from './routes/contact/contact.ts';
import { reviewRoutes } from './routes/reviews/reviews.ts';
import { questionRoutes } from './routes/questions/questions.ts';
import { quotationRoutes } from './routes/quotations/quotations.ts';

export type AppOptions = Deps;

/** The API's routes under /api/v1, chained so their type carries every route (server/test/client.ts). */
export function apiRoutes(deps: AppOptions, publicCache: PublicCache) {
  return new Hono<AppEnv>()
    .route('/', storeInfoRoutes(deps, publicCache))
    .route('/', productRoutes(deps, publicCache))
    .route('/', userRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', wishlistRoutes(deps))
    .route('/', stockAlertRoutes(deps))
    .route('/', reviewRoutes(deps))
    .route('/', questionRoutes(deps))
    .route('/', quickOrderRoutes(deps))
    .route('/', listRoutes(deps))
    .route('/', deliveryRoutes(deps))
    .route('/', contactRoutes(deps))
    .route('/', orderRoutes(deps))
    .route('/', quotationRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/', sandboxRoutes(deps))
    .route('/', webhookRoutes(deps))
    .route('/', adminRoutes(deps))
    .all('*', () => {
      throw new HttpError(404, messages.notFound);
    });
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;

/** `publicCache` is given by server/index.ts, which also puts it in front of the app. */
export function createApp(deps: AppOptions, publicCache = createPublicCache()) {
  const { env } = deps;
  const api = apiRoutes(deps, publicCache);

  const app = new Hono<AppEnv>();
  app.use(securityHeaders(env));
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (origin && isAllowedOrigin(env, origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', 'X-Store-Host', 'Idempotency-Key'],
      exposeHeaders: ['Retry-After', 'ETag'],
      maxAge: 600,
    }),
  );
  const shopperBodyLimit = bodyLimit({
    maxSize: env.BODY_LIMIT_BYTES,
    onError: (c) => c.json({ error: messages.tooLarge }, 413),
  });
  // The admin API sets its own, larger limit after checking the owner's token.
  app.use('*', (c, next) => (c.req.path.startsWith(ADMIN_PREFIX) ? next() : shopperBodyLimit(c, next)));
  // An owner's command may change the catalogue: shoppers see it at once, not when answers expire.
  app.post(`${ADMIN_PREFIX}*`, async (c, next) => {
    await next();
    if (c.res.ok) publicCache.clear();
  });
  app.use('*', async (c, next) => {
    let url: string;
    try {
      url = decodeURIComponent(c.req.url);
    } catch {
      throw new HttpError(400, 'The address is not valid URL encoding');
    }
    if (hasNul(url)) throw new HttpError(400, nulMessage);
    await next();
  });
  app.get('/healthz', async (c) => {
    await deps.db.execute('select 1');
    return c.json({ status: 'ok' });
  });
  app.route('/api/v1', api);
  app.route('/', imageRoutes(deps, publicCache));
  app.route('/', seoRoutes(deps));
  // Pages rendered on the server ask this same app for their data, without a network round trip.
  app.route(
    '/',
    staticRoutes(deps, async (input, init) => app.request(input, init)),
  );

  app.notFound((c) => c.json({ error: messages.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ error: error.message }, error.status, error.headers);
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json(
        { error: status === 413 ? messages.tooLarge : error.message || messages.notFound },
        status,
      );
    }
    console.error(`[api] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
    return c.json({ error: messages.internal }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
