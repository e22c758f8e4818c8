import { at, household, tax } from './define.ts';

export const wasteProducts = household([
  ...(
    [
      ['19 x 21', 'Small', 90, 18, 160, 139, ['Black', 'Green', 'Blue'], true],
      ['24 x 32', 'Medium', 60, 22, 190, 0, ['Black', 'Green', 'Blue'], false],
      ['30 x 37', 'Large', 45, 25, 240, 215, ['Black', 'Green'], false],
    ] as const
  ).map(([size, name, bags, micron, price, sale, colors, featured]) => ({
    title: `Garbage Bags ${size} inch, ${name} (${bags} Bags)`,
    description: `Three rolls of ${bags / 3} bags each, for ${name === 'Small' ? 'home and office dustbins up to about 10 litres' : name === 'Medium' ? 'kitchen bins of 15 to 25 litres' : 'large bins and bulk housekeeping waste'}. Use green for wet waste and blue or black for dry waste.`,
    parent: 'Garbage Bags & Bins',
    price,
    ...(sale ? { sale } : {}),
    featured,
    kind: 'garbage-bag' as const,
    colour: '#2e2e33',
    attrs: [
      at('dimensions', size, 'inch'),
      at('thickness', String(micron), 'micron'),
      at('pack_size', String(bags), 'bags'),
      at('colors', [...colors]),
      ...tax('3923', 18),
    ],
  })),
  {
    title: 'Heavy Duty Garbage Bags 30 x 37 inch, 50 Micron (Pack of 50)',
    description:
      'Thick bags for construction debris, hotel housekeeping and wet waste that would tear thinner bags.',
    parent: 'Garbage Bags & Bins',
    price: 390,
    kind: 'garbage-bag',
    colour: '#1f1f22',
    attrs: [
      at('dimensions', '30 x 37', 'inch'),
      at('thickness', '50', 'micron'),
      at('pack_size', '50', 'bags'),
      at('color', 'Black'),
      ...tax('3923', 18),
    ],
  },
  {
    title: 'Compostable Garbage Bags 19 x 21 inch (Pack of 30)',
    description:
      'Bags made from a corn-starch based compostable blend for wet kitchen waste. They break down in composting conditions, so store them dry and use within a year.',
    parent: 'Garbage Bags & Bins',
    price: 250,
    sale: 225,
    kind: 'garbage-bag',
    colour: '#4f9d52',
    attrs: [
      at('dimensions', '19 x 21', 'inch'),
      at('material', 'Corn-starch based compostable blend'),
      at('pack_size', '30', 'bags'),
      at('color', 'Green'),
      ...tax('3923', 18),
    ],
  },
  ...(
    [
      [
        'Pedal Dustbin 10 L',
        10,
        349,
        0,
        ['Green', 'Blue', 'Red'],
        'Foot-pedal bin with a removable inner bucket for kitchens, clinics and cabins.',
      ],
      [
        'Swing Lid Dustbin 25 L',
        25,
        499,
        449,
        ['Grey', 'Blue'],
        'Swing lid keeps waste out of sight in offices, lobbies and pantries.',
      ],
      [
        'Wheeled Dustbin 60 L',
        60,
        1899,
        0,
        ['Green', 'Blue'],
        'Wheeled bin with a hinged lid for housing societies, schools and shop floors.',
      ],
      [
        'Wheelie Bin 120 L',
        120,
        3499,
        3199,
        ['Green', 'Blue'],
        'Large two-wheel bin for building waste collection points; fits standard 30 x 37 inch bags.',
      ],
    ] as const
  ).map(([title, litres, price, sale, colors, description]) => ({
    title,
    description,
    parent: 'Garbage Bags & Bins',
    price,
    ...(sale ? { sale } : {}),
    kind: 'dustbin' as const,
    colour: '#3f9b5a',
    attrs: [
      at('capacity', String(litres), 'L'),
      at('colors', [...colors]),
      at('material', 'Polypropylene'),
      ...tax('3924', 5),
    ],
  })),
]);
