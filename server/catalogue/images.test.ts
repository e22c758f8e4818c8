import { describe, expect, it } from 'vitest';
import { renderCategorySvg, renderLogoSvg, renderProductSvg } from './images.ts';
import { seedProducts } from './products.ts';
import type { ProductKind } from './types.ts';

const NAMESPACE = 'xmlns="http://www.w3.org/2000/svg"';

/** Tag balance plus bare ampersands: enough to catch broken markup without an XML parser. */
const problemsIn = (svg: string): string[] => {
  const problems: string[] = [];
  if (!svg.startsWith('<svg ')) problems.push('does not start with <svg');
  if (!svg.endsWith('</svg>')) problems.push('does not end with </svg>');
  if (!svg.includes(NAMESPACE)) problems.push('has no SVG namespace');
  const rest = svg.replace(NAMESPACE, '');
  if (/http|<script|<text|\son[a-z]+=|<image|<foreignObject/i.test(rest))
    problems.push('references or scripts');
  if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(svg)) problems.push('bare ampersand');
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!close) stack.push(name ?? '');
    else if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
  }
  if (stack.length) problems.push(`unclosed <${stack.join(', ')}>`);
  if (svg.replace(/<[^<>]*>/g, '').includes('<')) problems.push('stray <');
  return problems;
};

const kinds = [...new Set(seedProducts.map((p) => p.kind))];
const sample = (kind: ProductKind) =>
  seedProducts.find((p) => p.kind === kind) ?? { kind, colour: '#888888', title: kind };

describe('renderProductSvg', () => {
  it('draws every seed product in every view as small, well-formed, self-contained SVG', () => {
    for (const p of seedProducts) {
      for (let view = 1; view <= p.imageCount; view++) {
        const svg = renderProductSvg(p, view);
        expect(problemsIn(svg), `${p.slug} view ${view}`).toEqual([]);
        expect(Buffer.byteLength(svg), `${p.slug} view ${view}`).toBeLessThan(4096);
        expect(svg).toContain('viewBox="0 0 600 600"');
        expect(svg).toContain('width="600" height="600"');
      }
    }
  });

  it('gives each kind its own drawing rather than the placeholder', () => {
    const placeholder = renderProductSvg(
      { kind: 'unknown' as ProductKind, colour: '#888888', title: 'x' },
      1,
    );
    for (const kind of kinds) {
      expect(renderProductSvg({ kind, colour: '#888888', title: 'x' }, 1), kind).not.toBe(placeholder);
    }
  });

  it('draws three different views of a product and the same picture every time', () => {
    for (const kind of kinds) {
      const p = sample(kind);
      const views = [1, 2, 3].map((v) => renderProductSvg(p, v));
      expect(new Set(views).size, kind).toBe(3);
      expect(renderProductSvg(p, 2)).toBe(views[1]);
    }
  });

  it('escapes the title and refuses a colour that is not a plain hex value', () => {
    const svg = renderProductSvg(
      { kind: 'box', colour: '"/><script>x</script>', title: 'Tom & Jerry <b>"5"</b>' },
      1,
    );
    expect(problemsIn(svg)).toEqual([]);
    expect(svg).toContain('<title>Tom &#38; Jerry &#60;b&#62;&#34;5&#34;&#60;/b&#62;</title>');
    expect(svg).not.toContain('<script');
  });
});

describe('renderCategorySvg and renderLogoSvg', () => {
  it('draws a distinct 1200 x 760 banner for each home category and for others', () => {
    const banners = ['HouseHold Supplies', 'Packaging & Shipping Products', 'Office & Stationery'].map(
      renderCategorySvg,
    );
    for (const svg of banners) {
      expect(problemsIn(svg)).toEqual([]);
      expect(svg).toContain('viewBox="0 0 1200 760"');
    }
    expect(new Set(banners).size).toBe(3);
    expect(renderCategorySvg('HouseHold Supplies')).toBe(banners[0]);
  });

  it('draws a well-formed logo named after the store, the same every time', () => {
    const logo = renderLogoSvg('Shree Packaging & Co <Pune>');
    expect(problemsIn(logo)).toEqual([]);
    expect(logo).toContain('&#60;Pune&#62;');
    expect(renderLogoSvg('Shree Packaging & Co <Pune>')).toBe(logo);
  });
});
