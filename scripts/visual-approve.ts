import { spawnSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  appendReviewLog,
  baselineHashes,
  bulkApprovals,
  bulkRemovals,
  headCommit,
  readRemovedList,
  visualFolders,
} from './visual-changes.ts';
import { REVIEW_LOG } from './visual-paths.ts';

// `npm run visual:approve [-- <story files>]`: runs the storybook project in update mode, so every
// new or changed picture becomes its baseline, then deletes the results of the last run. Each
// baseline it wrote is one approval in visual/review-log.jsonl, by VISUAL_REVIEWER or git's
// user.name. After a whole run with every story passing, it also deletes the baselines no story
// takes any more (the run's removed pictures), each logged as an approved removal.

const root = fileURLToPath(new URL('..', import.meta.url));
const filters = process.argv.slice(2);
const folders = visualFolders(root);
const before = await baselineHashes(folders.baselines);

const run = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  // The filters go first: `--update` takes an optional value ("new", "all"), and would take a file as it.
  ['run', ...filters, '--project', 'storybook', '--update'],
  { cwd: root, stdio: 'inherit' },
);
// A whole run lists the baselines no story took (scripts/visual-global-setup.ts); a partial one does not.
const removed = await readRemovedList(folders);
await rm(folders.results, { recursive: true, force: true });

const by = {
  reviewer: reviewerName(),
  time: new Date().toISOString(),
  comment: `npm run visual:approve${filters.length > 0 ? ` -- ${filters.join(' ')}` : ''}`,
  commit: await headCommit(root),
};
// Every baseline the run wrote is an approval (a story that failed wrote none).
const approvals = bulkApprovals(before, await baselineHashes(folders.baselines), by);
await mkdir(dirname(folders.log), { recursive: true });
for (const entry of approvals) await appendReviewLog(folders.log, entry);
console.info(`${approvals.length} new or changed pictures approved (${REVIEW_LOG}).`);

if (run.status !== 0) {
  console.warn('Some stories failed: their pictures were not approved. Fix them and approve again.');
  process.exit(run.status ?? 1);
}

// The removed pictures' baselines go, each logged as an approved removal.
const removals = bulkRemovals(before, removed, by);
for (const entry of removals) {
  await rm(join(folders.baselines, `${entry.picture}.png`), { force: true });
  await appendReviewLog(folders.log, entry);
}
if (filters.length === 0)
  console.info(`${removals.length} removed pictures approved: their baselines are deleted.`);

function reviewerName() {
  const git = spawnSync('git', ['config', 'user.name'], { cwd: root, encoding: 'utf8' });
  return process.env.VISUAL_REVIEWER?.trim() || git.stdout?.trim() || userInfo().username;
}
