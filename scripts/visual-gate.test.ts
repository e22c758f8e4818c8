import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendReviewLog, sha256, writeRemovedList, type LogEntry } from './visual-changes.ts';
import { png, temporaryVisualFolder } from './visual-fixtures.ts';
import { checkVisualReview, enforceVisualReview, gateMessage, gatePasses } from './visual-gate.ts';

const run = promisify(execFile);
let visual: Awaited<ReturnType<typeof temporaryVisualFolder>>;

beforeEach(async () => {
  visual = await temporaryVisualFolder('visual-gate-');
});
afterEach(async () => {
  await rm(visual.root, { recursive: true, force: true });
});

const RED = png(4, 3, [220, 0, 0]);
const BLUE = png(4, 3, [0, 0, 220]);
const GREEN = png(4, 3, [0, 160, 0]);

/** A story test's mismatch as the storybook run leaves it. */
async function mismatch(picture: string, baseline: Buffer, actual: Buffer) {
  await visual.put('baselines', `${picture}.png`, baseline);
  await visual.put('results', `${picture}.actual.png`, actual);
  await visual.put('results', `${picture}.diff.png`, png(4, 3, [255, 0, 0]));
}

const decision = (picture: string, actual: Buffer, decided: Partial<LogEntry> = {}): LogEntry => ({
  story: picture.split('.')[0]!,
  size: picture.split('.')[1] ?? null,
  picture,
  decision: 'approved',
  reviewer: 'Dana',
  time: '2026-06-15T05:00:00.000Z',
  comment: '',
  commit: null,
  actualSha256: sha256(actual),
  ...decided,
});

describe('the visual review gate', () => {
  it('passes a clean tree: no results folder, or results equal to their baselines', async () => {
    await rm(visual.folders.results, { recursive: true });
    expect(gatePasses(await checkVisualReview(visual.folders))).toBe(true);

    await visual.put('baselines', 'cards--product.png', RED);
    await visual.put('results', 'cards--product.actual.png', RED);
    const result = await checkVisualReview(visual.folders);
    expect(result).toEqual({ unreviewed: [], rejected: [], approved: [] });
    expect(gateMessage(result)).toBe('');
    await expect(enforceVisualReview(visual.folders)).resolves.toBeUndefined();
  });

  it('fails naming each changed or new picture that has no decision', async () => {
    await mismatch('screens-cart--filled.desktop', RED, BLUE);
    await visual.put('results', 'flows-purchase--guest.phone.actual.png', GREEN);

    const result = await checkVisualReview(visual.folders);

    expect(gatePasses(result)).toBe(false);
    expect(result.unreviewed.map((change) => [change.picture, change.kind])).toEqual([
      ['flows-purchase--guest.phone', 'new'],
      ['screens-cart--filled.desktop', 'changed'],
    ]);
    await expect(enforceVisualReview(visual.folders)).rejects.toThrow(
      /2 pictures differ from the baselines with no decision[^]*- flows-purchase--guest\.phone \(new\)\n {2}- screens-cart--filled\.desktop \(changed\)[^]*npm run visual:review/,
    );
  });

  it('passes once every change is approved or rejected, and says who rejected what', async () => {
    await mismatch('screens-cart--filled.desktop', RED, BLUE);
    await mismatch('screens-cart--filled.phone', RED, GREEN);
    await appendReviewLog(visual.folders.log, decision('screens-cart--filled.desktop', BLUE));
    expect((await checkVisualReview(visual.folders)).unreviewed.map((c) => c.picture)).toEqual([
      'screens-cart--filled.phone',
    ]);

    await appendReviewLog(
      visual.folders.log,
      decision('screens-cart--filled.phone', GREEN, {
        decision: 'rejected',
        reviewer: 'Ravi',
        comment: 'The total wraps',
      }),
    );
    const result = await checkVisualReview(visual.folders);

    expect(gatePasses(result)).toBe(true);
    const message = gateMessage(result);
    expect(message).toContain(
      '- screens-cart--filled.phone: rejected by Ravi on 2026-06-15T05:00:00.000Z: "The total wraps"',
    );
    // Approved, yet the baseline is still the old picture (the approval was reverted).
    expect(message).toContain('- screens-cart--filled.desktop: approved by Dana');
    await expect(enforceVisualReview(visual.folders)).resolves.toBeUndefined();
  });

  it('asks again when a later run leaves a different actual picture', async () => {
    await mismatch('cards--product', RED, BLUE);
    await appendReviewLog(visual.folders.log, decision('cards--product', BLUE, { decision: 'rejected' }));
    expect(gatePasses(await checkVisualReview(visual.folders))).toBe(true);

    // The developer changed the code; the next run pictures it differently.
    await mismatch('cards--product', RED, GREEN);

    const result = await checkVisualReview(visual.folders);
    expect(result.unreviewed.map((change) => change.picture)).toEqual(['cards--product']);
    expect(result.rejected).toEqual([]);
  });

  it('takes the latest decision, and only for the same picture', async () => {
    await mismatch('cards--product', RED, BLUE);
    await mismatch('cards--other', RED, BLUE);
    await appendReviewLog(visual.folders.log, decision('cards--product', BLUE, { decision: 'rejected' }));
    await appendReviewLog(visual.folders.log, decision('cards--product', BLUE, { decision: 'approved' }));

    const result = await checkVisualReview(visual.folders);
    expect(result.unreviewed.map((change) => change.picture)).toEqual(['cards--other']);
    expect(result.approved.map((change) => change.picture)).toEqual(['cards--product']);
  });

  it("asks for a decision on each removed picture: its baseline's, until the baseline is gone", async () => {
    await visual.put('baselines', 'screens-old--gone.phone.png', RED);
    await visual.put('baselines', 'screens-cart--filled.phone.png', RED);
    await writeRemovedList(visual.folders, ['screens-old--gone.phone']);

    const result = await checkVisualReview(visual.folders);
    expect(result.unreviewed.map((change) => [change.picture, change.kind])).toEqual([
      ['screens-old--gone.phone', 'removed'],
    ]);
    await expect(enforceVisualReview(visual.folders)).rejects.toThrow(
      /1 picture differs from the baselines with no decision[^]*- screens-old--gone\.phone \(removed\)[^]*deletes the removed ones/,
    );

    // A rejected removal fails the run: nothing else would, since no story takes the picture.
    await appendReviewLog(
      visual.folders.log,
      decision('screens-old--gone.phone', RED, { decision: 'rejected' }),
    );
    expect(gatePasses(await checkVisualReview(visual.folders))).toBe(false);

    // An approved one passes; the review app deletes the baseline as it logs it.
    await appendReviewLog(visual.folders.log, decision('screens-old--gone.phone', RED));
    expect(gatePasses(await checkVisualReview(visual.folders))).toBe(true);
    await rm(`${visual.folders.baselines}/screens-old--gone.phone.png`);
    expect(await checkVisualReview(visual.folders)).toEqual({ unreviewed: [], rejected: [], approved: [] });
  });

  it('runs as `npm run visual:gate`: exit 1 naming the picture, 0 once decided', async () => {
    await mismatch('screens-home--default.phone', RED, BLUE);
    const gate = () => run(process.execPath, ['scripts/visual-gate.ts', '--root', visual.root]);

    const failed = await gate().then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('- screens-home--default.phone (changed)');

    await appendReviewLog(visual.folders.log, decision('screens-home--default.phone', BLUE));
    const passed = await gate();
    expect(passed.stdout).toContain('approved by Dana');
  }, 15_000);
});
