import { cleaningProducts } from './household-cleaning.ts';
import { kitchenProducts } from './household-kitchen.ts';
import { paperProducts } from './household-paper.ts';
import { toolProducts } from './household-tools.ts';
import { wasteProducts } from './household-waste.ts';
import { bagProducts } from './packaging-bags.ts';
import { boxProducts } from './packaging-boxes.ts';
import { protectiveProducts } from './packaging-protective.ts';
import { tapeProducts } from './packaging-tapes.ts';
import type { SeedProduct } from './types.ts';

export const seedProducts: SeedProduct[] = [
  ...boxProducts,
  ...tapeProducts,
  ...protectiveProducts,
  ...bagProducts,
  ...cleaningProducts,
  ...paperProducts,
  ...kitchenProducts,
  ...toolProducts,
  ...wasteProducts,
];
