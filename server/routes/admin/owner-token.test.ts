import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerToken, ownerTokenPath, readOwnerToken } from './owner-token.ts';

const root = mkdtempSync(join(tmpdir(), 'shop-owner-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const mode = (path: string) => statSync(path).mode & 0o777;

describe('the owner token', () => {
  it('is written on the first start to DATA_DIR/owner-token (0600, in a 0700 folder) and kept', () => {
    const DATA_DIR = join(root, 'first');
    const token = ownerToken({ DATA_DIR });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mode(DATA_DIR)).toBe(0o700);
    expect(mode(ownerTokenPath(DATA_DIR))).toBe(0o600);
    expect(readFileSync(ownerTokenPath(DATA_DIR), 'utf8').trim()).toBe(token);
    expect(ownerToken({ DATA_DIR })).toBe(token);
    expect(readOwnerToken(DATA_DIR)).toBe(token);
  });

  it('is OWNER_TOKEN when set, and then no file is written', () => {
    const DATA_DIR = join(root, 'env');
    const OWNER_TOKEN = 'o'.repeat(32);
    expect(ownerToken({ DATA_DIR, OWNER_TOKEN })).toBe(OWNER_TOKEN);
    expect(readOwnerToken(DATA_DIR)).toBeNull();
  });

  it('replaces a file without a usable token, and makes a readable one private', () => {
    const DATA_DIR = join(root, 'first');
    writeFileSync(ownerTokenPath(DATA_DIR), 'short\n');
    const token = ownerToken({ DATA_DIR });
    expect(token).not.toBe('short');
    expect(readOwnerToken(DATA_DIR)).toBe(token);
    chmodSync(ownerTokenPath(DATA_DIR), 0o644);
    expect(ownerToken({ DATA_DIR })).toBe(token);
    expect(mode(ownerTokenPath(DATA_DIR))).toBe(0o600);
  });
});
