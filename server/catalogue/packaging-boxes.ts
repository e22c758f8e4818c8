import { at, packaging, tax, type ProductDef } from './define.ts';

type Size = [number, number, number];

const KRAFT = '#b98a5a';
const area = ([l, w, h]: Size) => 2 * (l * w + l * h + w * h);
const roundTo5 = (n: number) => Math.round(n / 5) * 5;
const dims = (s: Size) => s.join(' x ');

const boxUse = ([l, w, h]: Size): string => {
  const largest = Math.max(l, w, h);
  if (largest <= 8) return 'Sized for cosmetics, spares, small electronics and e-commerce accessories.';
  if (largest <= 14) return 'A common size for garments, footwear, books and kitchen goods sent by courier.';
  if (largest <= 18) return 'Suits household goods, bulk apparel and multi-item orders.';
  return 'For bulky but light goods, house moving and warehouse storage.';
};

// Discount (per cent) by position in each size list; 0 = not on sale.
const threePly: [Size, number, boolean][] = [
  [[6, 4, 4], 0, false],
  [[8, 6, 4], 10, false],
  [[9, 6, 6], 0, false],
  [[10, 8, 6], 0, true],
  [[12, 10, 8], 12, true],
  [[12, 12, 12], 0, false],
  [[14, 10, 10], 0, false],
  [[16, 12, 10], 0, false],
  [[18, 12, 12], 10, false],
  [[18, 18, 18], 0, true],
  [[20, 16, 14], 0, false],
  [[24, 18, 18], 15, false],
];

const fivePly: [Size, number, boolean][] = [
  [[12, 12, 12], 0, false],
  [[16, 12, 12], 0, false],
  [[18, 14, 12], 0, true],
  [[20, 20, 20], 12, false],
  [[24, 18, 18], 0, false],
  [[24, 24, 24], 0, false],
];

const corrugated =
  (ply: 3 | 5) =>
  (row: [Size, number, boolean]): ProductDef => {
    const [size, off, featured] = row;
    const pack = Math.max(...size) <= 14 ? 25 : 10;
    const each = (area(size) * 0.035 + 2) * (ply === 5 ? 1.55 : 1);
    const price = roundTo5(each * pack);
    return {
      title: `${ply} Ply Corrugated Box ${dims(size)} inch (Pack of ${pack})`,
      description: `${ply === 5 ? 'Five-layer heavy-duty' : 'Three-layer'} brown kraft shipping carton, ${dims(size)} inch (L x W x H), supplied flat. ${boxUse(size)}${ply === 5 ? ' Rated for stacking and long-distance transport.' : ''}`,
      parent: 'Corrugated Boxes',
      price,
      ...(off ? { sale: roundTo5(price * (1 - off / 100)) } : {}),
      featured,
      kind: 'box',
      colour: KRAFT,
      images: ply === 5 ? 2 : 3,
      attrs: [
        at('ply', String(ply)),
        at('dimensions', dims(size), 'inch'),
        at('gsm', ply === 5 ? '150' : '120', 'gsm'),
        at('bursting_factor', ply === 5 ? '20' : '16', 'BF'),
        at('pack_size', String(pack), 'pcs'),
        at('color', 'Brown'),
        ...tax('4819', 5),
      ],
    };
  };

const mailers: [Size, number, number, string[], boolean][] = [
  [[6, 4, 2], 0, 50, ['Brown', 'White'], false],
  [[8, 6, 3], 12, 50, ['Brown', 'White'], true],
  [[10, 8, 4], 0, 50, ['Brown', 'White'], false],
  [[12, 9, 4], 10, 25, ['Brown'], false],
  [[14, 10, 4], 0, 25, ['White'], false],
];

const mailer = ([size, off, pack, colors, featured]: (typeof mailers)[number]): ProductDef => {
  const price = roundTo5((area(size) * 0.032 + 3) * pack);
  return {
    title: `E-Flute Mailer Box ${dims(size)} inch (Pack of ${pack})`,
    description: `Die-cut tuck-in mailer box with dust flaps, ${dims(size)} inch, that folds without tape or glue. Looks neat on unboxing and is stiff enough for courier handling of apparel, cosmetics and gifts.`,
    parent: 'Mailer Boxes',
    price,
    ...(off ? { sale: roundTo5(price * (1 - off / 100)) } : {}),
    featured,
    kind: 'mailer-box',
    colour: colors[0] === 'White' ? '#e9e4da' : KRAFT,
    attrs: [
      at('ply', '3'),
      at('flute', 'E'),
      at('dimensions', dims(size), 'inch'),
      at('pack_size', String(pack), 'pcs'),
      at('colors', colors),
      ...tax('4819', 5),
    ],
  };
};

const exportCarton: ProductDef = {
  title: '7 Ply Heavy Duty Export Carton 24 x 16 x 16 inch (Pack of 5)',
  description:
    'Seven-layer export-grade carton for machinery parts, hardware and heavy consignments. Each box carries up to about 40 kg when packed square and sealed with strong tape.',
  parent: 'Corrugated Boxes',
  price: 1450,
  kind: 'box',
  colour: '#a9784c',
  images: 3,
  attrs: [
    at('ply', '7'),
    at('dimensions', '24 x 16 x 16', 'inch'),
    at('internal_dimensions', '23.5 x 15.5 x 15.5', 'inch'),
    at('material', 'Virgin kraft liner with semi-kraft flutes'),
    at('gsm', '180', 'gsm'),
    at('bursting_factor', '24', 'BF'),
    at('flute', 'BC + B'),
    at('max_load', '40', 'kg'),
    at('edge_crush_test', '12', 'kN/m'),
    at('joint', 'Stitched'),
    at('pack_size', '5', 'pcs'),
    at('color', 'Brown'),
    ...tax('4819', 5),
  ],
};

export const boxProducts = packaging([
  ...threePly.map(corrugated(3)),
  ...fivePly.map(corrugated(5)),
  exportCarton,
  ...mailers.map(mailer),
]);
