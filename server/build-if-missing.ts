import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// `npm start`: build the browser app and the page renderer (`vite build`) when dist/ lacks them
// or is older than the app's sources (a pull since the last build), then the server serves them.
const dist = resolve(process.env.DIST_DIR || './dist');
const needed = [join(dist, 'index.html'), join(dist, '.server', 'entry-server.js')];
const missing = needed.filter((file) => !existsSync(file));

/** The newest modification time under the given files and folders. */
function newest(paths: string[]): number {
  let latest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      latest = Math.max(latest, newest(readdirSync(path).map((name) => join(path, name))));
    } else latest = Math.max(latest, stat.mtimeMs);
  }
  return latest;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const stale =
  missing.length === 0 && newest(sources) > Math.min(...needed.map((file) => statSync(file).mtimeMs));
if (missing.length > 0 || stale) {
  console.info(
    stale
      ? `[start] the build in ${dist} is older than the app's sources: building the app`
      : `[start] ${missing.join(' and ')} missing: building the app`,
  );
  const vite = ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--emptyOutDir'];
  const result = spawnSync(process.execPath, vite, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.warn('[start] the build failed; the API starts anyway, but the shop pages will answer 404');
  }
}
