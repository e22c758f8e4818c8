import { toProduct, type Product } from '../domain/product.ts';
import { type NotOffered, orNotOffered } from './errors.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(() => import('../contract/wishlist.ts'));

/** A saved product as sold today, with what it cost when it was saved where the server keeps that. */
export type SavedProduct = Product & { savedPrice?: number };

/**
 * POST /wishlist (an extension): sends what changed and answers the account's whole list;
 * NOT_OFFERED from a server without it, where the wishlist stays in the browser.
 */
export async function changeWishlist(change: {
  add: readonly string[];
  remove: readonly string[];
}): Promise<SavedProduct[] | NotOffered> {
  const { wishlistAnswer, wishlistChange } = await contract();
  const body = wishlistChange.parse(change);
  return orNotOffered(async () => {
    const { data } = await request('/wishlist', wishlistAnswer, { method: 'POST', body });
    return data.map(({ savedPrice, ...served }) => ({
      ...toProduct(served),
      ...(savedPrice !== undefined && { savedPrice }),
    }));
  });
}
