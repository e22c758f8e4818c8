/**
 * The shop against a server that implements only the spec's API: the MSW service worker answers
 * every call with the mocks' spec-only handlers (each extension answers 404), then the app's own
 * entry starts as it does in production.
 */
import { setupWorker } from 'msw/browser';
import { specOnlyHandlers } from '../../src/mocks/handlers/index.ts';

await setupWorker(...specOnlyHandlers).start({
  quiet: true,
  // Pages, scripts and images come from the preview server; an API call nobody answers is a bug.
  onUnhandledRequest: (request, print) => {
    if (new URL(request.url).pathname.startsWith('/api/')) print.error();
  },
});
await import('../../src/main.tsx');
