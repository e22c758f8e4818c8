import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { Mailer } from './lib/mail.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import type { StoreConfig } from './lib/store-config.ts';

/** What every route needs, handed in by createApp (tests pass their own). */
export interface Deps {
  db: Db;
  env: Env;
  store: StoreConfig;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The owner's token for the admin API (npm run shop against the running shop); without it the API is off. */
  ownerToken?: string;
  /** Writes a backup of the embedded database to a new file (server/db/backup.ts); none on PostgreSQL. */
  backup?: (file: string) => Promise<void>;
}

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  /** When `email` was confirmed by a link mailed to it; null until then. */
  emailConfirmedAt: Date | null;
  tokenHash: string;
}

export type AppEnv = { Variables: { user: SessionUser } };
