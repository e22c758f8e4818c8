/**
 * A title as a URL word: 'Packaging & Shipping Products' → 'packaging-shipping-products'. '&' is
 * dropped, not spelled 'and': the category picture addresses in the store configuration were made
 * that way, and product ids are derived from product slugs, so the rule must not move.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
