import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baselinePath, resultPath, shotName } from './visual-paths.ts';
import { pngSize } from './visual-changes.ts';
import { writeVisualReport } from './visual-report.ts';
import { png } from './visual-fixtures.ts';

let root: string;
const put = async (path: string, bytes: Buffer) => {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, bytes);
};

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'visual-report-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('screenshot paths', () => {
  it('names baselines after the story id and size, with the dots Vitest would strip', () => {
    const arg = shotName('screens-cart--filled', 'desktop');
    expect(arg).toMatch(/^[\w-]+$/);
    expect(baselinePath({ root: '/repo', arg, ext: '.png' })).toBe(
      '/repo/visual/baselines/screens-cart--filled.desktop.png',
    );
    expect(baselinePath({ root: '/repo', arg: shotName('components-price--on-sale'), ext: '.png' })).toBe(
      '/repo/visual/baselines/components-price--on-sale.png',
    );
  });

  it('puts the actual and diff images of a mismatch in the results folder', () => {
    const arg = shotName('screens-cart--filled', 'phone');
    expect(resultPath({ root: '/repo', arg: `${arg}-actual`, ext: '.png' })).toBe(
      '/repo/visual/results/screens-cart--filled.phone.actual.png',
    );
    expect(resultPath({ root: '/repo', arg: `${arg}-diff`, ext: '.png' })).toBe(
      '/repo/visual/results/screens-cart--filled.phone.diff.png',
    );
    // A missing baseline where none may be written (CI): the capture is the actual picture.
    expect(resultPath({ root: '/repo', arg: `${arg}-reference`, ext: '.png' })).toBe(
      '/repo/visual/results/screens-cart--filled.phone.actual.png',
    );
  });
});

describe('pngSize', () => {
  it('reads width and height from the header', () => {
    expect(pngSize(png(3, 2))).toEqual({ width: 3, height: 2 });
  });

  it('refuses a file that is not a PNG', () => {
    expect(() => pngSize(Buffer.from('<svg/> not a picture at all'))).toThrow('Not a PNG file');
  });
});

describe('writeVisualReport', () => {
  it('shows baseline, actual and diff side by side for every changed story', async () => {
    await put(join(root, 'visual/baselines/screens-cart--filled.desktop.png'), png(4, 3));
    await put(join(root, 'visual/results/screens-cart--filled.desktop.actual.png'), png(4, 3, [0, 0, 200]));
    await put(join(root, 'visual/results/screens-cart--filled.desktop.diff.png'), png(4, 3));
    await put(join(root, 'visual/baselines/components-price--on-sale.png'), png(2, 1));
    await put(join(root, 'visual/results/components-price--on-sale.actual.png'), png(2, 2));

    const { page, rows } = await writeVisualReport(root, new Date('2026-06-15T05:00:00Z'));

    expect(page).toBe(join(root, 'visual/report/index.html'));
    expect(rows.map((row) => row.stem)).toEqual([
      'components-price--on-sale',
      'screens-cart--filled.desktop',
    ]);
    const html = await readFile(page, 'utf8');
    expect(html).toContain('2 pictures differ: 2 changed, 0 new.');
    expect(html).toContain('screens-cart--filled at desktop size');
    expect(html).toContain('<img src="images/screens-cart--filled.desktop.baseline.png"');
    expect(html).toContain('<img src="images/screens-cart--filled.desktop.actual.png"');
    expect(html).toContain('<img src="images/screens-cart--filled.desktop.diff.png"');
    expect(html).toContain('Size changed: baseline 2 × 1 px, actual 2 × 2 px.');
    expect(html).toContain('npm run visual:approve');
    expect(html).not.toContain('<script');
    // The page works offline: every picture sits beside it.
    expect((await readdir(join(root, 'visual/report/images'))).sort()).toEqual([
      'components-price--on-sale.actual.png',
      'components-price--on-sale.baseline.png',
      'screens-cart--filled.desktop.actual.png',
      'screens-cart--filled.desktop.baseline.png',
      'screens-cart--filled.desktop.diff.png',
    ]);
  });

  it('shows a removed picture with its baseline alone, and only when a whole run listed it', async () => {
    await put(join(root, 'visual/baselines/screens-old--gone.phone.png'), png(3, 2));
    await put(join(root, 'visual/baselines/screens-cart--filled.phone.png'), png(3, 2));
    await put(
      join(root, 'visual/results/removed.json'),
      Buffer.from('{"pictures":["screens-old--gone.phone"]}'),
    );

    const { page, rows } = await writeVisualReport(root);

    expect(rows.map(({ stem, kind }) => [stem, kind])).toEqual([['screens-old--gone.phone', 'removed']]);
    const html = await readFile(page, 'utf8');
    expect(html).toContain('1 picture differs: 0 changed, 0 new, 1 removed.');
    expect(html).toContain('Removed: no story takes this picture any more.');
    expect(html).toContain('<img src="images/screens-old--gone.phone.baseline.png"');
    expect(html).toContain('No story took it');
    expect(await readdir(join(root, 'visual/report/images'))).toEqual([
      'screens-old--gone.phone.baseline.png',
    ]);
  });

  it('marks a story with no baseline as new', async () => {
    await put(join(root, 'visual/results/flows-purchase--guest.phone.actual.png'), png(1, 1));

    const { page } = await writeVisualReport(root);

    const html = await readFile(page, 'utf8');
    expect(html).toContain('1 picture differs: 0 changed, 1 new.');
    expect(html).toContain('New story: no baseline yet.');
    expect(html).toContain('No baseline yet');
  });

  it('says so when nothing changed, and drops the pictures of an older report', async () => {
    await put(join(root, 'visual/report/images/old.actual.png'), png(1, 1));

    const { page, rows } = await writeVisualReport(root);

    expect(rows).toEqual([]);
    expect(await readFile(page, 'utf8')).toContain('No visual changes: every story matches its baseline.');
    expect(await readdir(join(root, 'visual/report/images'))).toEqual([]);
  });
});
