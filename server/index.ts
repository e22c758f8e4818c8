import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { startHousekeeping } from './db/housekeeping.ts';
import { startUnpaidSweep } from './orders/cancel-unpaid.ts';
import { acquireLock, DatabaseLockedError } from './db/lock.ts';
import { hasPgliteDatabase, prepareDatabase, preparePgliteInChild } from './db/prepare.ts';
import { loadEnv } from './env.ts';
import { freePort } from './lib/free-port.ts';
import { releaseStartupMemory } from './lib/heap.ts';
import { outboxMailer, smtpMailer, storeSender } from './lib/mail.ts';
import { createMailQueue } from './mail/queue.ts';
import { createPublicCache } from './lib/public-cache.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { loadStoreConfig, StoreConfigError } from './lib/store-config.ts';
import { ownerToken } from './routes/admin/owner-token.ts';
import { registerSupplier } from './invoices/issue.ts';
import { writeBackup } from './db/backup.ts';

const started = performance.now();
// PORT=0 (tests) asks for any free port: take one now, so APP_URL's default names the real one.
if (process.env.PORT === '0') process.env.PORT = String(await freePort(process.env.HOST));
const env = loadEnv();
if (env.PAYMENT_SANDBOX) {
  console.warn(
    '[server] PAYMENT_SANDBOX is on: the test gateway lets anyone approve their own payment with no money moved. Never set it for a real shop.',
  );
}

let store;
try {
  store = loadStoreConfig(env.STORE_CONFIG, env);
} catch (error) {
  if (!(error instanceof StoreConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Where the owner's commands reach this server (written into the PGlite lock file).
const wildcard = ['0.0.0.0', '::', ''].includes(env.HOST);
const host = wildcard ? '127.0.0.1' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
const holder = { kind: 'server' as const, url: `http://${host}:${env.PORT}` };
const exitIfLocked = (error: unknown): never => {
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
};
// Held from before the first start's child prepares the folder until this process exits.
const lock = env.DATABASE_URL ? null : await acquireLock(env.DATA_DIR, holder).catch(exitIfLocked);
if (!env.DATABASE_URL && !hasPgliteDatabase(env.DATA_DIR)) await preparePgliteInChild(env.DATA_DIR);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, as: holder });
let token: string | undefined;
try {
  token = ownerToken(env);
} catch (error) {
  console.warn(
    `[server] the admin API is off: cannot write ${resolve(env.DATA_DIR, 'owner-token')} (${String(error)}); set OWNER_TOKEN to turn it on`,
  );
}
await prepareDatabase(database);
await registerSupplier(database.db, store.gst);
if (!store.gst) {
  console.warn(
    `[server] no GST registration in ${env.STORE_CONFIG} ("gst": gstin, legalName, address, state) or STORE_GSTIN, STORE_LEGAL_NAME, STORE_GST_ADDRESS, STORE_GST_STATE: paid orders get no tax invoice until it is set`,
  );
}

const from = env.MAIL_FROM ?? storeSender(store);
const mailer = env.SMTP_URL
  ? smtpMailer(env.SMTP_URL, from)
  : outboxMailer(resolve(env.DATA_DIR, 'outbox'), from);
const limiter = createRateLimiter(database.db, {
  windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
  perIp: env.RATE_LIMIT_PER_IP,
  perAccount: env.RATE_LIMIT_PER_ACCOUNT,
});
const publicCache = createPublicCache();
const pglite = database.pglite;
const backup = pglite ? (file: string) => writeBackup(pglite, resolve(env.DATA_DIR, 'db'), file) : undefined;
const app = createApp(
  { db: database.db, env, store, mailer, limiter, ownerToken: token, backup },
  publicCache,
);
// Order e-mails go out from here, a few seconds after the event, never inside its request.
const mailQueue = createMailQueue({ db: database.db, mailer, store, env });
mailQueue.start(env.MAIL_QUEUE_INTERVAL_MS);
// Ended sessions and spent reset links removed, and PGlite vacuumed, every six hours.
const housekeeping = startHousekeeping(database);
// Orders not paid in the time the store gives (store.config.json payWithinHours) cancelled, and
// customers reminded of orders on account past their day, every five minutes.
const unpaidSweep = startUnpaidSweep(database.db);
releaseStartupMemory();

const server = serve(
  { fetch: publicCache.inFront(app.fetch), port: env.PORT, hostname: env.HOST },
  (info) => {
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${resolve(env.DATA_DIR, 'db')}`;
    const ms = Math.round(performance.now() - started);
    console.info(
      `[server] ${store.storeName} on http://localhost:${info.port} (${where}), ready in ${ms} ms`,
    );
  },
);

// Idle keep-alive connections stay open 65 s, not Node's 5: longer than the proxies and clients in
// front of a shop keep theirs idle (nginx and load balancers: 60 s), so the server is never the one
// closing a connection at the moment a client sends on it (the client's ECONNRESET).
if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`[server] ${signal}: finishing in-flight requests`);
  // Requests in flight get 10 seconds; idle keep-alive connections are closed at once.
  const force = setTimeout(() => {
    console.warn('[server] requests still open after 10 s; closing them');
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 10_000);
  force.unref();
  server.close(async () => {
    try {
      await mailQueue.stop();
      await housekeeping.stop();
      await unpaidSweep.stop();
      await database.close();
    } finally {
      lock?.release();
      console.info('[server] stopped');
      process.exit(0);
    }
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
