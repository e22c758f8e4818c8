import { execFileSync, spawn } from 'node:child_process';
import { request } from 'node:http';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readReviewLog, sha256 } from './visual-changes.ts';
import { png, temporaryVisualFolder } from './visual-fixtures.ts';
import { checkVisualReview, gateMessage, gatePasses } from './visual-gate.ts';
import { NAME_KEY } from './visual-review-page.ts';
import { startReviewServer, type ReviewServer } from './visual-review.ts';

// The review app end to end: a stakeholder in Chromium approves three pictures and rejects one,
// in a temporary copy of the visual folder (the repository's baselines are never touched).

const NOW = new Date('2026-06-15T05:00:00.000Z');
const RED = png(8, 6, [220, 0, 0]);
const DIFF = png(8, 6, [255, 0, 0]);
const CHANGED = {
  'cards--product.phone': png(8, 6, [0, 0, 220]),
  'cards--product.desktop': png(12, 6, [0, 0, 200]),
  'checkout--summary': png(8, 6, [0, 160, 0]),
};
const NEW = { 'screens-new--empty.phone': png(8, 6, [90, 90, 90]) };
const ACTUALS: Record<string, Buffer> = { ...CHANGED, ...NEW };

let browser: Browser;
let visual: Awaited<ReturnType<typeof temporaryVisualFolder>>;
let review: ReviewServer;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}, 30_000);
afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  visual = await temporaryVisualFolder('visual-review-');
  for (const [picture, actual] of Object.entries(CHANGED)) {
    await visual.put('baselines', `${picture}.png`, RED);
    await visual.put('results', `${picture}.actual.png`, actual);
    await visual.put('results', `${picture}.diff.png`, DIFF);
  }
  for (const [picture, actual] of Object.entries(NEW)) {
    await visual.put('results', `${picture}.actual.png`, actual);
  }
  // An unchanged baseline the review never lists.
  await visual.put('baselines', 'cards--plain.png', RED);
  review = await startReviewServer({ root: visual.root, gitDir: process.cwd(), now: () => NOW });
});
afterEach(async () => {
  await review.close();
  await rm(visual.root, { recursive: true, force: true });
});

const head = () => {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
};

describe('npm run visual:review in Chromium', () => {
  it('approves three pictures with the keyboard and rejects one with a comment', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`);
    });
    const listed = () =>
      page.locator('article[data-picture]').evaluateAll((all) => all.map((a) => a.dataset.picture));
    await page.goto(review.url);

    // Grouped by story, phone beside desktop, in order.
    await expect
      .poll(listed, { timeout: 10_000 })
      .toEqual([
        'cards--product.phone',
        'cards--product.desktop',
        'checkout--summary',
        'screens-new--empty.phone',
      ]);
    expect(await page.locator('section h2').allTextContents()).toEqual([
      'cards--product',
      'checkout--summary',
      'screens-new--empty',
    ]);
    expect(await page.locator('#summary').textContent()).toBe(
      '4 pictures in 3 stories (3 changed, 1 new); 0 decided, 4 to review.',
    );
    const picture = (name: string) => page.locator(`article[data-picture="${name}"]`);
    // Baseline, actual and diff, named; the slider's two layers are decoration.
    expect(await picture('cards--product.phone').getByRole('img').count()).toBe(3);
    expect(await picture('cards--product.phone').locator('img').count()).toBe(5);
    expect(
      await picture('screens-new--empty.phone').getByText('No baseline yet', { exact: true }).count(),
    ).toBe(1);

    // The name, once: the first picture to review then has the focus.
    await page.getByLabel('Your name').fill('Dana Stakeholder');
    await page.getByLabel('Your name').press('Enter');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-picture') === 'cards--product.phone',
    );

    // b blinks between baseline and actual, and stops.
    const blink = picture('cards--product.phone').getByRole('button', { name: 'Blink' });
    await page.keyboard.press('b');
    expect(await blink.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('b');
    expect(await blink.getAttribute('aria-pressed')).toBe('false');

    // a approves and moves on to the next picture.
    await page.keyboard.press('a');
    await picture('cards--product.phone').and(page.locator('[data-decision="approved"]')).waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-picture') === 'cards--product.desktop',
    );
    await page.keyboard.press('a');
    await picture('cards--product.desktop').and(page.locator('[data-decision="approved"]')).waitFor();

    // c opens the comment; Reject saves it.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-picture') === 'checkout--summary',
    );
    await page.keyboard.press('c');
    await page.keyboard.insertText('The total is cut off at the right');
    await picture('checkout--summary').getByRole('button', { name: 'Reject' }).click();
    await picture('checkout--summary').and(page.locator('[data-decision="rejected"]')).waitFor();
    expect(await picture('checkout--summary').locator('.state').textContent()).toMatch(
      /^Rejected by Dana Stakeholder \(.+\): “The total is cut off at the right”$/,
    );

    // k and j move back and forth; the last one approved with a.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-picture') === 'screens-new--empty.phone',
    );
    await page.keyboard.press('k');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-picture') === 'checkout--summary',
    );
    await page.keyboard.press('j');
    await page.keyboard.press('a');
    await picture('screens-new--empty.phone').and(page.locator('[data-decision="approved"]')).waitFor();
    expect(await page.getByRole('status').first().textContent()).toContain('Every picture has a decision');
    expect(await page.locator('#summary').textContent()).toBe(
      '4 pictures in 3 stories (3 changed, 1 new); 4 decided, 0 to review.',
    );

    // The baselines changed for the three approved pictures only.
    const { baselines, results, log } = visual.folders;
    for (const name of ['cards--product.phone', 'cards--product.desktop', 'screens-new--empty.phone']) {
      expect(await readFile(join(baselines, `${name}.png`))).toEqual(ACTUALS[name]);
    }
    expect(await readFile(join(baselines, 'checkout--summary.png'))).toEqual(RED);
    expect(await readFile(join(baselines, 'cards--plain.png'))).toEqual(RED);
    // The rejected picture's actual and diff stay for the developer; the approved ones are gone.
    expect((await readdir(results)).sort()).toEqual([
      'checkout--summary.actual.png',
      'checkout--summary.diff.png',
    ]);

    // One log line per decision, in order.
    const lines = (await readFile(log, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    const commit = head();
    expect(lines.map((line) => JSON.parse(line))).toEqual(
      [
        ['cards--product.phone', 'cards--product', 'phone', 'approved', ''],
        ['cards--product.desktop', 'cards--product', 'desktop', 'approved', ''],
        ['checkout--summary', 'checkout--summary', null, 'rejected', 'The total is cut off at the right'],
        ['screens-new--empty.phone', 'screens-new--empty', 'phone', 'approved', ''],
      ].map(([name, story, size, decision, comment]) => ({
        story,
        size,
        picture: name,
        decision,
        reviewer: 'Dana Stakeholder',
        time: '2026-06-15T05:00:00.000Z',
        comment,
        commit,
        actualSha256: sha256(ACTUALS[name!]!),
      })),
    );
    if (commit) expect(commit).toMatch(/^[0-9a-f]{40}$/);

    // The gate is satisfied; it names the rejection.
    const gate = await checkVisualReview(visual.folders);
    expect(gate.unreviewed).toEqual([]);
    expect(gate.rejected.map((change) => change.decision?.comment)).toEqual([
      'The total is cut off at the right',
    ]);

    // Reopened: only the rejected picture is left, with its decision; the name is remembered.
    await page.reload();
    await expect.poll(listed, { timeout: 10_000 }).toEqual(['checkout--summary']);
    expect(await picture('checkout--summary').getAttribute('data-decision')).toBe('rejected');
    expect(await page.getByLabel('Your name').inputValue()).toBe('Dana Stakeholder');
    expect(problems).toEqual([]);
    await page.close();
  }, 30_000);
});

describe('the review server', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(new URL('/api/decisions', review.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const valid = {
    picture: 'checkout--summary',
    actualSha256: sha256(CHANGED['checkout--summary']),
    decision: 'rejected',
    reviewer: 'Dana',
    comment: 'Too tight',
  };
  const refused = async (response: Response, status: number, message: RegExp) => {
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  };

  it('lists the changes with their hashes', async () => {
    const response = await fetch(new URL('/api/changes', review.url));
    const { changes } = (await response.json()) as { changes: { picture: string; kind: string }[] };
    expect(changes.map(({ picture, kind }) => `${picture} ${kind}`)).toEqual([
      'cards--product.phone changed',
      'cards--product.desktop changed',
      'checkout--summary changed',
      'screens-new--empty.phone new',
    ]);
  });

  it('answers 400 with a message for a picture that is not listed, or bad fields', async () => {
    await refused(
      await post({ ...valid, picture: '../baselines/cards--plain' }),
      400,
      /not one of the listed changes/,
    );
    await refused(await post({ ...valid, picture: 'cards--plain' }), 400, /not one of the listed changes/);
    await refused(await post({ ...valid, decision: 'maybe' }), 400, /decision must be/);
    await refused(await post({ ...valid, reviewer: '  ' }), 400, /Give your name/);
    await refused(await post({ ...valid, reviewer: 'x'.repeat(81) }), 400, /longer than 80/);
    await refused(await post({ ...valid, reviewer: 'Dana\u0007' }), 400, /control characters/);
    await refused(await post({ ...valid, comment: 'x'.repeat(1001) }), 400, /longer than 1000/);
    await refused(await post({ ...valid, actualSha256: 'abc' }), 400, /sha256/);
    await refused(await post('{not json'), 400, /not JSON/);
    await refused(await post({ ...valid, comment: 'x'.repeat(20_000) }), 400, /larger than/);
    await refused(await post(valid, { 'content-type': 'text/plain' }), 400, /application\/json/);
    // A picture that changed since the page loaded is not decided blind.
    await refused(await post({ ...valid, actualSha256: sha256(RED) }), 409, /reload/);
    // Other sites and other host names are turned away.
    await refused(await post(valid, { origin: 'https://example.com' }), 403, /review page only/);
    expect(await readFile(visual.folders.log, 'utf8').catch(() => '')).toBe('');
    expect(await readReviewLog(visual.folders.log)).toEqual([]);
  });

  it('serves only the listed pictures', async () => {
    const image = (path: string) => fetch(new URL(path, review.url));
    const actual = await image('/images/checkout--summary/actual.png');
    expect(actual.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await actual.arrayBuffer())).toEqual(CHANGED['checkout--summary']);
    expect((await image('/images/cards--plain/baseline.png')).status).toBe(404);
    expect((await image('/images/..%2F..%2Fpackage/baseline.png')).status).toBe(404);
    expect((await image('/images/screens-new--empty.phone/diff.png')).status).toBe(404);
  });

  it('turns away another host name (DNS rebinding)', async () => {
    const { port } = new URL(review.url);
    const status = await new Promise<number | undefined>((done, fail) => {
      request(
        { host: '127.0.0.1', port, path: '/api/changes', headers: { host: `evil.example:${port}` } },
        (res) => {
          res.resume();
          done(res.statusCode);
        },
      )
        .on('error', fail)
        .end();
    });
    expect(status).toBe(403);
  });

  it('sends the page with a strict content security policy', async () => {
    const response = await fetch(review.url);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/);
    const html = await response.text();
    expect(html).toContain('<label for="reviewer">Your name</label>');
    expect(html).toContain('<kbd>a</kbd>');
  });
});

describe('a removed picture (a baseline no story takes any more)', () => {
  const GONE = { 'screens-old--gone.phone': png(8, 6, [10, 120, 10]), 'screens-old--gone.desktop': RED };
  beforeEach(async () => {
    for (const [picture, baseline] of Object.entries(GONE))
      await visual.put('baselines', `${picture}.png`, baseline);
    await visual.put('results', 'removed.json', Buffer.from(JSON.stringify({ pictures: Object.keys(GONE) })));
  });

  it('is reviewed with its baseline alone: approving deletes it, rejecting keeps it and the gate fails', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript((key) => localStorage.setItem(key, 'Dana Stakeholder'), NAME_KEY);
    await page.goto(review.url);
    const picture = (name: string) => page.locator(`article[data-picture="${name}"]`);
    await picture('screens-old--gone.phone').waitFor();
    expect(await page.locator('#summary').textContent()).toBe(
      '6 pictures in 4 stories (3 changed, 1 new, 2 removed); 0 decided, 6 to review.',
    );
    const phone = picture('screens-old--gone.phone');
    expect(await phone.locator('h3').textContent()).toBe('phone: removed');
    expect(await phone.getByRole('img').count()).toBe(1);
    expect(await phone.getByRole('img').getAttribute('alt')).toBe(
      'Baseline of screens-old--gone at phone size',
    );
    expect(await phone.getByText('No story took it', { exact: true }).count()).toBe(1);
    expect(await phone.getByRole('button', { name: 'Blink' }).count()).toBe(0);

    await phone.getByRole('button', { name: 'Approve removal' }).click();
    await phone.and(page.locator('[data-decision="approved"]')).waitFor();
    const desktop = picture('screens-old--gone.desktop');
    await desktop.getByLabel('Comment (optional)').fill('The old screen is still sold');
    await desktop.getByRole('button', { name: 'Reject removal' }).click();
    await desktop.and(page.locator('[data-decision="rejected"]')).waitFor();
    expect(problems).toEqual([]);
    await page.close();

    const { baselines, log } = visual.folders;
    const left = await readdir(baselines);
    expect(left).not.toContain('screens-old--gone.phone.png');
    expect(left).toContain('screens-old--gone.desktop.png');
    expect(
      (await readReviewLog(log)).map(({ picture, decision, actualSha256, comment }) => ({
        picture,
        decision,
        actualSha256,
        comment,
      })),
    ).toEqual([
      {
        picture: 'screens-old--gone.phone',
        decision: 'approved',
        actualSha256: sha256(GONE['screens-old--gone.phone']),
        comment: '',
      },
      {
        picture: 'screens-old--gone.desktop',
        decision: 'rejected',
        actualSha256: sha256(RED),
        comment: 'The old screen is still sold',
      },
    ]);
    const gate = await checkVisualReview(visual.folders);
    expect(gate.rejected.map(({ picture, kind }) => `${picture} ${kind}`)).toEqual([
      'screens-old--gone.desktop removed',
    ]);
    expect(gatePasses(gate)).toBe(false);
    expect(gateMessage(gate)).toContain(
      'screens-old--gone.desktop: removal rejected (bring its story back) by Dana Stakeholder',
    );
  }, 30_000);

  it('serves its baseline only, and refuses a decision on a baseline that changed since', async () => {
    const image = (path: string) => fetch(new URL(path, review.url));
    const baseline = await image('/images/screens-old--gone.phone/baseline.png');
    expect(Buffer.from(await baseline.arrayBuffer())).toEqual(GONE['screens-old--gone.phone']);
    expect((await image('/images/screens-old--gone.phone/actual.png')).status).toBe(404);
    const response = await fetch(new URL('/api/decisions', review.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        picture: 'screens-old--gone.desktop',
        actualSha256: sha256(png(1, 1)),
        decision: 'approved',
        reviewer: 'Dana',
      }),
    });
    expect(response.status).toBe(409);
    expect(await readdir(visual.folders.baselines)).toContain('screens-old--gone.desktop.png');
  });
});

describe('the visual:review command', () => {
  it('prints its URL and serves a page whose script runs as plain JavaScript', async () => {
    const child = spawn(
      process.execPath,
      ['scripts/visual-review.ts', '--root', visual.root, '--port', '0'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const url = await new Promise<string>((done, fail) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
          if (found) done(found[0]);
        });
        child.once('exit', (code) => fail(new Error(`exited with ${code}: ${out}`)));
      });
      const html = await (await fetch(url)).text();
      const script = /<script nonce="[^"]+">([^]*)<\/script>/.exec(html)?.[1] ?? '';
      expect(script).toContain('/api/decisions');
      // Node strips the types from the page's script: what is left must parse.
      expect(() => new Function(script)).not.toThrow();
    } finally {
      child.kill();
    }
  }, 15_000);
});
