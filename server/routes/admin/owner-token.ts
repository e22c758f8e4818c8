import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { newToken } from '../../lib/tokens.ts';

export const ownerTokenPath = (dataDir: string) => resolve(dataDir, 'owner-token');

const MIN_LENGTH = 32;

/** The token in DATA_DIR/owner-token, or null when there is no usable one. */
export function readOwnerToken(dataDir: string): string | null {
  try {
    const token = readFileSync(ownerTokenPath(dataDir), 'utf8').trim();
    return token.length >= MIN_LENGTH ? token : null;
  } catch {
    return null;
  }
}

/**
 * The server's owner token: OWNER_TOKEN, else the one in DATA_DIR/owner-token, written (mode 0600)
 * on the first start. The file is readable only by the user running the shop, like the database.
 */
export function ownerToken(env: { OWNER_TOKEN?: string | undefined; DATA_DIR: string }): string {
  if (env.OWNER_TOKEN) return env.OWNER_TOKEN;
  const path = ownerTokenPath(env.DATA_DIR);
  const existing = readOwnerToken(env.DATA_DIR);
  if (existing) {
    if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
    return existing;
  }
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const token = newToken();
  try {
    writeFileSync(path, `${token}\n`, { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    // Another server (PostgreSQL: several may share DATA_DIR) wrote one first; a file without a
    // usable token is replaced.
    const theirs = readOwnerToken(env.DATA_DIR);
    if (theirs) return theirs;
    writeFileSync(path, `${token}\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
  }
  return token;
}
