import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { listChanges, visualFolders, type Change, type VisualFolders } from './visual-changes.ts';

// The review gate: a picture in visual/results that differs from its baseline must have a
// decision in visual/review-log.jsonl for that very actual image (matched by its sha256), and so
// must a baseline that a whole run found no story for (removed; matched by the baseline's). The
// storybook project runs it when it closes (scripts/visual-global-setup.ts); `npm run visual:gate`
// runs it alone on the results of the last run.

export interface GateResult {
  /** Neither approved nor rejected: the gate fails while there is one. */
  unreviewed: Change[];
  /**
   * Rejected: the story test keeps failing until the code changes (or someone approves it); a
   * rejected removal fails the gate until the story is back (or someone approves the removal).
   */
  rejected: Change[];
  /** Approved, yet the baseline is not that picture (reverted since?): the story test fails on it. */
  approved: Change[];
}

export async function checkVisualReview(folders: VisualFolders): Promise<GateResult> {
  const changes = await listChanges(folders);
  return {
    unreviewed: changes.filter((change) => !change.decision),
    rejected: changes.filter((change) => change.decision?.decision === 'rejected'),
    approved: changes.filter((change) => change.decision?.decision === 'approved'),
  };
}

export const gatePasses = (result: GateResult) =>
  result.unreviewed.length === 0 && !result.rejected.some((change) => change.kind === 'removed');

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the gate says: the unreviewed pictures by name, then the decided ones that still differ. */
export function gateMessage(result: GateResult) {
  const lines: string[] = [];
  const { unreviewed, rejected, approved } = result;
  if (unreviewed.length > 0) {
    lines.push(
      `Visual review gate: ${plural(unreviewed.length, 'picture differs', 'pictures differ')} from the baselines with no decision (neither approved nor rejected):`,
      ...unreviewed.map((change) => `  - ${change.picture} (${change.kind})`),
      'Review them with `npm run visual:review` (or accept them all with `npm run visual:approve`, which also deletes the removed ones).',
    );
  }
  if (rejected.length > 0) {
    lines.push(
      `${plural(rejected.length, 'picture was', 'pictures were')} rejected in review (fix the code, or approve after all):`,
      ...rejected.map(({ picture, kind, decision }) => {
        const comment = decision?.comment ? `: ${JSON.stringify(decision.comment)}` : '';
        const what = kind === 'removed' ? 'removal rejected (bring its story back)' : 'rejected';
        return `  - ${picture}: ${what} by ${decision?.reviewer} on ${decision?.time}${comment}`;
      }),
    );
  }
  if (approved.length > 0) {
    lines.push(
      `${plural(approved.length, 'picture was', 'pictures were')} approved but the baselines do not show it (restore the approved picture or delete the removed one, or approve again):`,
      ...approved.map(
        ({ picture, kind, decision }) =>
          `  - ${picture}: ${kind === 'removed' ? 'removal ' : ''}approved by ${decision?.reviewer} on ${decision?.time}`,
      ),
    );
  }
  return lines.join('\n');
}

/** The storybook project's teardown: throws (Vitest then exits with 1) naming the unreviewed pictures. */
export async function enforceVisualReview(folders: VisualFolders) {
  const result = await checkVisualReview(folders);
  const message = gateMessage(result);
  if (!gatePasses(result)) {
    const error = new Error(message);
    // The names are the message; a stack trace would only hide them.
    error.stack = message;
    throw error;
  }
  if (message) console.warn(message);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { root: { type: 'string' } } });
  const root = values.root ?? process.env.VISUAL_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
  const result = await checkVisualReview(visualFolders(root));
  const message = gateMessage(result);
  if (!gatePasses(result)) {
    console.error(message);
    process.exit(1);
  }
  console.info(message || 'Visual review gate: every picture matches its baseline or has a decision.');
}
