import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

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
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8044),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  TRUST_PROXY: flag.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Shop <no-reply@localhost>'),
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
  PAYMENT_SANDBOX: flag.optional(),
  BODY_LIMIT_BYTES: count(64 * 1024),
  RATE_LIMIT_WINDOW_SECONDS: count(15 * 60),
  // Generous per address: Indian mobile networks put many shoppers behind one carrier-grade NAT address.
  RATE_LIMIT_PER_IP: count(100),
  RATE_LIMIT_PER_ACCOUNT: count(10),
  // How long catalogue answers are reused (0 turns the reuse off): an import shows after at most this.
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
});

export type Env = z.infer<typeof envSchema> & { PAYMENT_SANDBOX: boolean };

export function parseEnv(source: Record<string, string | undefined>): Env {
  const blankless = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const env = envSchema.parse(blankless);
  return { ...env, PAYMENT_SANDBOX: env.PAYMENT_SANDBOX ?? env.NODE_ENV !== 'production' };
}

/** Parses process.env; on a bad value prints what is wrong and stops with exit code 1. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const lines = error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    console.error(`Invalid environment configuration:\n${lines.join('\n')}`);
    process.exit(1);
  }
}
