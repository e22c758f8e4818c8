import { at, packaging, tax } from './define.ts';

// [size in inches, pack, price, sale or 0, featured, with POD pocket]
const courier: [string, number, number, number, boolean, boolean][] = [
  ['8 x 10', 100, 220, 0, false, false],
  ['10 x 12', 100, 290, 260, true, false],
  ['12 x 14', 100, 360, 0, false, false],
  ['12 x 16', 100, 410, 0, false, true],
  ['14 x 18', 100, 520, 0, false, true],
  ['16 x 20', 50, 360, 0, false, false],
  ['20 x 24', 50, 495, 0, false, false],
];

const paperBags = [
  ['Small', '8 x 4 x 10', 50, 300, 0, false],
  ['Medium', '10 x 5 x 13', 50, 390, 350, true],
  ['Large', '12 x 6 x 16', 50, 495, 0, false],
] as const;

export const bagProducts = packaging([
  ...courier.map(([size, pack, price, sale, featured, pod]) => ({
    title: `Tamper-Proof Courier Bag ${size} inch${pod ? ' with POD Pocket' : ''} (Pack of ${pack})`,
    description: `Opaque 60 micron LDPE mailer with a permanent self-seal strip: once closed it can only be opened by tearing, so tampering shows.${pod ? ' A clear pocket on the front holds the invoice or proof of delivery.' : ''}`,
    parent: 'Courier Bags',
    price,
    ...(sale ? { sale } : {}),
    featured,
    kind: 'courier-bag' as const,
    colour: '#eef0f2',
    images: featured ? 3 : 1,
    attrs: [
      at('dimensions', size, 'inch'),
      at('thickness', '60', 'micron'),
      at('pack_size', String(pack), 'pcs'),
      at('pod_pocket', pod ? 'Yes' : 'No'),
      at('color', 'White'),
      ...tax('3923', 18),
    ],
  })),
  {
    title: 'Printed Courier Bag 12 x 16 inch (Pack of 100)',
    description:
      'Tamper-evident courier bag in colours that stand out on a doorstep, for brands that want parcels to look their own.',
    parent: 'Courier Bags',
    price: 560,
    sale: 499,
    kind: 'courier-bag' as const,
    colour: '#e86a9a',
    attrs: [
      at('dimensions', '12 x 16', 'inch'),
      at('thickness', '60', 'micron'),
      at('pack_size', '100', 'pcs'),
      at('colors', ['Pink', 'Black', 'Grey']),
      ...tax('3923', 18),
    ],
  },
  ...paperBags.map(([name, size, pack, price, sale, featured]) => ({
    title: `Kraft Paper Bag with Twisted Handle, ${name} (Pack of ${pack})`,
    description: `Brown kraft carry bag, ${size} inch (W x D x H), with twisted paper handles. A plastic-free bag for shops, bakeries and boutiques.`,
    parent: 'Paper Bags',
    price,
    ...(sale ? { sale } : {}),
    featured,
    kind: 'paper-bag' as const,
    colour: '#c4935e',
    attrs: [
      at('dimensions', size, 'inch'),
      at('gsm', '100', 'gsm'),
      at('pack_size', String(pack), 'pcs'),
      at('size', name),
      at('color', 'Brown'),
      ...tax('4819', 18),
    ],
  })),
  {
    title: 'SOS Flat-Bottom Paper Bag 6 x 4 x 11 inch (Pack of 100)',
    description: 'Self-opening grocery and food bag without handles that stands upright for filling.',
    parent: 'Paper Bags',
    price: 320,
    kind: 'paper-bag' as const,
    colour: '#c4935e',
    images: 1,
    attrs: [
      at('dimensions', '6 x 4 x 11', 'inch'),
      at('gsm', '70', 'gsm'),
      at('pack_size', '100', 'pcs'),
      ...tax('4819', 18),
    ],
  },
  {
    title: 'White Kraft Paper Bag with Flat Handle, Medium (Pack of 50)',
    description: 'Bleached kraft carry bag with flat paper handles; takes a printed logo or sticker well.',
    parent: 'Paper Bags',
    price: 450,
    sale: 410,
    kind: 'paper-bag' as const,
    colour: '#f1ede4',
    attrs: [
      at('dimensions', '10 x 5 x 13', 'inch'),
      at('gsm', '90', 'gsm'),
      at('pack_size', '50', 'pcs'),
      at('color', 'White'),
      ...tax('4819', 18),
    ],
  },
]);
