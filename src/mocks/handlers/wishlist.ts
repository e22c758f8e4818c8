import { http, HttpResponse } from 'msw';
import { productAsServed } from '../../contract/product.ts';
import { wishlistChange } from '../../contract/wishlist.ts';
import { findProduct } from '../fixtures/products.ts';
import { payablePrice } from '../../domain/product.ts';
import { mockAuthMessages } from './auth.ts';
import { hasBearer, readBody } from './request.ts';
import { extensionRoutes, mockPath } from './routes.ts';

/**
 * The account's wishlist as our server keeps it (server/routes/wishlist). Stateless, so no story
 * leaks into the next: the account holds `saved` (none by default; a story passes its own), and a
 * change answers `saved` with the additions after it and the removals taken out, each with what it
 * cost when saved (`savedPrices`, else today's price).
 */
export function wishlistHandlers(
  saved: readonly string[] = [],
  savedPrices: Readonly<Record<string, number>> = {},
) {
  // What each cost when saved: a story's, else today's (as a save now would keep).
  const answer = (ids: readonly string[]) =>
    HttpResponse.json({
      data: ids.flatMap((id) => {
        const product = findProduct(id);
        if (!product) return [];
        // Today's price as the app reads it (the contract turns served strings into rupees).
        const { regularPrice, discountedPrice } = productAsServed.parse(product);
        return [{ ...product, savedPrice: savedPrices[id] ?? payablePrice(regularPrice, discountedPrice) }];
      }),
    });
  const unauthorized = () => HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
  return [
    http.get(mockPath(extensionRoutes.wishlist), ({ request }) =>
      hasBearer(request) ? answer(saved) : unauthorized(),
    ),
    http.post(mockPath(extensionRoutes.wishlistChange), async ({ request }) => {
      if (!hasBearer(request)) return unauthorized();
      const body = await readBody(request, wishlistChange);
      if (!body.ok) return body.response;
      const { add, remove } = body.data;
      const ids = [...new Set([...saved, ...add])].filter((id) => !remove.includes(id));
      return answer(ids);
    }),
  ];
}
