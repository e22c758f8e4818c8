import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { runCommand, UsageError } from '../../cli/commands.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { HttpError, messages } from '../../lib/errors.ts';
import { json } from '../../lib/validate.ts';
import { ON_POSTGRES } from '../../cli/backup.ts';
import { commandRequest, type CommandAnswer } from './contract.ts';

export const ADMIN_PREFIX = '/api/v1/admin/';
// A product CSV, or a product's photos at every width, is larger than a shopper's request may be;
// the limit applies once the token is right.
const ADMIN_BODY_LIMIT = 24 * 1024 * 1024;

export const adminMessages = {
  off: 'The admin API is off: set OWNER_TOKEN, or let the server write DATA_DIR/owner-token',
  badToken: 'The owner token is missing or wrong',
  proxied:
    'The admin API answers on the server itself, not through a proxy: run npm run shop on the machine the shop runs on',
} as const;

// What a reverse proxy adds; npm run shop talks to the server's own address and sends none of them.
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** The owner's commands (npm run shop) run by the server that holds the database. */
export function adminRoutes({ db, ownerToken, backup, store }: Deps) {
  const expected = ownerToken ? digest(ownerToken) : null;
  return new Hono<AppEnv>()
    .use('/admin/*', async (c, next) => {
      await next();
      c.res.headers.set('Cache-Control', 'no-store');
    })
    .use('/admin/*', async (c, next) => {
      // The owner's commands, and the whole database as a backup, never leave the machine through
      // the proxy that serves the shop, whatever its rules: the token alone is not enough from outside.
      if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined))
        throw new HttpError(403, adminMessages.proxied);
      if (!expected) throw new HttpError(503, adminMessages.off);
      const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization')?.trim() ?? '')?.[1];
      // Hashes of equal length, so the comparison takes the same time whatever was sent.
      if (!given || !timingSafeEqual(digest(given), expected)) {
        throw new HttpError(401, adminMessages.badToken, { 'WWW-Authenticate': 'Bearer' });
      }
      await next();
    })
    .use(
      '/admin/*',
      bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => c.json({ error: messages.tooLarge }, 413) }),
    )
    .post('/admin/commands', json(commandRequest), async (c) => {
      const { argv, files = {} } = c.req.valid('json');
      const output: string[] = [];
      const made: { name: string; base64: string }[] = [];
      const io = {
        out: (line: string) => void output.push(line),
        readText: async (file: string) => {
          if (!Object.hasOwn(files, file)) throw new UsageError(`cannot read ${file}: it was not sent`);
          return files[file]!;
        },
        // Made here, written by the CLI where the owner runs it.
        writeFile: async (name: string, bytes: Uint8Array) =>
          void made.push({ name, base64: Buffer.from(bytes).toString('base64') }),
        store,
      };
      try {
        await runCommand(db, io, argv);
        return c.json({ output, ...(made.length > 0 && { files: made }), code: 0 } satisfies CommandAnswer);
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        return c.json({ output, error: error.message, code: 1 } satisfies CommandAnswer);
      }
    })
    .get('/admin/backup', async (c) => {
      if (!backup) throw new HttpError(409, ON_POSTGRES);
      // Made as a file first: the database waits only while the file is written, not while it is sent.
      const file = join(tmpdir(), `shop-backup-${randomUUID()}.tar.gz`);
      try {
        await backup(file);
        return c.body(await readFile(file), 200, {
          'Content-Type': 'application/gzip',
          'Content-Disposition': 'attachment; filename="shop-backup.tar.gz"',
        });
      } finally {
        await rm(file, { force: true });
      }
    });
}
