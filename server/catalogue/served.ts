/** The file a product's picture number `view` (from 1) is served under, in /images/products/. */
export const imageFileName = (slug: string, view: number): string => `${slug}-${view}.svg`;
