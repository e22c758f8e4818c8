// First: Radix's styles (and its `.rt-reset` on links, `all: unset`) must come before every
// component's own CSS in the bundle, or a module class on a Radix link loses to the reset.
import './styles/index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { readServerRender } from './app/server-render.ts';

// After a release, a page opened before it may ask for a screen's file that is no longer there:
// load the page again (once a minute at most, and only online), which brings the new release.
addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('reloaded-for-release') ?? 0);
  if (!navigator.onLine || Date.now() - last < 60_000) return;
  event.preventDefault();
  sessionStorage.setItem('reloaded-for-release', String(Date.now()));
  location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const rendered = readServerRender(document);
const app = (
  <StrictMode>
    <Providers answers={rendered?.fallback} missing={rendered?.missing} siteUrl={rendered?.siteUrl}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

if (rendered) {
  // The server sent this page rendered with its data: the screen's chunk (already preloaded by a
  // <link>) is awaited so the page hydrates in one go instead of waiting on a suspended screen.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the phone's main thread for the whole page (a tap during it is handled first).
  void preloadRoute(location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
