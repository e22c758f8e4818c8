import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumLaunch } from '../e2e/support/chromium.ts';
import { h2Front, trustFrontFlag } from './h2-front.ts';
import { formatTable, median, type Target } from './lib.ts';

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

interface Run {
  score: number;
  /** The other categories' scores: SEO, best practices, accessibility. */
  seo: number;
  bp: number;
  a11y: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's main-thread work (mainthread-work-breakdown), ms. */
  main: number;
  /** The SEO, best-practices and accessibility audits that did not pass, by id. */
  misses: string[];
}

/**
 * A blank page audited in the same run: what this machine's Chromium spends on any page under
 * Lighthouse's throttling (on a slow machine, over a second of "Other" main-thread work), so each
 * page is judged by what it adds above that.
 */
const BLANK_PAGE = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title>
<meta name="description" content="The control page"></head><body><p>Blank</p></body></html>`;

async function withBlankPage<T>(h2: boolean, use: (url: string) => Promise<T>): Promise<T> {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(BLANK_PAGE),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const front = h2 ? await h2Front(url) : null;
  try {
    return await use(`${front?.url ?? url}/`);
  } finally {
    await front?.close();
    server.close();
  }
}

/**
 * One audit in a fresh browser; a failed trace (NO_NAVSTART and the like) is retried twice.
 * `settings` changes Lighthouse's own (bench/diagnose.ts: real throttling, blocked scripts).
 */
export async function audit(url: string, settings: Flags = {}) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launch({
      chromePath: chromiumLaunch.executablePath,
      // The bench's HTTP/2 front (bench/h2-front.ts) has a self-signed certificate.
      chromeFlags: url.startsWith('https://127.0.0.1:') ? [...CHROME_FLAGS, trustFrontFlag()] : CHROME_FLAGS,
    });
    const lhr = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance', 'seo', 'best-practices', 'accessibility'],
      output: 'json',
      logLevel: 'error',
      ...settings,
    })
      .then((r) => r?.lhr)
      .finally(() => chrome.kill());
    if (lhr && !lhr.runtimeError) return lhr;
    const why = lhr?.runtimeError?.message ?? 'no result';
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${why}`);
    console.warn(`Lighthouse failed on ${url} (${why}); trying again`);
  }
}

/**
 * Lighthouse 13's default (mobile, simulated throttling) performance audit, median of `runs`.
 * A `baseUrl` on https is the bench's HTTP/2 front (bench/h2-front.ts): the blank page then comes
 * through one too, and every page must have come over HTTP/2; otherwise over HTTP/1.1.
 */
export async function measureLighthouse(baseUrl: string, productId: string, runs = 3) {
  const protocol = baseUrl.startsWith('https:') ? 'h2' : 'http/1.1';
  const pages = [
    { page: 'blank page', path: '' },
    { page: '/', path: '/' },
    { page: '/products', path: '/products' },
    { page: '/product/{id}', path: `/product/${productId}` },
    { page: '/cart', path: '/cart' },
    // A search's results (#19: performance at least 0.95); kept out of search engines by design
    // (noindex), so its SEO score is printed but not a target.
    { page: '/products?q=box', path: '/products?q=box&sort=price_asc' },
  ];
  const isSearch = (page: string) => page.includes('?q=');
  const results: Array<{ page: string; runs: Run[]; median: Run }> = [];
  for (const { page, path } of pages) {
    const list: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const lhr = path ? await audit(`${baseUrl}${path}`) : await withBlankPage(protocol === 'h2', audit);
      // Measured over the transport asked for, or not at all.
      const document = (lhr.audits['network-requests']?.details as { items?: Array<{ protocol?: string }> })
        ?.items?.[0];
      if (document?.protocol !== protocol)
        throw new Error(`${page} came over ${document?.protocol ?? 'nothing'}, not ${protocol}`);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      list.push({
        score: lhr.categories.performance?.score ?? Number.NaN,
        seo: lhr.categories.seo?.score ?? Number.NaN,
        bp: lhr.categories['best-practices']?.score ?? Number.NaN,
        a11y: lhr.categories.accessibility?.score ?? Number.NaN,
        lcp: Math.round(value('largest-contentful-paint')),
        tbt: Math.round(value('total-blocking-time')),
        cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
        fcp: Math.round(value('first-contentful-paint')),
        main: Math.round(value('mainthread-work-breakdown')),
        misses: ['seo', 'best-practices', 'accessibility'].flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        ),
      });
    }
    const pick = (key: Exclude<keyof Run, 'misses'>) => median(list.map((r) => r[key]));
    results.push({
      page,
      runs: list,
      median: {
        score: pick('score'),
        // The worst of the runs: these do not vary with the machine, and one miss is a miss.
        seo: Math.min(...list.map((r) => r.seo)),
        bp: Math.min(...list.map((r) => r.bp)),
        a11y: Math.min(...list.map((r) => r.a11y)),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        fcp: pick('fcp'),
        main: pick('main'),
        misses: [...new Set(list.flatMap((r) => r.misses))],
      },
    });
  }
  const blank = results[0]!.median;
  const shop = results.slice(1);
  const targets: Target[] = shop.flatMap(({ page, median: m }) => [
    { name: `lighthouse: ${page} performance`, value: m.score, min: isSearch(page) ? 0.95 : 0.98 },
    { name: `lighthouse: ${page} LCP ms`, value: m.lcp, max: 1800 },
    { name: `lighthouse: ${page} CLS`, value: m.cls, max: 0.01 },
    { name: `lighthouse: ${page} TBT ms above the blank page`, value: m.tbt - blank.tbt, max: 50 },
    ...(isSearch(page) ? [] : [{ name: `lighthouse: ${page} SEO`, value: m.seo, min: 1 }]),
    { name: `lighthouse: ${page} best practices`, value: m.bp, min: 1 },
    { name: `lighthouse: ${page} accessibility`, value: m.a11y, min: 1 },
  ]);
  const table = formatTable([
    [
      'page',
      'score',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      '+ blank',
      'main thread ms',
      '+ blank',
      'CLS',
      'SEO',
      'BP',
      'a11y',
      'scores of the runs',
    ],
    ...results.map(({ page, runs: r, median: m }) => [
      page,
      m.score,
      m.fcp,
      m.lcp,
      m.tbt,
      m.tbt - blank.tbt,
      m.main,
      m.main - blank.main,
      m.cls.toFixed(3),
      m.seo,
      m.bp,
      m.a11y,
      r.map((x) => x.score.toFixed(2)).join(' '),
    ]),
  ]);
  const misses = results
    .filter(({ page, median: m }) => page !== 'blank page' && m.misses.length > 0)
    .map(({ page, median: m }) => `${page} misses: ${m.misses.join(', ')}`);
  return { protocol, figures: results, targets, table: [table, ...misses].join('\n') };
}
