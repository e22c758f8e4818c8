/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { baselinePath, resultPath } from './scripts/visual-paths.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// Debian's chromium; Playwright cannot download its own browser here.
const chromium = () =>
  playwright({
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
      ],
    },
  });

export default defineConfig({
  plugins: [react()],
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
      '@radix-ui/react-icons',
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./src/test/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          setupFiles: ['./src/test/fail-on-console-error.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same server suite on a PostgreSQL server when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-pg',
                environment: 'node',
                include: ['server/**/*.test.ts'],
                setupFiles: ['./src/test/fail-on-console-error.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          // The visual gate: every passing story is compared with its picture in visual/baselines.
          setupFiles: ['./src/test/fail-on-console-error.ts', './.storybook/vitest.visual.ts'],
          globalSetup: ['./scripts/visual-global-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
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
