import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { VISUAL_DIRS } from './visual-paths.ts';

/** Each run of the storybook project starts with no results: the report shows this run only. */
export default async function clearVisualResults() {
  await rm(fileURLToPath(new URL(`../${VISUAL_DIRS.results}`, import.meta.url)), {
    recursive: true,
    force: true,
  });
}
