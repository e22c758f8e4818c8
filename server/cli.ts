import { writeFile } from 'node:fs/promises';
import { backupCommand, restoreCommand } from './cli/backup.ts';
import { HELP, runCommand, UsageError, type Output } from './cli/commands.ts';
import { loadStoreConfig } from './lib/store-config.ts';
import { runThroughServer } from './cli/remote.ts';
import { openDatabase } from './db/client.ts';
import { DatabaseLockedError } from './db/lock.ts';
import { seedIfEmpty } from './db/seed.ts';
import { loadEnv } from './env.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}

const env = loadEnv();
const print = (line: string) => void process.stdout.write(`${line}\n`);
// `--out FILE`: what the command prints goes to the file (an export for a spreadsheet), not
// through npm, which adds its own lines to what it prints.
const outAt = argv.indexOf('--out');
const outFile = outAt >= 0 ? argv.splice(outAt, 2)[1] : undefined;
const written: string[] = [];
const io: Output = {
  out: outFile === undefined ? print : (line: string) => void written.push(line),
  writeFile: (file, bytes) =>
    writeFile(file, bytes).catch((error: Error) => {
      throw new UsageError(`cannot write ${file}: ${error.message}`);
    }),
};

/** PGlite in DATA_DIR/db, unless a running server holds it: then the command goes through that server. */
async function run(): Promise<void> {
  if (argv[0] === 'backup') return backupCommand(env, io, argv.slice(1));
  if (argv[0] === 'restore') return restoreCommand(env, io, argv.slice(1));
  let database;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      as: { kind: 'cli' },
    });
  } catch (error) {
    const server = error instanceof DatabaseLockedError ? error.holder : null;
    if (server?.kind !== 'server' || !server.url) throw error;
    const options = { ownerToken: env.OWNER_TOKEN, dataDir: env.DATA_DIR };
    return runThroughServer({ pid: server.pid, url: server.url }, options, io, argv);
  }
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    await runCommand(database.db, { ...io, store: loadStoreConfig(env.STORE_CONFIG, env) }, argv);
  } finally {
    await database.close();
  }
}

let code = 0;
try {
  if (outAt >= 0 && !outFile) throw new UsageError('--out needs a file name, e.g. --out products.csv');
  await run();
  if (outFile !== undefined) {
    await writeFile(outFile, written.map((line) => `${line}\n`).join('')).catch((error: Error) => {
      throw new UsageError(`cannot write ${outFile}: ${error.message}`);
    });
    print(`Wrote ${written.length} line(s) to ${outFile}.`);
  }
} catch (error) {
  if (!(error instanceof UsageError) && !(error instanceof DatabaseLockedError)) throw error;
  console.error(`shop: ${error.message}`);
  code = 1;
}
process.exit(code);
