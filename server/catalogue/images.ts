import { householdArt } from './art-household.ts';
import { packagingArt } from './art-packaging.ts';
import type { Art, Palette } from './art.ts';
import { escapeXml } from './colour.ts';
import { palette } from './palette.ts';
import type { SeedProduct } from './types.ts';

export { renderCategorySvg, renderLogoSvg } from './images-store.ts';

const fallback: Art = {
  front: ({ c, l }) =>
    `<path d="M170 170h260v260H170z" fill="${c}"/><path d="M170 170h260v60H170z" fill="${l}"/>`,
};

const artFor = (kind: string): Art => packagingArt[kind as never] ?? householdArt[kind as never] ?? fallback;

const STROKE = 'stroke-width="4" stroke-linejoin="round" stroke-linecap="round"';

const scene = (art: Art, p: Palette, view: number): string => {
  const g = (body: string, extra = '') => `<g stroke="${p.d}" ${STROKE}${extra}>${body}</g>`;
  if (view === 2) return art.open ? g(art.open(p)) : g(art.front(p), ' transform="rotate(-12 300 300)"');
  if (view >= 3) {
    return `<defs>${g(art.front(p), ' id="a"')}</defs><use href="#a" transform="translate(15 60) scale(.55)"/><use href="#a" transform="translate(255 60) scale(.55)"/><use href="#a" transform="translate(120 200) scale(.6)"/>`;
  }
  return g(art.front(p));
};

/** A flat 600 x 600 illustration of a product: view 1 front, 2 angled or open, 3 a pack of several. */
export function renderProductSvg(
  product: Pick<SeedProduct, 'kind' | 'colour' | 'title'>,
  view: number,
): string {
  const p = palette(product.colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img"><title>${escapeXml(product.title)}</title><rect width="600" height="600" fill="${p.bg}"/><circle cx="300" cy="290" r="240" fill="#fff" fill-opacity=".45"/><ellipse cx="300" cy="505" rx="190" ry="22" fill="${p.d}" fill-opacity=".15"/>${scene(artFor(product.kind), p, view)}</svg>`;
}
