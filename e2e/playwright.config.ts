import { defineConfig } from '@playwright/test';
import { freePort } from '../server/lib/free-port.ts';
import { chromiumLaunch } from './support/chromium.ts';
import type { Backend } from './support/fixtures.ts';

// The spec-only shop's port, chosen once by the runner (its workers read this config again and
// inherit the variable).
process.env.E2E_SPEC_ONLY_PORT ??= String(await freePort());
const specOnlyURL = `http://127.0.0.1:${process.env.E2E_SPEC_ONLY_PORT}`;
const vite = `"${process.execPath}" node_modules/vite/bin/vite.js`;
const specOnlyConfig = '-c e2e/spec-only/vite.config.ts';

/**
 * Shopper journeys against the real server (`node server/index.ts`) on a fresh PGlite folder and a
 * fresh `vite build`; global-setup starts it on a free port and publishes the address as E2E_BASE_URL.
 */
export default defineConfig<{ backend: Backend }>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Two cores, shared with the server: two browsers at a time at most.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  reporter: 'list',
  // The long journeys (guest, phone) take 30 s on a quick machine and over 90 s on a slow one
  // (seen on a session machine, 2–3× slower everywhere): a hang still fails, three minutes in.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  projects: [
    { name: 'server', use: { backend: 'server' } },
    // The same journeys against a shop whose server implements only the spec's API: the app with
    // the MSW worker in the page (e2e/spec-only/), every extension answering 404. Journeys that need
    // our server (tag @server) stay out.
    {
      name: 'spec-only',
      grepInvert: /@server/,
      // MSW's own worker answers the API here (and this build has no shop worker).
      use: { backend: 'spec-only', baseURL: specOnlyURL, serviceWorkers: 'allow' },
    },
  ],
  webServer: {
    command: `${vite} build ${specOnlyConfig} && ${vite} preview ${specOnlyConfig} --port ${process.env.E2E_SPEC_ONLY_PORT}`,
    url: specOnlyURL,
    cwd: '..',
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // The shop's service worker would answer some requests before page.route() sees them, and
    // precache the whole app in every journey: only e2e/offline.spec.ts lets it run (and the
    // spec-only project, for MSW's worker).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
