import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { baselineHashes, removedPictures, visualFolders, writeRemovedList } from './visual-changes.ts';
import { enforceVisualReview } from './visual-gate.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** The pictures a story takes (file stems), set by .storybook/vitest.visual.ts. */
    visualShots?: string[];
  }
}

/**
 * Each run of the storybook project starts with no results: the report and the review show this
 * run only. When a whole run ends (every story file, no name filter), the baselines no story took
 * are listed as removed pictures in the results. Then the review gate fails the run (naming them)
 * while a picture that differs from its baseline, or a removed one, has no decision in
 * visual/review-log.jsonl (scripts/visual-gate.ts); `--update` (`npm run visual:approve`) decides
 * them itself.
 */
export default async function clearVisualResults(project: TestProject) {
  const folders = visualFolders(fileURLToPath(new URL('..', import.meta.url)));
  await rm(folders.results, { recursive: true, force: true });
  return async () => {
    const removed = await removedInRun(project, folders.baselines);
    if (removed) await writeRemovedList(folders, removed);
    if (project.vitest.config.snapshotOptions.updateSnapshot !== 'all') await enforceVisualReview(folders);
  };
}

/** The removed pictures when this run took every story, else null: a partial run cannot tell. */
async function removedInRun(project: TestProject, baselines: string) {
  if (project.vitest.config.testNamePattern) return null;
  const { testFiles } = await project.globTestFiles();
  const modules = project.vitest.state.getTestModules().filter((m) => testFiles.includes(m.moduleId));
  // A story file that broke before its stories were known (a syntax error) took nothing either.
  if (modules.length < testFiles.length || modules.some((m) => m.errors().length > 0)) return null;
  const stories = modules.flatMap((m) => [...m.children.allTests()].map((test) => test.meta().visualShots));
  return removedPictures((await baselineHashes(baselines)).keys(), stories);
}
