import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appendReviewLog, baselineHashes, bulkApprovals, headCommit } from './visual-changes.ts';
import { REVIEW_LOG, VISUAL_DIRS } from './visual-paths.ts';

// `npm run visual:approve [-- <story files>]`: runs the storybook project in update mode, so every
// new or changed picture becomes its baseline, then deletes the results of the last run. Each
// baseline it wrote is one approval in visual/review-log.jsonl, by VISUAL_REVIEWER or git's
// user.name. After a full run with every story passing, it also deletes the baselines no story
// uses any more.

const root = fileURLToPath(new URL('..', import.meta.url));
const filters = process.argv.slice(2);
const json = join(tmpdir(), `visual-approve-${process.pid}.json`);
const baselines = join(root, VISUAL_DIRS.baselines);
const before = await baselineHashes(baselines);

const run = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  [
    'run',
    '--project',
    'storybook',
    '--update',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
    ...filters,
  ],
  { cwd: root, stdio: 'inherit' },
);
await rm(join(root, VISUAL_DIRS.results), { recursive: true, force: true });

// Every baseline the run wrote is an approval (a story that failed wrote none).
const approvals = bulkApprovals(before, await baselineHashes(baselines), {
  reviewer: reviewerName(),
  time: new Date().toISOString(),
  comment: `npm run visual:approve${filters.length > 0 ? ` -- ${filters.join(' ')}` : ''}`,
  commit: await headCommit(root),
});
const log = join(root, REVIEW_LOG);
await mkdir(dirname(log), { recursive: true });
for (const entry of approvals) await appendReviewLog(log, entry);
console.info(`${approvals.length} new or changed pictures approved (${REVIEW_LOG}).`);

if (run.status !== 0) {
  console.warn('Some stories failed: their pictures were not approved. Fix them and approve again.');
  await rm(json, { force: true });
  process.exit(run.status ?? 1);
}

if (filters.length === 0) {
  interface JsonReport {
    testResults: { assertionResults: { meta?: { visualShots?: string[] } }[] }[];
  }
  const report = JSON.parse(await readFile(json, 'utf8')) as JsonReport;
  const inUse = new Set(
    report.testResults.flatMap((file) =>
      file.assertionResults.flatMap((test) => test.meta?.visualShots ?? []),
    ),
  );
  const stale = (await readdir(baselines)).filter(
    (file) => file.endsWith('.png') && !inUse.has(file.slice(0, -4)),
  );
  // An empty set means the run recorded nothing (a broken setup), not that every story is gone.
  if (inUse.size > 0) for (const file of stale) await rm(join(baselines, file));
  console.info(`${inUse.size} baselines in use; ${inUse.size > 0 ? stale.length : 0} unused ones deleted.`);
}
await rm(json, { force: true });

function reviewerName() {
  const git = spawnSync('git', ['config', 'user.name'], { cwd: root, encoding: 'utf8' });
  return process.env.VISUAL_REVIEWER?.trim() || git.stdout?.trim() || userInfo().username;
}
