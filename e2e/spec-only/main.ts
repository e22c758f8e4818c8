/**
 * The shop against a server that implements only the spec's API: the MSW service worker answers
 * every call with the mocks' spec-only handlers (each extension answers 404), then the app's own
 * entry starts as it does in production.
 */
import { setupWorker } from 'msw/browser';
import { specOnlyHandlers } from '../../src/mocks/handlers/index.ts';

/**
 * On every load after the first, MSW finds its registration and calls `registration.update()`
 * without waiting for it (mswjs/msw#2006). Chromium sometimes rejects that re-check with "Not found"
 * (seen in CI under load, never by hand); mocking goes on with the worker already running, but the rejection surfaces as an uncaught error that fails the journey
 * (e2e/support/fixtures.ts). Only that rejection is taken here; every other one still reaches the guard.
 */
addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  if (
    reason instanceof Error &&
    reason.message.startsWith('Failed to update a ServiceWorker') &&
    reason.message.includes('/mockServiceWorker.js')
  ) {
    event.preventDefault();
  }
});

await setupWorker(...specOnlyHandlers).start({
  quiet: true,
  // Pages, scripts and images come from the preview server; an API call nobody answers is a bug.
  onUnhandledRequest: (request, print) => {
    if (new URL(request.url).pathname.startsWith('/api/')) print.error();
  },
});
await import('../../src/main.tsx');
