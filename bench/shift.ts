/**
 * How much a signed-in shopper's pages jump while they load on a phone: the layout shifts
 * (cumulative, as Lighthouse's CLS counts them, without input) of each page's full load and the
 * 4 s after, for a new account with one product in its cart, at 4x CPU on a slow 4G link
 * (150 ms, 1.6 Mbit/s), 412 px wide. Prints the page, its CLS and the elements that moved most.
 * `node bench/shift.ts BASE_URL [--runs N]` against a running server (`npm start`, or a build
 * started as bench/README.md says).
 *
 * Lighthouse's own CLS (`bench/diagnose.ts --cookie`) loads each page once with an empty cart;
 * this one loads them as a shopper on the way to paying would.
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunch } from '../e2e/support/chromium.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' } },
});
const [base] = positionals;
if (!base) throw new Error('usage: node bench/shift.ts BASE_URL [--runs N]');
const PAGES = ['/account', '/orders', '/checkout', '/payment?orderId=ORD-0000TEST'];

async function post(path: string, body: object) {
  const res = await fetch(new URL(`/api/v1${path}`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as unknown;
}

async function newShopper() {
  const account = { email: `shift-${Date.now()}@example.in`, password: 'Shop@bench-2026' };
  await post('/users/register', { ...account, firstName: 'Asha', lastName: 'Verma' });
  const { token } = (await post('/users/authorize', account)) as { token: string };
  const list = (await (await fetch(new URL('/api/v1/products?limit=1', base))).json()) as {
    data: { id: string }[];
  };
  return { token, productId: list.data[0]!.id };
}

declare global {
  interface Window {
    shifts?: { value: number; sources: string[] }[];
  }
}

/** Records every layout shift from the document's start (the observer is buffered). */
function observeShifts() {
  window.shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const sources = entry.sources.map((s) => {
        const node = s.node as Element | null | undefined;
        return node ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}` : '?';
      });
      window.shifts!.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const browser = await chromium.launch(chromiumLaunch);
try {
  for (let run = 1; run <= Number(values.runs); run++) {
    const { token, productId } = await newShopper();
    // No service worker: each load comes from the network, as a first visit's would.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      serviceWorkers: 'block',
    });
    await context.addCookies([{ name: 'auth_token', value: encodeURIComponent(token), url: base }]);
    const page = await context.newPage();
    await page.goto(new URL(`/product/${productId}`, base).href);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    await page.addInitScript(observeShifts);
    await throttle(page);
    console.info(`## run ${run}: CLS of each load (4x CPU, slow 4G, one line in the cart)`);
    for (const path of PAGES) {
      await page.goto(new URL(path, base).href);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
        timeout: 60_000,
      });
      await page.waitForTimeout(4000);
      const shifts = await page.evaluate(() => window.shifts ?? []);
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      const worst = [...shifts].sort((a, b) => b.value - a.value)[0];
      const moved = worst ? `  most: ${worst.value.toFixed(3)} ${worst.sources.join(', ')}` : '';
      console.info(`${path.padEnd(32)} ${cls.toFixed(3)}${moved}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
