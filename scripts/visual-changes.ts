import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { REMOVED_LIST, REVIEW_LOG, VISUAL_DIRS } from './visual-paths.ts';

// What the last storybook run found different (visual/results against visual/baselines), and the
// review log that records who approved or rejected each picture. Shared by `npm run visual:review`
// and the gate (scripts/visual-gate.ts).

/** Where the pictures and the log are: the repository's by default, a test's temporary copy otherwise. */
export interface VisualFolders {
  baselines: string;
  results: string;
  log: string;
}

export function visualFolders(root: string, given: Partial<VisualFolders> = {}): VisualFolders {
  const at = (path: string) => (isAbsolute(path) ? path : resolve(root, path));
  return {
    baselines: at(given.baselines ?? VISUAL_DIRS.baselines),
    results: at(given.results ?? VISUAL_DIRS.results),
    log: at(given.log ?? REVIEW_LOG),
  };
}

export type Decision = 'approved' | 'rejected';

/** One line of visual/review-log.jsonl. */
export interface LogEntry {
  story: string;
  size: string | null;
  /** The file stem: `screens-cart--filled.desktop`. */
  picture: string;
  decision: Decision;
  reviewer: string;
  /** ISO 8601. */
  time: string;
  comment: string;
  /** `git rev-parse HEAD` when decided (null outside a repository). */
  commit: string | null;
  /**
   * sha256 of the actual picture decided on: a later, different actual needs a new decision. For a
   * removed picture, the baseline's (the picture whose removal was decided).
   */
  actualSha256: string;
}

interface Size {
  width: number;
  height: number;
}

/**
 * A picture that differs from its baseline (changed), has none (new), or is a baseline that no
 * story takes any more (removed: its story was deleted or renamed, or no longer takes that size).
 */
export interface Change {
  picture: string;
  story: string;
  size: string | null;
  kind: 'changed' | 'new' | 'removed';
  /** The actual picture's sha256; a removed picture's is its baseline's. */
  actualSha256: string;
  /** Width and height (0 × 0 for a file that is not a PNG); none for a removed picture. */
  actual: Size | null;
  baseline: Size | null;
  hasDiff: boolean;
  /** The latest decision on this very actual picture, if any. */
  decision: LogEntry | null;
}

/** A file stem as the setup file writes them: a story id, then `.size` for pictures taken at a size. */
export const PICTURE_NAME = /^[a-z0-9][\w-]*(\.[a-z0-9][\w-]*)?$/i;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function splitPicture(picture: string) {
  const dot = picture.indexOf('.');
  return dot < 0
    ? { story: picture, size: null }
    : { story: picture.slice(0, dot), size: picture.slice(dot + 1) };
}

/** Width and height from a PNG's header (bytes 16-23 of the IHDR chunk). */
export function pngSize(png: Uint8Array): Size {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const signature = [0x89, 0x50, 0x4e, 0x47];
  if (png.byteLength < 24 || signature.some((byte, i) => png[i] !== byte)) throw new Error('Not a PNG file');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function sizeOf(png: Uint8Array): Size {
  try {
    return pngSize(png);
  } catch {
    return { width: 0, height: 0 };
  }
}

const readIfPresent = (path: string) => readFile(path).catch(() => null);

const decisionKey = (picture: string, hash: string) => `${picture}\n${hash}`;

function isLogEntry(value: unknown): value is LogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.picture === 'string' &&
    typeof entry.actualSha256 === 'string' &&
    typeof entry.reviewer === 'string' &&
    (entry.decision === 'approved' || entry.decision === 'rejected')
  );
}

/** Every decision in the log, oldest first. Lines that are not decisions (a bad merge) are skipped. */
export async function readReviewLog(log: string): Promise<LogEntry[]> {
  const text = await readFile(log, 'utf8').catch(() => '');
  const entries: LogEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const value: unknown = JSON.parse(line);
      if (isLogEntry(value)) entries.push(value);
    } catch {
      // Not JSON: not a decision.
    }
  }
  return entries;
}

export async function appendReviewLog(log: string, entry: LogEntry) {
  await appendFile(log, `${JSON.stringify(entry)}\n`);
}

/** `git rev-parse HEAD` in `cwd`: the commit a decision was taken on (null outside a repository). */
export async function headCommit(cwd: string) {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd });
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

/** Each baseline's sha256, by picture (file stem). */
export async function baselineHashes(baselines: string): Promise<Map<string, string>> {
  const files = await readdir(baselines).catch(() => [] as string[]);
  const hashes = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith('.png'))) {
    hashes.set(file.slice(0, -'.png'.length), sha256(await readFile(join(baselines, file))));
  }
  return hashes;
}

/**
 * The decisions `npm run visual:approve` took in bulk: one approval for each baseline it wrote
 * (new, or with other bytes than before), so bulk approvals stand in the review log beside the
 * review app's. The baselines it deletes are logged by bulkRemovals.
 */
export function bulkApprovals(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
  by: BulkDecider,
): LogEntry[] {
  return [...after]
    .filter(([picture, hash]) => before.get(picture) !== hash)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([picture, hash]) => approval(picture, hash, by));
}

/** Who took `npm run visual:approve`'s decisions, when, with which command, on which commit. */
type BulkDecider = Pick<LogEntry, 'reviewer' | 'time' | 'comment' | 'commit'>;

const approval = (picture: string, hash: string, by: BulkDecider): LogEntry => ({
  ...splitPicture(picture),
  picture,
  decision: 'approved',
  ...by,
  actualSha256: hash,
});

/**
 * The baselines no story takes, from what each story test of a whole run recorded (its pictures'
 * names); null when that cannot be told: a story that recorded nothing (it did not run, or broke
 * before its story was known), or no story at all.
 */
export function removedPictures(
  baselines: Iterable<string>,
  stories: readonly (readonly string[] | undefined)[],
) {
  if (stories.length === 0 || stories.some((shots) => shots === undefined)) return null;
  const inUse = new Set(stories.flat());
  return [...baselines].filter((picture) => !inUse.has(picture)).sort();
}

/** Keeps the run's removed pictures with its other results, for the gate, the review and visual:approve. */
export async function writeRemovedList(folders: VisualFolders, pictures: readonly string[]) {
  await mkdir(folders.results, { recursive: true });
  await writeFile(join(folders.results, REMOVED_LIST), `${JSON.stringify({ pictures }, null, 2)}\n`);
}

/** The last run's removed pictures (none when it did not tell: a partial run, an unreadable list). */
export async function readRemovedList(folders: VisualFolders): Promise<string[]> {
  try {
    const value: unknown = JSON.parse(await readFile(join(folders.results, REMOVED_LIST), 'utf8'));
    const pictures = (value as { pictures?: unknown } | null)?.pictures;
    if (!Array.isArray(pictures)) return [];
    return pictures.filter((p): p is string => typeof p === 'string' && PICTURE_NAME.test(p));
  } catch {
    return [];
  }
}

/** `npm run visual:approve`'s removals: one approval for each removed picture, on its baseline as it was. */
export function bulkRemovals(
  baselines: ReadonlyMap<string, string>,
  removed: readonly string[],
  by: BulkDecider,
): LogEntry[] {
  return removed.flatMap((picture) => {
    const hash = baselines.get(picture);
    return hash ? [approval(picture, hash, by)] : [];
  });
}

/** The names of the pictures with an actual image in the results folder (no picture is read). */
export async function listResultPictures(folders: VisualFolders) {
  const files = await readdir(folders.results).catch(() => [] as string[]);
  const pictures = files
    .filter((file) => file.endsWith('.actual.png'))
    .map((file) => file.slice(0, -'.actual.png'.length))
    .filter((picture) => PICTURE_NAME.test(picture));
  return { files, pictures };
}

/**
 * The pictures in the results folder that differ from their baseline, and the run's removed
 * pictures whose baselines are still there, sorted by story then size; `only` limits it to one
 * name (when that is one of them: never a path).
 */
export async function listChanges(folders: VisualFolders, only?: string): Promise<Change[]> {
  const listed = await listResultPictures(folders);
  const { files } = listed;
  const pick = (names: string[]) => (only === undefined ? names : names.filter((name) => name === only));
  const pictures = pick(listed.pictures);
  const latest = new Map<string, LogEntry>();
  for (const entry of await readReviewLog(folders.log)) {
    latest.set(decisionKey(entry.picture, entry.actualSha256), entry);
  }

  const changes: Change[] = [];
  for (const picture of pictures) {
    const actual = await readIfPresent(join(folders.results, `${picture}.actual.png`));
    if (!actual) continue;
    const baseline = await readIfPresent(join(folders.baselines, `${picture}.png`));
    const hash = sha256(actual);
    if (baseline && sha256(baseline) === hash) continue;
    changes.push({
      picture,
      ...splitPicture(picture),
      kind: baseline ? 'changed' : 'new',
      actualSha256: hash,
      actual: sizeOf(actual),
      baseline: baseline ? sizeOf(baseline) : null,
      hasDiff: files.includes(`${picture}.diff.png`),
      decision: latest.get(decisionKey(picture, hash)) ?? null,
    });
  }
  for (const picture of pick(await readRemovedList(folders))) {
    const baseline = await readIfPresent(join(folders.baselines, `${picture}.png`));
    if (!baseline || pictures.includes(picture)) continue;
    const hash = sha256(baseline);
    changes.push({
      picture,
      ...splitPicture(picture),
      kind: 'removed',
      actualSha256: hash,
      actual: null,
      baseline: sizeOf(baseline),
      hasDiff: false,
      decision: latest.get(decisionKey(picture, hash)) ?? null,
    });
  }
  // Story by story; phone before desktop.
  const order = (size: string | null) => (size === 'phone' ? 0 : size === 'desktop' ? 1 : 2);
  return changes.sort(
    (a, b) =>
      a.story.localeCompare(b.story) || order(a.size) - order(b.size) || a.picture.localeCompare(b.picture),
  );
}
