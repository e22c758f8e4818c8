import { at, packaging, tax, type ProductDef } from './define.ts';

const BROWN = '#b07a3b';
const CLEAR = '#d9d2c0';

// [width mm, length m, price of one roll, sale price or 0, featured]
const sizes: [number, number, number, number, boolean][] = [
  [48, 65, 48, 0, false],
  [48, 100, 68, 60, true],
  [72, 65, 72, 0, false],
  [72, 100, 105, 95, false],
];

const bopp =
  (colour: 'Brown' | 'Transparent') =>
  ([width, length, price, sale, featured]: (typeof sizes)[number]): ProductDef => ({
    title: `${colour} BOPP Packing Tape ${width} mm x ${length} m`,
    description:
      colour === 'Brown'
        ? `Strong brown self-adhesive tape for sealing cartons; hides the joint on kraft boxes. One roll of ${width} mm x ${length} m on a 3 inch core.`
        : `Clear self-adhesive tape that seals cartons without hiding labels or print. One roll of ${width} mm x ${length} m on a 3 inch core.`,
    parent: 'Tapes',
    price: colour === 'Transparent' ? price + 4 : price,
    ...(sale && (colour === 'Brown' || width === 72)
      ? { sale: colour === 'Transparent' ? sale + 4 : sale }
      : {}),
    featured: featured && colour === 'Brown',
    kind: 'tape',
    colour: colour === 'Brown' ? BROWN : CLEAR,
    // Packing tape goes out in cartons of six rolls.
    packOf: 6,
    attrs: [
      at('width', String(width), 'mm'),
      at('length', String(length), 'm'),
      at('thickness', '40', 'micron'),
      at('adhesive', 'Water-based acrylic'),
      at('color', colour),
      ...tax('3919', 18),
    ],
  });

const others: ProductDef[] = [
  {
    title: "Printed 'Fragile' BOPP Tape 48 mm x 65 m",
    description:
      "Red-on-white tape printed 'Fragile - Handle with Care' to warn handlers while it seals the box. One roll.",
    parent: 'Tapes',
    price: 85,
    sale: 75,
    featured: true,
    kind: 'tape',
    colour: '#d64545',
    attrs: [
      at('width', '48', 'mm'),
      at('length', '65', 'm'),
      at('print', 'Fragile - Handle with Care'),
      at('color', 'Red on White'),
      ...tax('3919', 18),
    ],
  },
  {
    title: 'Brown BOPP Packing Tape 48 mm x 65 m (Pack of 6)',
    description: 'Six rolls of the everyday brown carton-sealing tape at a lower price per roll.',
    parent: 'Tapes',
    price: 270,
    sale: 245,
    kind: 'tape',
    colour: BROWN,
    images: 1,
    attrs: [
      at('width', '48', 'mm'),
      at('length', '65', 'm'),
      at('pack_size', '6', 'rolls'),
      at('color', 'Brown'),
      ...tax('3919', 18),
    ],
  },
  {
    title: 'Masking Tape 24 mm x 20 m',
    description:
      'Crepe paper tape that peels off cleanly; for labelling shelves, painting edges and light bundling.',
    parent: 'Tapes',
    price: 32,
    kind: 'tape',
    colour: '#e8d9a8',
    images: 1,
    attrs: [
      at('width', '24', 'mm'),
      at('length', '20', 'm'),
      at('material', 'Crepe paper'),
      ...tax('4823', 18),
    ],
  },
  {
    title: 'Masking Tape 48 mm x 20 m',
    description: 'Wide crepe paper masking tape for painters, carpenters and temporary carton labels.',
    parent: 'Tapes',
    price: 58,
    kind: 'tape',
    colour: '#e8d9a8',
    images: 1,
    attrs: [
      at('width', '48', 'mm'),
      at('length', '20', 'm'),
      at('material', 'Crepe paper'),
      ...tax('4823', 18),
    ],
  },
  {
    title: 'Double-Sided Tissue Tape 24 mm x 20 m',
    description:
      'Thin tissue tape with adhesive on both faces, for mounting labels, gift packing and light fixing.',
    parent: 'Tapes',
    price: 55,
    kind: 'tape',
    colour: '#f0ece2',
    attrs: [
      at('width', '24', 'mm'),
      at('length', '20', 'm'),
      at('liner', 'Silicone paper'),
      ...tax('3919', 18),
    ],
  },
  {
    title: 'Tape Dispenser Gun for 48 mm Tape',
    description:
      'Hand-held dispenser with a serrated blade and brake; seals cartons one-handed and faster than tearing by hand.',
    parent: 'Tapes',
    price: 190,
    kind: 'tape',
    colour: '#3b6fb6',
    attrs: [
      at('fits_width', '48', 'mm'),
      at('material', 'Steel frame, plastic handle'),
      at('size', 'One Size'),
      ...tax('8205', 18),
    ],
  },
];

export const tapeProducts = packaging([
  ...sizes.map(bopp('Brown')),
  ...sizes.map(bopp('Transparent')),
  ...others,
]);
