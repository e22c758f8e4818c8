import { at, packaging, tax } from './define.ts';

const BUBBLE = '#9fd3e6';
const FILM = '#b9d7e8';

export const protectiveProducts = packaging([
  ...(
    [
      [1, 50, 40, 720, 0, false],
      [1, 100, 40, 1350, 1199, true],
      [0.5, 100, 40, 690, 0, false],
      [1, 100, 55, 1650, 1480, false],
    ] as const
  ).map(([width, length, gsm, price, sale, featured]) => ({
    title: `Air Bubble Wrap Roll ${width} m x ${length} m, ${gsm} GSM`,
    description: `LDPE bubble film with 10 mm bubbles that cushions glass, electronics and furniture edges. ${gsm === 55 ? 'Heavier 55 GSM film for repeated handling and long routes.' : 'The standard grade for e-commerce parcels.'}`,
    parent: 'Protective Packaging',
    price,
    ...(sale ? { sale } : {}),
    featured,
    kind: 'bubble-wrap' as const,
    colour: BUBBLE,
    attrs: [
      at('width', String(width), 'm'),
      at('length', String(length), 'm'),
      at('gsm', String(gsm), 'gsm'),
      at('bubble_diameter', '10', 'mm'),
      at('material', 'LDPE'),
      ...tax('3921', 18),
    ],
  })),
  ...(
    [
      ['4 x 6', 100, 130, 0],
      ['6 x 8', 100, 190, 0],
      ['8 x 10', 100, 260, 0],
      ['10 x 12', 100, 340, 0],
    ] as const
  ).map(([size, pack, price, sale]) => ({
    title: `Bubble Pouch ${size} inch (Pack of ${pack})`,
    description:
      'Open-mouth bubble bags that slip over bottles, jars and gadgets before they go into the carton.',
    parent: 'Protective Packaging',
    price,
    ...(sale ? { sale } : {}),
    kind: 'bubble-wrap' as const,
    colour: BUBBLE,
    images: 1,
    attrs: [at('dimensions', size, 'inch'), at('pack_size', String(pack), 'pcs'), ...tax('3923', 18)],
  })),
  ...(
    [
      ['6 x 9', 50, 399, 349, false],
      ['8 x 10', 50, 499, 0, true],
      ['10 x 12', 50, 649, 0, false],
    ] as const
  ).map(([size, pack, price, sale, featured]) => ({
    title: `Air Bubble Envelope ${size} inch (Pack of ${pack})`,
    description:
      'Kraft paper envelope lined with bubble film and a peel-and-seal flap. For books, documents, jewellery and small electronics.',
    parent: 'Protective Packaging',
    price,
    ...(sale ? { sale } : {}),
    featured,
    kind: 'bubble-envelope' as const,
    colour: '#d9b27c',
    attrs: [
      at('dimensions', size, 'inch'),
      at('closure', 'Peel and seal'),
      at('pack_size', String(pack), 'pcs'),
      at('color', 'Brown'),
      ...tax('4817', 18),
    ],
  })),
  ...(
    [
      [
        18,
        23,
        '2.5 kg',
        460,
        0,
        true,
        'Hand stretch film for wrapping pallets, cartons and furniture for transport.',
      ],
      [
        18,
        20,
        '2 kg',
        375,
        0,
        false,
        'Lighter hand stretch film for bundling cartons and protecting goods in store.',
      ],
      [12, 20, '1 kg', 210, 0, false, 'Small hand roll for bundling pipes, parcels and loose items.'],
      [20, 25, '16 kg', 2650, 2450, false, 'Machine-grade roll for pallet wrapping machines in warehouses.'],
    ] as const
  ).map(([width, micron, weight, price, sale, featured, use]) => ({
    title: `Stretch Film Roll ${width} inch, ${micron} Micron, ${weight}`,
    description: `${use} Clings to itself, so no tape is needed.`,
    parent: 'Protective Packaging',
    price,
    ...(sale ? { sale } : {}),
    featured,
    kind: 'stretch-film' as const,
    colour: FILM,
    attrs: [
      at('width', String(width), 'inch'),
      at('thickness', String(micron), 'micron'),
      at('net_weight', weight.replace(' kg', ''), 'kg'),
      at('material', 'LLDPE'),
      ...tax('3920', 18),
    ],
  })),
]);
