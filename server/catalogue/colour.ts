const HEX = /^#[0-9a-f]{6}$/i;

const channels = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The colour if it is a plain #rrggbb value, otherwise a neutral grey (it ends up inside markup). */
export const safeColour = (colour: string): string => (HEX.test(colour) ? colour.toLowerCase() : '#8a8f98');

/** Mixes `colour` towards `target` by `amount` (0 keeps the colour, 1 gives the target). */
export const mix = (colour: string, target: string, amount: number): string => {
  const a = channels(safeColour(colour));
  const b = channels(safeColour(target));
  return toHex(a.map((v, i) => v + ((b[i] ?? v) - v) * amount));
};

/** Stable 32-bit FNV-1a hash, used to vary art by name. */
export const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

export const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
