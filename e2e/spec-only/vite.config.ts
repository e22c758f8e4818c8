import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { radixIconModules } from '../../vite.config.ts';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The journeys' spec-only shop (e2e/playwright.config.ts, project `spec-only`): the app built from
 * this folder's index.html, which starts the MSW worker before the app's own entry, and served by
 * `vite preview` (every route falls back to that page). Images and the worker come from public/.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: `${repo}public`,
  plugins: [react(), radixIconModules()],
  logLevel: 'warn',
  build: { outDir: `${repo}test-results/spec-only-dist`, emptyOutDir: true },
  preview: { host: '127.0.0.1', strictPort: true },
});
