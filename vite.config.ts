/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import Icons from 'unplugin-icons/vite';
import * as radixIcons from '@radix-ui/react-icons';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommandContext } from 'vitest/node';
import { CHROMIUM_FLAGS, chromiumLaunch } from './e2e/support/chromium.ts';
import { baselinePath, PICTURE_NOT_TAKEN, resultPath } from './scripts/visual-paths.ts';
import { serverSuites } from './server/test/suites.ts';
import { appManifest } from './src/domain/app-manifest.ts';
import { APP_SHELL_PATH } from './src/domain/offline.ts';
import { HOME_DESCRIPTION } from './src/domain/page-meta.ts';
import { DEFAULT_STORE_NAME } from './src/domain/store.ts';
import { THEME_SCRIPT } from './src/domain/theme.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The server suite's files on PGlite and on PostgreSQL (when CI gives one): server/test/suites.ts.
const serverFiles = serverSuites(root, Boolean(process.env.TEST_DATABASE_URL));

// Debian's chromium; Playwright cannot download its own browser here.
const chromium = () =>
  playwright({
    // A screenshot or a resize that hangs fails with Playwright's log of what it waited for, inside
    // the visual gate's 30 s hook rather than at its end.
    actionTimeout: 20_000,
    launchOptions: {
      executablePath: chromiumLaunch.executablePath,
      args: [...CHROMIUM_FLAGS, '--font-render-hinting=none'],
    },
  });

/**
 * `vite build` (`npm run build`) builds both environments: the browser app into dist/ (with the
 * manifest the server reads to preload a page's chunks, and a brotli and a gzip copy of each text
 * asset, which the server sends as they are), then the page renderer into dist/.server/ (never
 * served: the server answers 404 for dot-folders), wherever `--outDir` puts the app.
 */
function pageRendererInsideApp(): Plugin {
  return {
    name: 'page-renderer-inside-app',
    config: (config) => ({
      environments: { ssr: { build: { outDir: join(config.build?.outDir ?? 'dist', '.server') } } },
    }),
  };
}

/**
 * The theme's head script (src/domain/theme.ts), first in <head> so <html> is dark before the page
 * paints for a shopper whose system is; the server's Content-Security-Policy allows it by its hash.
 */
function themeScript(): Plugin {
  return {
    name: 'theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head-prepend' }],
  };
}

/**
 * Radix's icons one module each: `import HeartIcon from '~icons/radix-icons/heart'`.
 * `@radix-ui/react-icons` is one module, and Rolldown cannot split a module between chunks, so
 * every icon used anywhere (a trash can in the cart, an upload arrow on the quick-order pad) was
 * in every page's first load, ~8 KB gzip for 35 icons. unplugin-icons makes a module per icon
 * (`customCollections`, its React compiler through svgr), so each lands only where it is used. The
 * SVG is Radix's own component rendered once by the build: the same markup, so the same pixels.
 * The journeys' spec-only build (e2e/spec-only/vite.config.ts) uses it too.
 */
export function radixIconModules() {
  const icons: Record<string, ComponentType | undefined> = radixIcons as never;
  const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
  return Icons({
    compiler: 'jsx',
    jsx: 'react',
    // 0: no size of the plugin's own; Radix's 15 x 15 stays, as the package drew it.
    scale: 0,
    customCollections: {
      'radix-icons': (name) => {
        const icon = icons[`${pascal(name)}Icon`];
        if (!icon)
          throw new Error(`@radix-ui/react-icons has no ${pascal(name)}Icon (~icons/radix-icons/${name})`);
        return renderToStaticMarkup(createElement(icon));
      },
    },
  });
}

export default defineConfig({
  plugins: [
    react(),
    radixIconModules(),
    themeScript(),
    pageRendererInsideApp(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /^assets\/.+\.(js|css|svg|json)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
    // The service worker (src/sw/sw.ts) and the web app manifest; a deferred registerSW.js in
    // index.html registers the worker. Only this build has them: the spec-only shop and Storybook
    // run MSW's worker instead.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: 'script-defer',
      manifest: appManifest(DEFAULT_STORE_NAME, HOME_DESCRIPTION),
      includeManifestIcons: false,
      injectManifest: {
        // The shell: scripts, styles and fonts (no compressed copies: the server sends those),
        // the icons, and the page that opens offline for an address not kept.
        globPatterns: ['assets/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png'],
        // Inter's full Latin files only load for text outside the shop's subset (scripts/subset-fonts.ts).
        globIgnores: ['assets/inter-latin-*'],
        additionalManifestEntries: [{ url: APP_SHELL_PATH, revision: String(Date.now()) }],
        // One classic script: the plugin's ES build sets an option Rolldown has deprecated (a
        // warning in every build), and the worker imports nothing at run time either way.
        rollupFormat: 'iife',
      },
    }),
  ],
  resolve: {
    alias: [
      // The same work in fewer bytes on every page (~0.5 KB gzip off /'s first load): SWR's
      // useSyncExternalStore shim for React 16 and 17 (React 19 has the hook itself), and Radix
      // Themes' `classnames`, for which `clsx` (the app's own) is a drop-in replacement.
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      { find: /^classnames$/, replacement: 'clsx' },
    ],
  },
  builder: {},
  environments: {
    client: {
      build: {
        manifest: true,
        // Every browser the shop supports preloads modules itself (Chrome 66, Safari 17, Firefox 115).
        modulePreload: { polyfill: false },
        // Everything the entry loads up front in one file: left to itself Rolldown splits it into a
        // chunk per set of screens sharing a module, two dozen small files that a phone fetches six
        // at a time over HTTP/1.1. Screens keep their own chunks.
        rolldownOptions: {
          output: {
            // Files named by their hash alone: the startup chunk lists every lazy file it may load
            // (with its CSS) by name, and the module names in them ('search-suggestions-…') were
            // ~1 KB gzip of `/`'s first load (bench/README.md, 2026-12-03).
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            codeSplitting: {
              groups: [{ name: 'startup', tags: ['$initial'], includeDependenciesRecursively: false }],
            },
          },
          // Brotli at its best setting takes seconds by design: no slow-plugin warning for it.
          checks: { pluginTimings: false },
        },
      },
    },
    ssr: {
      // Self-contained: the server imports it from wherever the build is (tests build into temp folders).
      resolve: { noExternal: true },
      build: {
        ssr: 'src/entry-server.tsx',
        copyPublicDir: false,
        // Not assets/: only the app's assets get compressed copies.
        assetsDir: 'chunks',
        emptyOutDir: true,
        rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
      },
    },
  },
  // Bundled up front: a dependency first met inside a lazy route would otherwise make Vite
  // re-optimise and reload the page in the middle of a story test on a fresh clone.
  optimizeDeps: {
    include: [
      'react',
      'react-dom/client',
      'react-router-dom',
      'swr',
      'zod',
      'react-hook-form',
      '@hookform/resolvers/zod',
      '@radix-ui/themes',
      'radix-ui',
      'dompurify',
      'qrcode.react',
      'msw',
    ],
  },
  server: { port: 5173 },
  // Fonts stay files (cached apart from the CSS, which stays under its 40 KB budget).
  build: { assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined) },
  test: {
    // Every core: Vitest's default for a run leaves one free (one worker on CI's two cores), and
    // the story run, one browser page at a time, was the run's longest path. Two server workers
    // and two browser pages then share two cores: the server suites' timeouts are for hangs, not
    // speed (the payment machine's property test takes 13 s alone and 32 s among them).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          setupFiles: ['./src/test/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: serverFiles.pglite,
          setupFiles: ['./src/test/fail-on-console-error.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      // The server suite on a PostgreSQL server when one is given (CI sets it).
      ...(serverFiles.postgres.length > 0
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-pg',
                environment: 'node',
                include: serverFiles.postgres,
                setupFiles: ['./src/test/fail-on-console-error.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 90_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          // For hangs, not speed: the longest flow (product to UPI QR) takes ~3 s on a quick
          // machine and took 17 s on a slow one, past Vitest's 15 s for the browser.
          testTimeout: 60_000,
          // A picture Chromium did not let the visual gate take (a page that stopped drawing,
          // .storybook/vitest.visual.ts) is tried once more; a failed play function, check or
          // comparison never is.
          retry: { count: 1, condition: PICTURE_NOT_TAKEN },
          // The visual gate: every passing story is compared with its picture in visual/baselines.
          setupFiles: [
            './src/test/fail-on-console-error.ts',
            // After hooks run last-registered first: the styles check speaks before the picture.
            './.storybook/vitest.visual.ts',
            './.storybook/vitest.styled.ts',
          ],
          globalSetup: ['./scripts/visual-global-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            // For the visual gate, to wake a page Chromium has stopped drawing (.storybook/vitest.visual.ts).
            commands: {
              bringToFront: async ({ page }: BrowserCommandContext) => page.bringToFront(),
            },
            // A fresh object per project (Vitest mutates it).
            instances: [{ browser: 'chromium' }],
            // Strict: any pixel beyond pixelmatch's colour threshold fails. One browser and one
            // platform (Debian's chromium), so the names carry neither.
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
                resolveScreenshotPath: baselinePath,
                resolveDiffPath: resultPath,
              },
            },
          },
        },
      },
    ],
  },
});
