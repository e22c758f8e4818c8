import { z } from './zod.ts';
import { MAX_WISHLIST_CHANGE } from './limits.ts';
import { amount, optional } from './common.ts';
import { productAsServed } from './product.ts';

/**
 * The wishlist kept on the account (an extension; a spec-only server answers 404 and the
 * wishlist stays in the browser). Products are named by id; the answer is the whole list.
 */
export { MAX_WISHLIST_CHANGE };
const ids = z._default(
  z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))
    .check(z.maxLength(MAX_WISHLIST_CHANGE, `at most ${MAX_WISHLIST_CHANGE} products at a time`)),
  [],
);

/**
 * POST /wishlist: products to add (kept in the order given, after those already saved; a product
 * the shop does not sell is skipped) and to remove. Signing in sends the browser's list as `add`.
 */
export const wishlistChange = z.object({ add: ids, remove: ids });
export type WishlistChange = z.input<typeof wishlistChange>;

/**
 * A saved product as GET /products serves it (today's price), with `savedPrice`: what the shopper
 * paid for it on the day it was saved, in rupees (our server's; absent for saves from before it kept
 * them, and left out when malformed), so the wishlist can say the price has dropped since.
 */
export const savedProductAsServed = z.extend(productAsServed, {
  savedPrice: z.catch(optional(amount), undefined),
});

/** GET and POST /wishlist answer the saved products, oldest first. */
export const wishlistAnswer = z.object({ data: z.array(savedProductAsServed) });
export type WishlistAnswerInput = z.input<typeof wishlistAnswer>;
