import { loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { prepareDatabase } from './prepare.ts';

// The server's first start runs this as a child process: see preparePgliteInChild.
const env = loadEnv();
const database = await openDatabase({ dataDir: env.DATA_DIR });
try {
  await prepareDatabase(database);
} finally {
  await database.close();
}
