/**
 * One Lighthouse run against a URL with the breakdown behind the score: main-thread work, the
 * long tasks, the LCP element and its phases, and the requests.
 * `node bench/diagnose.ts [--devtools] [--no-script] [--cookie 'auth_token=…'] URL [out.json]`
 * - `--devtools`: real throttling (Chromium slows the network and the CPU as the page loads)
 *   instead of Lighthouse's simulation from an unthrottled load: what a phone would see, where the
 *   simulation estimates it.
 * - `--no-script`: every .js request refused, to see what the HTML and styles cost alone.
 * - `--cookie`: a Cookie header on every request, e.g. a signed-in shopper's `auth_token` (the
 *   token `POST /api/v1/users/authorize` answers) for the account pages.
 */
import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import { audit } from './lighthouse.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { devtools: { type: 'boolean' }, 'no-script': { type: 'boolean' }, cookie: { type: 'string' } },
});
const [url, out] = positionals;
if (!url)
  throw new Error('usage: node bench/diagnose.ts [--devtools] [--no-script] [--cookie C] URL [out.json]');
const lhr = await audit(url, {
  ...(values.devtools && { throttlingMethod: 'devtools' }),
  ...(values['no-script'] && { blockedUrlPatterns: ['*.js'] }),
  ...(values.cookie && { extraHeaders: { Cookie: values.cookie } }),
});
if (out) writeFileSync(out, JSON.stringify(lhr));
const a = lhr.audits;
const num = (id: string) => Math.round(a[id]?.numericValue ?? NaN);
console.info(
  `score ${lhr.categories.performance?.score} FCP ${num('first-contentful-paint')} LCP ${num('largest-contentful-paint')} TBT ${num('total-blocking-time')} SI ${num('speed-index')} CLS ${a['cumulative-layout-shift']?.numericValue}`,
);
type Items = { items?: Array<Record<string, unknown>> };
const items = (id: string) => (a[id]?.details as Items | undefined)?.items ?? [];
console.info(
  'main thread:',
  items('mainthread-work-breakdown')
    .map((i) => `${i.groupLabel} ${Math.round(i.duration as number)}`)
    .join(', '),
);
console.info(
  'bootup:',
  items('bootup-time')
    .map(
      (i) =>
        `${String(i.url).slice(-40)} total ${Math.round(i.total as number)} script ${Math.round(i.scripting as number)} parse ${Math.round(i.scriptParseCompile as number)}`,
    )
    .join('\n  '),
);
console.info(
  'long tasks:',
  items('long-tasks')
    .map(
      (i) =>
        `${String(i.url).slice(-30)} @${Math.round(i.startTime as number)} ${Math.round(i.duration as number)}ms`,
    )
    .join('\n  '),
);
console.info('LCP element:', JSON.stringify(items('largest-contentful-paint-element')).slice(0, 600));
console.info(
  'requests:',
  items('network-requests')
    .map(
      (i) =>
        `${String(i.url).slice(-50)} ${i.resourceType} ${Math.round(i.transferSize as number)}B ${Math.round(i.networkRequestTime as number)}-${Math.round(i.networkEndTime as number)}`,
    )
    .join('\n  '),
);
