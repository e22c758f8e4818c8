import type { Palette } from './art.ts';
import { mix, safeColour } from './colour.ts';

export const palette = (colour: string): Palette => {
  const c = safeColour(colour);
  return { c, d: mix(c, '#1d2530', 0.55), l: mix(c, '#ffffff', 0.45), bg: mix(c, '#eef2f6', 0.82) };
};
