import { HELP, runCommand, UsageError } from './cli/commands.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import { loadEnv } from './env.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
let code = 0;
try {
  await database.migrate();
  await seedIfEmpty(database.db);
  await runCommand(database.db, { out: (line) => process.stdout.write(`${line}\n`) }, argv);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`shop: ${error.message}`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
