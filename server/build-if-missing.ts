import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

// `npm start` on a fresh clone: build the browser app and the page renderer once (scripts/build.ts),
// then the server serves them from dist/.
const dist = resolve(process.env.DIST_DIR || './dist');
const needed = [join(dist, 'index.html'), join(dist, '.server', 'entry-server.js')];
const missing = needed.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.info(`[start] ${missing.join(' and ')} missing: building the app`);
  const result = spawnSync(process.execPath, ['scripts/build.ts', '--outDir', dist], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.warn('[start] the build failed; the API starts anyway, but the shop pages will answer 404');
  }
}
