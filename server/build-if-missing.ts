import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

// `npm start` on a fresh clone: build the browser app once, then the server serves it from dist/.
const dist = resolve(process.env.DIST_DIR || './dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.info(`[start] ${dist}/index.html is missing: running vite build`);
  const vite = resolve('node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite');
  const result = spawnSync(vite, ['build', '--outDir', dist], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.warn('[start] vite build failed; the API starts anyway, but the shop pages will answer 404');
  }
}
