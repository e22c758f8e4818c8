import useSWR from 'swr';
import { toProduct, type Product } from '../domain/product.ts';
import {
  nearestCategory,
  offeredBeside,
  RELATED_LIMIT,
  type RelatedKind,
} from '../domain/related-products.ts';
import { isNotOffered } from './errors.ts';
import { lazyContract, request } from './http.ts';
import { getProducts } from './products.ts';

const contract = lazyContract(() => import('../contract/product.ts'));

export interface RelatedProducts {
  kind: RelatedKind;
  products: Product[];
}

/**
 * GET /products/{id}/related (our server's extension: what other orders bought with it, or more of
 * its sub-category). A server without it is asked the spec's list of the product's sub-category
 * (src/domain/related-products.ts, nearestCategory) instead: more like it, this one and any sold
 * out left out.
 */
export async function getRelatedProducts(product: Product): Promise<RelatedProducts> {
  try {
    const answer = await request(
      `/products/${encodeURIComponent(product.id)}/related`,
      (await contract()).relatedProductsAnswer,
    );
    return { kind: answer.kind, products: answer.data.map(toProduct) };
  } catch (e) {
    if (!isNotOffered(e)) throw e;
  }
  const near = nearestCategory(product);
  const { products } = await getProducts({
    [near.field]: near.name,
    limit: String(RELATED_LIMIT + 1),
    page: '1',
  });
  return { kind: 'same-category', products: offeredBeside(product.id, products) };
}

export const relatedProductsKey = (id: string) => ['/products/related', id] as const;

/** The row under a product's page, asked once the page is live (it is below the fold). */
export function useRelatedProducts(product: Product) {
  return useSWR(relatedProductsKey(product.id), () => getRelatedProducts(product), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
