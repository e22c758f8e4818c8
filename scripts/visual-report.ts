import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listChanges, visualFolders } from './visual-changes.ts';
import { VISUAL_DIRS } from './visual-paths.ts';
import { renderReport, summarise, type ReportRow } from './visual-report-html.ts';

// `npm run visual:report`: one static page with baseline, actual and diff of every picture the
// last storybook run found different or removed (scripts/visual-changes.ts), written to
// visual/report/index.html.

/** Reads the last run's changes under `root`, copies their pictures beside the page and writes it. */
export async function writeVisualReport(root: string, now = new Date()) {
  const folders = visualFolders(root);
  const report = join(root, VISUAL_DIRS.report);
  await rm(report, { recursive: true, force: true });
  await mkdir(join(report, 'images'), { recursive: true });
  const rows: ReportRow[] = [];
  for (const change of await listChanges(folders)) {
    const { picture: stem, story: storyId, size, kind } = change;
    /** Copies one of the picture's images beside the page; its path relative to the page. */
    const copy = async (source: string, what: string) => {
      const src = `images/${stem}.${what}.png`;
      await copyFile(source, join(report, src));
      return src;
    };
    rows.push({
      stem,
      storyId,
      size,
      kind,
      baseline: change.baseline && {
        src: await copy(join(folders.baselines, `${stem}.png`), 'baseline'),
        ...change.baseline,
      },
      actual: change.actual && {
        src: await copy(join(folders.results, `${stem}.actual.png`), 'actual'),
        ...change.actual,
      },
      diff: change.hasDiff ? { src: await copy(join(folders.results, `${stem}.diff.png`), 'diff') } : null,
    });
  }
  const page = join(report, 'index.html');
  await writeFile(page, renderReport(rows, now.toISOString()));
  return { page, rows };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { page, rows } = await writeVisualReport(root);
  console.info(`${summarise(rows)} ${page}`);
}
