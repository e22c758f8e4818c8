import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/free-port.ts';
import { askServer } from './remote.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-remote-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a command sent to the running shop', () => {
  it('says where the owner token comes from when there is none', async () => {
    const server = { pid: 4242, url: 'http://127.0.0.1:8044' };
    await expect(askServer(server, { dataDir }, '/api/v1/admin/backup', { method: 'GET' })).rejects.toThrow(
      `the shop server (pid 4242, http://127.0.0.1:8044) holds the database, so commands go through it, but there is no owner token: set OWNER_TOKEN to the server's, or run this as the user who can read ${join(dataDir, 'owner-token')}`,
    );
  });

  it('says the server does not answer when nothing listens at its address', async () => {
    const server = { pid: 4242, url: `http://127.0.0.1:${await freePort('127.0.0.1')}` };
    const options = { dataDir, ownerToken: 'o'.repeat(43) };
    await expect(askServer(server, options, '/api/v1/admin/backup', { method: 'GET' })).rejects.toThrow(
      new RegExp(
        `^the shop server \\(pid 4242\\) holds the database but does not answer at ${server.url} \\(.*ECONNREFUSED.*\\); if it is still starting, try again in a moment$`,
      ),
    );
  });
});
