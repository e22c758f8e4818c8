import { loadEnv } from '../env.ts';
import { openDatabase, shortLivedPglite } from './client.ts';
import { prepareDatabase } from './prepare.ts';

// The server's first start runs this as a child process: see preparePgliteInChild. It lives
// seconds, so PGlite is not worth V8's optimising compiler here.
shortLivedPglite();
const env = loadEnv();
const database = await openDatabase({ dataDir: env.DATA_DIR });
try {
  await prepareDatabase(database);
} finally {
  await database.close();
}
