import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VISUAL_DIRS } from './visual-paths.ts';
import { renderReport, type ReportRow } from './visual-report-html.ts';

// `npm run visual:report`: one static page with baseline, actual and diff of every picture the
// last storybook run found different (visual/results), written to visual/report/index.html.

/** Width and height from a PNG's header (bytes 16-23 of the IHDR chunk). */
export function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const signature = [0x89, 0x50, 0x4e, 0x47];
  if (png.byteLength < 24 || signature.some((byte, i) => png[i] !== byte)) throw new Error('Not a PNG file');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const readIfPresent = (path: string) => readFile(path).catch(() => null);

/** Reads visual/results under `root`, copies the pictures beside the page and writes it. */
export async function writeVisualReport(root: string, now = new Date()) {
  const results = join(root, VISUAL_DIRS.results);
  const report = join(root, VISUAL_DIRS.report);
  const files = await readdir(results).catch(() => [] as string[]);
  const stems = [
    ...new Set(files.filter((f) => f.endsWith('.actual.png')).map((f) => f.slice(0, -'.actual.png'.length))),
  ];
  stems.sort();

  await rm(report, { recursive: true, force: true });
  await mkdir(join(report, 'images'), { recursive: true });
  const rows: ReportRow[] = [];
  for (const stem of stems) {
    const [storyId = stem, size = null] = stem.split('.');
    const image = async (source: string, kind: string) => {
      const bytes = await readIfPresent(source);
      if (!bytes) return null;
      const src = `images/${stem}.${kind}.png`;
      await copyFile(source, join(report, src));
      return { src, ...pngSize(bytes) };
    };
    const actual = await image(join(results, `${stem}.actual.png`), 'actual');
    if (!actual) continue;
    rows.push({
      stem,
      storyId,
      size,
      actual,
      baseline: await image(join(root, VISUAL_DIRS.baselines, `${stem}.png`), 'baseline'),
      diff: await image(join(results, `${stem}.diff.png`), 'diff'),
    });
  }
  const page = join(report, 'index.html');
  await writeFile(page, renderReport(rows, now.toISOString()));
  return { page, rows };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { page, rows } = await writeVisualReport(root);
  const changed = rows.filter((row) => row.baseline).length;
  console.info(
    `${rows.length} differing pictures (${changed} changed, ${rows.length - changed} new): ${page}`,
  );
}
