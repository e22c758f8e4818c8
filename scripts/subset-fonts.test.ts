import { readFileSync, statSync } from 'node:fs';
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
});
