/**
 * Where a page's script time goes, by function: Chromium's CPU profiler over one load, at 4x CPU
 * throttling as Lighthouse assumes, phone-sized. Prints the script files and the functions with
 * the most self time (minified names, with file:line:column to look them up in dist/assets).
 * `node bench/profile.ts URL [--top N] [--runs N]`
 *
 * A module's own top level ("(top level) file.js:0:0") that stands out is work done at import:
 * an en-IN formatter or a table built when nothing has asked for it yet (bench/README.md).
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../e2e/support/chromium.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '15' }, runs: { type: 'string', default: '1' } },
});
const [url] = positionals;
if (!url) throw new Error('usage: node bench/profile.ts URL [--top N] [--runs N]');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const browser = await chromium.launch(chromiumLaunch);
try {
  for (let run = 1; run <= Number(values.runs); run++) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    // Hydration and the first answers land after `load`.
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await page.close();

    const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const byFunction = new Map<string, number>();
    const byFile = new Map<string, number>();
    const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id)!;
      if (frame.functionName === '(idle)') return;
      const file = frame.url.split('/').pop() || frame.functionName;
      const name = frame.functionName || '(top level)';
      add(byFile, file, profile.timeDeltas[i] ?? 0);
      add(
        byFunction,
        `${name} ${file}:${frame.lineNumber}:${frame.columnNumber}`,
        profile.timeDeltas[i] ?? 0,
      );
    });
    const ms = (us: number) => (us / 1000).toFixed(1).padStart(7);
    const top = (map: Map<string, number>) =>
      [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
    console.info(`## run ${run}: ${url} (self time in ms at 4x; "(program)" is the browser's own work)`);
    console.info(
      'by file:',
      top(byFile)
        .map(([file, us]) => `${file} ${Math.round(us / 1000)}`)
        .join(', '),
    );
    for (const [key, us] of top(byFunction)) console.info(`${ms(us)} ${key}`);
  }
} finally {
  await browser.close();
}
