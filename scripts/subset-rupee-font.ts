/**
 * Writes src/styles/fonts/inter-rupee-{400,500,700}.woff2: Inter's ₹ glyph alone, cut from the
 * @fontsource/inter latin-ext files. Every price shows ₹, and without these each page would
 * download the three whole latin-ext files (about 105 KB) for that one character. Run again after
 * upgrading @fontsource/inter:  node scripts/subset-rupee-font.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const RUPEE = '\u20b9';

for (const weight of [400, 500, 700]) {
  const source = require.resolve(`@fontsource/inter/files/inter-latin-ext-${weight}-normal.woff2`);
  const subset = await subsetFont(readFileSync(source), RUPEE, { targetFormat: 'woff2' });
  const out = new URL(`../src/styles/fonts/inter-rupee-${weight}.woff2`, import.meta.url);
  writeFileSync(out, subset);
  console.info(`${out.pathname}: ${subset.byteLength} bytes`);
}
