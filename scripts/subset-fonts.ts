/**
 * Writes the two cut-down Inter files per weight that src/styles/fonts.css serves first:
 *
 * - inter-core-{400,500,700}.woff2: the characters shop text is made of (CORE), cut from
 *   @fontsource/inter's latin files: about 14 KB each instead of 24. A page that shows any other
 *   latin character also loads the whole latin file, through its wider unicode-range.
 * - inter-rupee-{400,500,700}.woff2: ₹ alone, cut from the latin-ext files: every price shows it,
 *   and the latin-ext files are about 35 KB each.
 *
 * Run again after upgrading @fontsource/inter, and keep CORE_RANGE in fonts.css equal to CORE:
 *   node scripts/subset-fonts.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** Printable ASCII, no-break space, and the punctuation and signs shop text uses. */
export const CORE = [
  [0x20, 0x7e],
  [0xa0],
  [0xa9],
  [0xae],
  [0xb0],
  [0xb7],
  [0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022],
  [0x2026],
  [0x2122],
] as const;

const characters = (ranges: typeof CORE) =>
  ranges
    .flatMap(([from, to = from]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join('');

const file = (subset: string, weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff2`);

async function write(name: string, source: string, text: string) {
  const subset = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2' });
  const out = new URL(`../src/styles/fonts/${name}`, import.meta.url);
  writeFileSync(out, subset);
  console.info(`${out.pathname}: ${subset.byteLength} bytes`);
}

if (import.meta.main) {
  for (const weight of [400, 500, 700]) {
    await write(`inter-core-${weight}.woff2`, file('latin', weight), characters(CORE));
    await write(`inter-rupee-${weight}.woff2`, file('latin-ext', weight), '\u20b9');
  }
}
