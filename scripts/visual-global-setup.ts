import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { visualFolders } from './visual-changes.ts';
import { enforceVisualReview } from './visual-gate.ts';

/**
 * Each run of the storybook project starts with no results: the report and the review show this
 * run only. When the run ends, the review gate fails it (naming them) while a picture that differs
 * from its baseline has no decision in visual/review-log.jsonl (scripts/visual-gate.ts).
 */
export default async function clearVisualResults() {
  const folders = visualFolders(fileURLToPath(new URL('..', import.meta.url)));
  await rm(folders.results, { recursive: true, force: true });
  return () => enforceVisualReview(folders);
}
