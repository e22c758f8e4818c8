import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which server test files run on which database (vite.config.ts's `server` and `server-pg`
 * projects). Without a PostgreSQL server, every file runs on the embedded PGlite. With one (CI
 * sets TEST_DATABASE_URL), each file runs where it tells us something:
 *
 * - a file that chooses by backend (it reads `TEST_DB`: the server process, the CLI, backups,
 *   crash recovery) runs on both;
 * - a file that tests the embedded database itself (it names `PGlite` and not `TEST_DB`: the
 *   folder lock, migrations over older data) runs on PGlite only;
 * - every other file (routes, orders, payments, mail) runs on PostgreSQL only. PGlite is
 *   PostgreSQL compiled to WebAssembly, so the SQL is the same; what differs is the driver, the
 *   single connection and the folder on disk, which the files above test, and the journeys
 *   (e2e/) run the whole shop on PGlite as `npm start` does. PGlite takes three times as long
 *   over the same files, which CI's 20 minutes cannot spare twice.
 */
export function serverSuites(root: string, withPostgres: boolean): { pglite: string[]; postgres: string[] } {
  const files = globSync('server/**/*.test.ts', { cwd: root }).sort();
  if (!withPostgres) return { pglite: files, postgres: [] };
  // Every file runs somewhere: PostgreSQL takes all but the PGlite-only ones, which PGlite takes.
  const embeddedOnly = new Set<string>();
  const byBackend = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    if (source.includes('TEST_DB')) byBackend.add(file);
    else if (/\bPGlite\b/.test(source)) embeddedOnly.add(file);
  }
  return {
    pglite: files.filter((file) => byBackend.has(file) || embeddedOnly.has(file)),
    postgres: files.filter((file) => !embeddedOnly.has(file)),
  };
}
