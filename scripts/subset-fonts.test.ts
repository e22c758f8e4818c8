import { globSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { CORE } from './subset-fonts.ts';

const css = readFileSync('src/styles/fonts.css', 'utf8');
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
  family: /font-family:\s*'([^']+)'/.exec(body!)?.[1],
  weight: /font-weight:\s*(\d+)/.exec(body!)?.[1],
  src: /src:\s*([^;]+);/.exec(body!)?.[1] ?? '',
  range: /unicode-range:\s*([^;]+);/.exec(body!)?.[1]?.replace(/\s+/g, ' ').trim(),
}));
const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const coreRange = CORE.map(([from, to]) =>
  to === undefined ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
).join(', ');

describe('the cut-down Inter files and fonts.css', () => {
  for (const weight of ['400', '500', '700']) {
    const inter = faces.filter((f) => f.family === 'Inter' && f.weight === weight);
    const index = (name: string) => inter.findIndex((f) => f.src.includes(name));

    it(`serves the core characters of weight ${weight} from the core file, which wins over the latin file`, () => {
      const core = inter[index(`inter-core-${weight}`)];
      expect(core?.range).toBe(coreRange);
      // The last face declared whose range holds a character is the one a browser loads.
      expect(index(`inter-core-${weight}`)).toBeGreaterThan(index(`inter-latin-${weight}`));
      expect(index(`inter-latin-${weight}`)).toBeGreaterThanOrEqual(0);
      expect(inter[index(`inter-rupee-${weight}`)]?.range).toBe('U+20B9');
    });

    it(`keeps the core file of weight ${weight} well under the latin file`, () => {
      const size = (file: string) => statSync(file).size;
      const latin = size(`node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);
      expect(size(`src/styles/fonts/inter-core-${weight}.woff2`)).toBeLessThan(latin * 0.7);
    });
  }

  it('claims no character drawn by a style rule for a file that lacks it (the file would load for nothing)', async () => {
    // Characters the styles draw themselves (`content`), the shop's and Radix Themes': Radix's
    // DataList draws a zero-width joiner, which Inter has no glyph for.
    const sheets = ['node_modules/@radix-ui/themes/styles.css', ...globSync('src/**/*.css')];
    const drawn = new Set(
      sheets.flatMap((sheet) =>
        [...readFileSync(sheet, 'utf8').matchAll(/content:\s*(['"])(.*?)\1/g)].flatMap(([, , text]) => [
          ...text!.replace(/\\([0-9a-f]{1,6})\s?/gi, (_, code: string) =>
            String.fromCodePoint(parseInt(code, 16)),
          ),
        ]),
      ),
    );
    expect(drawn).toContain('\u200d');
    const claims = (range: string, code: number) =>
      range.split(',').some((part) => {
        const [from = '', to = from] = part.trim().replace('U+', '').split('-');
        return code >= parseInt(from, 16) && code <= parseInt(to, 16);
      });
    const glyphs = async (file: string, text: string) =>
      (await subsetFont(readFileSync(file), text, { targetFormat: 'truetype' })).byteLength;
    const wasted: string[] = [];
    for (const character of drawn) {
      for (const weight of ['400', '500', '700']) {
        // The face a browser loads for it: the last one declared whose range holds it.
        const face = faces.findLast(
          (f) =>
            f.family === 'Inter' && f.weight === weight && claims(f.range ?? '', character.codePointAt(0)!),
        );
        if (!face) continue;
        const file = resolve(dirname('src/styles/fonts.css'), /url\('([^']+)'\)/.exec(face.src)![1]!);
        if ((await glyphs(file, character)) <= (await glyphs(file, '')))
          wasted.push(`U+${hex(character.codePointAt(0)!)} ${weight}: ${file}`);
      }
    }
    expect(wasted).toEqual([]);
  });
});
