import { householdArt } from './art-household.ts';
import { packagingArt } from './art-packaging.ts';
import type { Art, Draw } from './art.ts';
import { escapeXml, hash, mix } from './colour.ts';
import { palette } from './palette.ts';

type Placed = [art: Art | undefined, colour: string, x: number, y: number, scale: number];

const place = ([art, colour, x, y, scale]: Placed): string => {
  if (!art) return '';
  const p = palette(colour);
  const draw: Draw = art.front;
  return `<g transform="translate(${x} ${y}) scale(${scale})" stroke="${p.d}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">${draw(p)}</g>`;
};

const scenes: Record<'household' | 'packaging', { tint: string; items: Placed[] }> = {
  packaging: {
    tint: '#f3e9dc',
    items: [
      [packagingArt.box, '#b98a5a', 20, 110, 1.05],
      [packagingArt['bubble-wrap'], '#9fd3e6', 460, 60, 0.9],
      [packagingArt['mailer-box'], '#e9e4da', 320, 300, 0.85],
      [packagingArt.tape, '#b07a3b', 680, 250, 0.8],
    ],
  },
  household: {
    tint: '#e6f1ec',
    items: [
      [householdArt['floor-cleaner'], '#8e6cc4', -80, 220, 0.95],
      [householdArt['spray-bottle'], '#3fa7d6', 180, 200, 0.9],
      [householdArt.tissue, '#f4f4f1', 400, 300, 0.75],
      [householdArt.dishwash, '#9ccc3c', 600, 240, 0.85],
      [householdArt.broom, '#c9b27a', 760, 160, 0.9],
    ],
  },
};

const sceneFor = (category: string) => {
  const name = category.toLowerCase();
  if (name.includes('pack') || name.includes('ship')) return scenes.packaging;
  if (name.includes('house') || name.includes('home') || name.includes('clean')) return scenes.household;
  const other = hash(name) % 2 === 0 ? scenes.packaging : scenes.household;
  return {
    tint: mix(`#${(hash(name) & 0xffffff).toString(16).padStart(6, '0')}`, '#ffffff', 0.8),
    items: other.items,
  };
};

/** A 1200 x 760 banner for a home-page category card; unknown names get a neutral mix. */
export function renderCategorySvg(category: string): string {
  const scene = sceneFor(category);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="760" viewBox="0 0 1200 760" role="img"><title>${escapeXml(category)}</title><rect width="1200" height="760" fill="${scene.tint}"/><circle cx="980" cy="120" r="260" fill="#fff" fill-opacity=".35"/><circle cx="160" cy="700" r="220" fill="#fff" fill-opacity=".3"/><ellipse cx="600" cy="660" rx="520" ry="34" fill="#1d2530" fill-opacity=".08"/>${scene.items.map(place).join('')}</svg>`;
}

const BRAND = ['#1f6f5c', '#2f5fa7', '#b5532e', '#6b4fa0', '#2b7a9b', '#8a5a2b'];

/** A 256 x 256 mark (no lettering, so it needs no font): a parcel inside a house outline. */
export function renderLogoSvg(storeName: string): string {
  const c = BRAND[hash(storeName) % BRAND.length] ?? '#1f6f5c';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img"><title>${escapeXml(storeName)}</title><rect width="256" height="256" rx="56" fill="${c}"/><path d="M48 124l80-68 80 68v84H48z" fill="none" stroke="#fff" stroke-width="14" stroke-linejoin="round"/><path d="M96 138l32-16 32 16v38l-32 16-32-16z" fill="${mix(c, '#ffffff', 0.75)}"/><path d="M96 138l32 16 32-16m-32 16v38" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"/></svg>`;
}
