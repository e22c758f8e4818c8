// No node imports: the browser-side setup file imports this module too.

/** Where the visual gate keeps its pictures, relative to the repository root. */
export const VISUAL_DIRS = {
  /** Committed: the approved look of every story. */
  baselines: 'visual/baselines',
  /** Not committed: the actual and diff images of the last run's mismatches. */
  results: 'visual/results',
  /** Not committed: the static page a reviewer opens. */
  report: 'visual/report',
} as const;

/**
 * In the results folder: the baselines a whole run found no story for (removed pictures), written
 * when the storybook project closes (scripts/visual-global-setup.ts).
 */
export const REMOVED_LIST = 'removed.json';

/**
 * The message of a picture Chromium did not let the gate take: a capture's wait past its bound
 * (.storybook/vitest.visual.ts), a Playwright action or the hook timed out. Such a story runs once
 * more (vite.config.ts); nothing else is retried.
 */
export const PICTURE_NOT_TAKEN = /^The picture waited|Timeout \d+ms exceeded|Hook timed out/;

/** Committed: one JSON line per review decision (`npm run visual:review`), read by the gate. */
export const REVIEW_LOG = 'visual/review-log.jsonl';

/**
 * Vitest sanitises screenshot names to `[\w-]` and collapses `--`, so the setup file spells the
 * story id's `--` as `__` and joins the size with `_` (never part of a story id); the file gets
 * the readable name back: `screens-cart__filled_desktop` is `screens-cart--filled.desktop.png`.
 */
export function shotName(storyId: string, size?: string) {
  return storyId.replaceAll('--', '__') + (size ? `_${size}` : '');
}

export const shotFileStem = (arg: string) => arg.replaceAll('__', '--').replace('_', '.');

const DIFF_SUFFIXES = { '-actual': 'actual', '-diff': 'diff', '-reference': 'actual' } as const;

interface PathData {
  root: string;
  arg: string;
  ext: string;
}

export function baselinePath({ root, arg, ext }: PathData) {
  return `${root}/${VISUAL_DIRS.baselines}/${shotFileStem(arg)}${ext}`;
}

/**
 * Vitest asks for `<arg>-actual`, `<arg>-diff`, and `<arg>-reference` (the new capture when a
 * baseline is missing and nothing may be written, as in CI): all go to the results folder as
 * `<stem>.actual.png` or `<stem>.diff.png`, the names the report reads.
 */
export function resultPath({ root, arg, ext }: PathData) {
  for (const [suffix, kind] of Object.entries(DIFF_SUFFIXES)) {
    if (arg.endsWith(suffix)) {
      return `${root}/${VISUAL_DIRS.results}/${shotFileStem(arg.slice(0, -suffix.length))}.${kind}${ext}`;
    }
  }
  return `${root}/${VISUAL_DIRS.results}/${shotFileStem(arg)}${ext}`;
}
