/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { APP_SHELL_PATH, isCatalogueCall, isPrivatePage } from '../domain/offline.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

/**
 * The shop's service worker (built by vite-plugin-pwa from this file into dist/sw.js, its precache
 * list injected at build):
 * - the app's scripts, styles, fonts and icons, and the app shell, are kept at install;
 * - a page is fetched from the network first (4 s on a weak signal), and the shop's public pages
 *   are kept as visited, so a shopper who loses signal can open them again;
 * - one shopper's pages (account, orders, checkout, payment) are never kept: offline they open the
 *   app shell, whose screens say a connection is needed;
 * - catalogue answers and product pictures are kept as used (network first for answers, so prices
 *   are fresh whenever there is signal);
 * - a new release takes over at once and drops the last release's kept pages, which name its old
 *   files (src/domain/offline.ts has the rules; e2e/offline.spec.ts tries them).
 */
const manifest = self.__WB_MANIFEST;

// The release: the precache list changes with every build that changes a file.
let hash = 0;
for (const { url, revision } of manifest)
  for (const char of `${url}${revision ?? ''}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
const RELEASE = (hash >>> 0).toString(36);
const PAGES = `pages-${RELEASE}`;

precacheAndRoute(manifest);
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('pages-') && name !== PAGES)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

const keepOk = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isPrivatePage(url.pathname),
  new NetworkFirst({
    cacheName: PAGES,
    networkTimeoutSeconds: 4,
    plugins: [keepOk, new ExpirationPlugin({ maxEntries: 60 })],
  }),
);
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

registerRoute(
  ({ request, url }) => request.method === 'GET' && isCatalogueCall(url.pathname),
  new NetworkFirst({
    cacheName: 'catalogue',
    networkTimeoutSeconds: 4,
    plugins: [keepOk, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 7 * 86_400 })],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.pathname.startsWith('/images/'),
  new StaleWhileRevalidate({
    cacheName: 'pictures',
    plugins: [
      // A picture on the API's own host comes back opaque (status 0).
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true }),
    ],
  }),
);

// A page that could not be fetched and was not kept: the app shell, which renders the page in the
// browser from whatever answers were kept, and says the shopper is offline.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(APP_SHELL_PATH)) ?? Response.error();
  return Response.error();
});
