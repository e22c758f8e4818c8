import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import {
  baselineHashes,
  bulkApprovals,
  bulkRemovals,
  readRemovedList,
  removedPictures,
  sha256,
  writeRemovedList,
} from './visual-changes.ts';
import { png, temporaryVisualFolder } from './visual-fixtures.ts';

let visual: Awaited<ReturnType<typeof temporaryVisualFolder>>;

beforeEach(async () => {
  visual = await temporaryVisualFolder('visual-changes-');
});
afterEach(async () => {
  await rm(visual.root, { recursive: true, force: true });
});

const RED = png(4, 3, [220, 0, 0]);
const BLUE = png(4, 3, [0, 0, 220]);
const by = {
  reviewer: 'Dana',
  time: '2026-06-15T05:00:00.000Z',
  comment: 'npm run visual:approve',
  commit: null,
};

describe('bulk approvals (npm run visual:approve)', () => {
  it("reads each baseline's sha256 by picture, and nothing else in the folder", async () => {
    await visual.put('baselines', 'screens-cart--filled.phone.png', RED);
    await visual.put('baselines', 'components-badge--sale.png', BLUE);
    await visual.put('baselines', 'notes.txt', Buffer.from('not a picture'));
    const hashes = await baselineHashes(visual.folders.baselines);
    expect(hashes).toEqual(
      new Map([
        ['screens-cart--filled.phone', sha256(RED)],
        ['components-badge--sale', sha256(BLUE)],
      ]),
    );
  });

  it('has no baselines in a folder that is not there', async () => {
    expect(await baselineHashes(`${visual.root}/none`)).toEqual(new Map());
  });

  it('logs one approval per new or changed baseline, none for the unchanged or the deleted', async () => {
    const before = new Map([
      ['screens-cart--filled.phone', sha256(RED)],
      ['screens-cart--filled.desktop', sha256(RED)],
      ['screens-cart--gone.phone', sha256(RED)],
    ]);
    const after = new Map([
      ['screens-cart--filled.phone', sha256(BLUE)],
      ['screens-cart--filled.desktop', sha256(RED)],
      ['components-badge--sale', sha256(BLUE)],
    ]);
    expect(bulkApprovals(before, after, by)).toEqual([
      {
        story: 'components-badge--sale',
        size: null,
        picture: 'components-badge--sale',
        decision: 'approved',
        ...by,
        actualSha256: sha256(BLUE),
      },
      {
        story: 'screens-cart--filled',
        size: 'phone',
        picture: 'screens-cart--filled.phone',
        decision: 'approved',
        ...by,
        actualSha256: sha256(BLUE),
      },
    ]);
  });
});

describe('removed pictures (baselines no story takes)', () => {
  const baselines = [
    'cards--product',
    'screens-cart--filled.phone',
    'screens-cart--filled.desktop',
    'screens-old--gone.phone',
  ];

  it('are the baselines that no story of the run recorded', () => {
    const stories = [
      ['cards--product'],
      ['screens-cart--filled.phone', 'screens-cart--filled.phone-dark'],
      [],
    ];
    expect(removedPictures(baselines, stories)).toEqual([
      'screens-cart--filled.desktop',
      'screens-old--gone.phone',
    ]);
  });

  it('cannot be told when a story recorded nothing, or there were no stories', () => {
    expect(removedPictures(baselines, [['cards--product'], undefined])).toBeNull();
    expect(removedPictures(baselines, [])).toBeNull();
  });

  it('are kept in the results, and a list that is missing or broken lists none', async () => {
    expect(await readRemovedList(visual.folders)).toEqual([]);
    await writeRemovedList(visual.folders, ['screens-old--gone.phone']);
    expect(await readRemovedList(visual.folders)).toEqual(['screens-old--gone.phone']);
    const list = `${visual.folders.results}/removed.json`;
    await writeFile(list, '{"pictures": ["../../package", 7, "cards--product"]}');
    expect(await readRemovedList(visual.folders)).toEqual(['cards--product']);
    await writeFile(list, '{not json');
    expect(await readRemovedList(visual.folders)).toEqual([]);
  });

  it('are logged by visual:approve as approved removals, on the baseline they had', () => {
    const before = new Map([['screens-old--gone.phone', sha256(RED)]]);
    expect(bulkRemovals(before, ['screens-old--gone.phone', 'not-there'], by)).toEqual([
      {
        story: 'screens-old--gone',
        size: 'phone',
        picture: 'screens-old--gone.phone',
        decision: 'approved',
        ...by,
        actualSha256: sha256(RED),
      },
    ]);
  });
});
