/** The highest page the product list call accepts (src/contract/product.ts productQuery). */
export const MAX_PAGE = 100_000;

/** The `page` query value as a page number: anything but a whole number from 1 up reads as 1. */
export function readPage(raw: string | null | undefined): number {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,6}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}
