/**
 * `npm run build`: the browser app into dist/ (with its manifest, which the server reads to preload
 * a page's chunks) and a brotli and a gzip copy of each hashed asset (the server sends those as
 * they are), then the server's page renderer into dist/.server/ (never served: the server answers
 * 404 for dot-folders).
 *
 *   node scripts/build.ts [--outDir DIR] [--config FILE] [--logLevel warn]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, type LogLevel } from 'vite';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startupChunk, startupModules } from './startup-chunk.ts';

export const SERVER_RENDER_DIR = '.server';
export const SERVER_RENDER_ENTRY = 'entry-server.js';

const { values } = parseArgs({
  options: {
    outDir: { type: 'string', default: 'dist' },
    config: { type: 'string', default: 'vite.config.ts' },
    logLevel: { type: 'string', default: 'info' },
  },
});

const outDir = resolve(values.outDir);
const configFile = resolve(values.config);
const logLevel = values.logLevel as LogLevel;

// A first build, kept in memory, tells which modules load at startup; the real one bundles them as one.
const probe = await build({ configFile, logLevel: 'warn', build: { write: false } });
const startup = startupModules(probe);
await build({
  configFile,
  logLevel,
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: startupChunk(startup) } },
  },
});
compressAssets(join(outDir, 'assets'));
await build({
  configFile,
  logLevel,
  publicDir: false,
  // Self-contained: the server imports it from wherever the build is (tests build into temp folders).
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: join(outDir, SERVER_RENDER_DIR),
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: SERVER_RENDER_ENTRY } },
  },
});

/** A brotli and a gzip copy of each text asset, at the best settings: serveStatic sends them as they are. */
function compressAssets(dir: string) {
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
    const file = join(dir, name);
    const body = readFileSync(file);
    if (body.byteLength < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}
