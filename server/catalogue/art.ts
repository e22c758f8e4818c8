import type { ProductKind } from './types.ts';

/** Main colour, a darker outline shade, a lighter face shade and the background tint. */
export interface Palette {
  c: string;
  d: string;
  l: string;
  bg: string;
}

export type Draw = (p: Palette) => string;

/** `front` is view 1; `open` (view 2) is optional, the frame tilts the front drawing otherwise. */
export interface Art {
  front: Draw;
  open?: Draw;
}

export type ArtBook = Partial<Record<ProductKind, Art>>;
