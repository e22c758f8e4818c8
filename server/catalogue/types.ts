export type ProductKind =
  | 'box'
  | 'mailer-box'
  | 'tape'
  | 'bubble-wrap'
  | 'bubble-envelope'
  | 'stretch-film'
  | 'courier-bag'
  | 'paper-bag'
  | 'garbage-bag'
  | 'floor-cleaner'
  | 'spray-bottle'
  | 'toilet-cleaner'
  | 'dishwash'
  | 'dish-bar'
  | 'hand-wash'
  | 'tissue'
  | 'kitchen-towel'
  | 'napkin'
  | 'facial-tissue'
  | 'cup'
  | 'plate'
  | 'cutlery'
  | 'foil'
  | 'cling-film'
  | 'butter-paper'
  | 'gloves'
  | 'mop'
  | 'broom'
  | 'scrub-pad'
  | 'cloth'
  | 'dustbin';

export interface SeedAttribute {
  key: string;
  value: string[];
  metricUnit?: string;
}

export type SeedCategory = 'HouseHold Supplies' | 'Packaging & Shipping Products';

export interface SeedProduct {
  slug: string;
  title: string;
  description: string;
  category: SeedCategory;
  parentCategory: string;
  regularPricePaise: number;
  discountedPricePaise: number | null;
  featured: boolean;
  kind: ProductKind;
  colour: string;
  imageCount: number;
  attributes: SeedAttribute[];
  /** What a tax invoice needs: the HSN code (4, 6 or 8 digits) and the GST rate in per cent. */
  hsnCode: string;
  gstRate: number;
  /** The fewest a line may hold, and the multiple it comes in (src/domain/bulk.ts); 1 when absent. */
  minOrderQuantity?: number;
  packMultiple?: number;
  /** Words search also finds it by, never shown: its Hindi and Hinglish names (src/domain/search.ts). */
  searchKeywords?: string;
  /** Volume prices: from each quantity on a line, one unit's price in paise (src/domain/bulk.ts). */
  priceTiers?: { minQuantity: number; pricePaise: number }[];
}
