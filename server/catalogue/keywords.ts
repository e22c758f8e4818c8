import type { ProductKind } from './types.ts';

/**
 * The seed's search keywords (src/domain/search.ts): what shoppers in India also call each kind of
 * product, in Hinglish as they type it on a phone and in Hindi, so "pocha" finds the mops and
 * "झाड़ू" the brooms. No brand names: a keyword is the product's own name, not another maker's.
 * The owner changes them per product with the import's `keywords` column; this is the starting point.
 */
export const KIND_KEYWORDS: Partial<Record<ProductKind, string>> = {
  box: 'dabba dibba gatta peti डिब्बा गत्ता',
  'mailer-box': 'dabba dibba gatta डिब्बा गत्ता',
  tape: 'cellotape sellotape tep टेप',
  'courier-bag': 'lifafa polybag लिफाफा',
  'bubble-envelope': 'lifafa लिफाफा',
  'paper-bag': 'thaili thaila kagaz थैली थैला',
  'garbage-bag': 'kachra kooda thaili कचरा कूड़ा',
  'floor-cleaner': 'phenyl phenyle फिनाइल',
  dishwash: 'bartan बर्तन',
  'dish-bar': 'bartan sabun बर्तन साबुन',
  'hand-wash': 'sabun साबुन',
  cup: 'gilas gilaas गिलास',
  plate: 'thali pattal dona थाली पत्तल दोना',
  cutlery: 'chammach chamach चम्मच',
  foil: 'panni पन्नी',
  'cling-film': 'panni पन्नी',
  gloves: 'dastane hathmoje दस्ताने',
  mop: 'pocha pochha ponchha poncha पोछा पोंछा',
  broom: 'jhadu jharu jhaadu jhaaru झाड़ू',
  'scrub-pad': 'juna जूना',
  cloth: 'kapda कपड़ा',
  dustbin: 'kudedan kachra dabba कूड़ेदान',
};
