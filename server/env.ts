import { availableParallelism } from 'node:os';
import { DEFAULT_DIGEST_HOUR } from '../src/domain/owner-digest.ts';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

// How many proxies in front of the server append to X-Forwarded-For: 0 (none, the default), or 1-10;
// true/yes mean one.
const proxyHops = z
  .string()
  .regex(/^(10|[0-9]|true|false|yes|no)$/, 'must be 0-10 (trusted proxy hops), or true/false')
  .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)));

const originList = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const origins: string[] = [];
    for (const raw of v.split(',').map((s) => s.trim())) {
      if (!raw) continue;
      try {
        origins.push(new URL(raw).origin);
      } catch {
        ctx.addIssue({ code: 'custom', message: `'${raw}' is not an origin like https://shop.example.in` });
      }
    }
    return origins;
  });

const url = z.url({ protocol: /^https?$/ }).transform((v) => v.replace(/\/+$/, ''));
const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

export const envSchema = z.object({
  // Production unless said otherwise: `npm run dev`, the tests and the journeys say so.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8044),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DIST_DIR: z.string().min(1).default('./dist'),
  STORE_CONFIG: z.string().min(1).default('./server/store.config.json'),
  PUBLIC_URL: url.optional(),
  APP_URL: url.optional(),
  CORS_ORIGINS: originList,
  // Extra origins the browser app may call (CSP connect-src), e.g. an API on a subdomain.
  API_ORIGINS: originList,
  TRUST_PROXY: proxyHops.default(0),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  // Unset: the store's own name and e-mail (store.config.json), see storeSender.
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * Who the shop's own e-mails go to (an order to pack, a paid order its customer cancelled):
   * unset, the store's e-mail (store.config.json companyEmail); 'off' sends none.
   */
  ORDER_ALERTS_TO: z.union([z.literal('off'), z.email('must be an e-mail address or off')]).optional(),
  /**
   * The hour (India's, 0-23) of the shop's morning e-mail to ORDER_ALERTS_TO: yesterday's orders and
   * what waits today (src/domain/owner-digest.ts); 'off' sends none.
   */
  OWNER_DIGEST_HOUR: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(23)], 'must be an hour from 0 to 23, or off')
    .default(DEFAULT_DIGEST_HOUR),
  /** How often the order e-mail queue sends what is due (milliseconds). */
  MAIL_QUEUE_INTERVAL_MS: z.coerce.number().int().min(200).max(600_000).default(5_000),
  SCRYPT_N: z.coerce
    .number()
    .int()
    .refine(
      (n) => n >= 2 ** 10 && n <= 2 ** 20 && (n & (n - 1)) === 0,
      'must be a power of 2 from 1024 to 1048576',
    )
    .default(2 ** 17),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // The built-in sandbox gateway approves payments with one click: never on by default in production.
  PAYMENT_SANDBOX: flag.default(false),
  // The owner's token for the admin API (the CLI against a running shop); unset: DATA_DIR/owner-token.
  OWNER_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  // Password hashing (scrypt) allowed at once, and waiting; beyond that logins get 503 + Retry-After.
  // One core is left for everything else (default: cores - 1, at least 1).
  HASH_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  // A session unused this long ends, within its 30-day cap.
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  BODY_LIMIT_BYTES: count(64 * 1024),
  RATE_LIMIT_WINDOW_SECONDS: count(15 * 60),
  // Generous per address: Indian mobile networks put many shoppers behind one carrier-grade NAT address.
  RATE_LIMIT_PER_IP: count(100),
  RATE_LIMIT_PER_ACCOUNT: count(10),
  // How long catalogue answers are reused (0 turns the reuse off): an import shows after at most this.
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  // The store's GST registration, each overriding its field of STORE_CONFIG's "gst" (checked together
  // there): for a deployment that keeps it out of the file. STORE_GST_ADDRESS breaks lines at "\n".
  STORE_GSTIN: z.string().optional(),
  STORE_LEGAL_NAME: z.string().optional(),
  STORE_GST_ADDRESS: z.string().optional(),
  STORE_GST_STATE: z.string().optional(),
});

type ParsedEnv = z.infer<typeof envSchema>;

/** The settings after the defaults that depend on each other: links come from here, never a request. */
export type Env = Omit<ParsedEnv, 'HOST' | 'APP_URL' | 'PUBLIC_URL'> & {
  HOST: string;
  APP_URL: string;
  PUBLIC_URL: string;
};

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/;

export class EnvError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.variable = variable;
  }
}

/**
 * E-mailed links and redirects are built from APP_URL only. A production server that shoppers can
 * reach needs it set; without it, production listens on this machine alone, where the
 * http://localhost default is right.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const blankless = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const env = envSchema.parse(blankless);
  const production = env.NODE_ENV === 'production';
  const host = env.HOST ?? (production && !env.APP_URL ? '127.0.0.1' : '0.0.0.0');
  if (production && !env.APP_URL && !LOOPBACK.test(host)) {
    throw new EnvError(
      'APP_URL',
      `required in production when the shop listens beyond this machine (HOST=${host}): set it to the address shoppers use, e.g. https://shop.example.in`,
    );
  }
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return { ...env, HOST: host, APP_URL: appUrl, PUBLIC_URL: env.PUBLIC_URL ?? appUrl };
}

/** Parses process.env; on a bad value prints what is wrong and stops with exit code 1. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Invalid environment configuration:\n  ${error.message}`);
      process.exit(1);
    }
    if (!(error instanceof z.ZodError)) throw error;
    const lines = error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    console.error(`Invalid environment configuration:\n${lines.join('\n')}`);
    process.exit(1);
  }
}
