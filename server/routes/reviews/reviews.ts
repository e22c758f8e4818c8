import { Hono } from 'hono';
import {
  type HelpfulAnswer,
  type MyReviewAnswer,
  reviewRequest,
  reviewsQuery,
  type ReviewsAnswer,
} from '../../../src/contract/reviews.ts';
import { deleteReview, markHelpful, myReview, productReviews, saveReview } from '../../catalogue/reviews.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { json, query } from '../../lib/validate.ts';

/**
 * Product reviews (an extension; server/catalogue/reviews.ts keeps them):
 * - GET /products/{id}/reviews?page=N&sort=S&stars=K: the published ones' summary and a page of
 *   them, for anyone, the newest first or as `sort` asks (most helpful, highest or lowest rated),
 *   only those of K stars when asked;
 * - GET /products/{id}/reviews/mine: whether the signed-in shopper may review it, and their review;
 * - POST the same: writes or changes it (403 until an order of it was delivered to them; waiting
 *   for the owner's approval where the store's `approveReviews` asks for it);
 * - DELETE the same: deletes it;
 * - PUT and DELETE /products/{id}/reviews/{reviewId}/helpful: the shopper marks a published review
 *   helpful or takes the mark away (not their own: 403), answering the count and their mark.
 * Each of the shopper's calls answers as GET /mine does; 404 for a product not sold.
 */
export function reviewRoutes(deps: Deps) {
  const { db, env, limiter, store } = deps;
  return new Hono<AppEnv>()
    .get('/products/:id/reviews', query(reviewsQuery), async (c) =>
      c.json<ReviewsAnswer>(
        await productReviews(db, c.req.param('id'), c.req.valid('query').page, c.req.valid('query')),
      ),
    )
    .get('/products/:id/reviews/mine', requireUser(deps), async (c) =>
      c.json<MyReviewAnswer>(await myReview(db, c.get('user').id, c.req.param('id'))),
    )
    .post('/products/:id/reviews/mine', requireUser(deps), json(reviewRequest), async (c) => {
      const userId = c.get('user').id;
      // Words others read: a shopper posts a few, not a flood.
      await limiter.check('review', { ip: clientIp(c, env), account: userId });
      return c.json<MyReviewAnswer>(
        await saveReview(db, userId, c.req.param('id'), c.req.valid('json'), store.approveReviews),
      );
    })
    .delete('/products/:id/reviews/mine', requireUser(deps), async (c) =>
      c.json<MyReviewAnswer>(await deleteReview(db, c.get('user').id, c.req.param('id'))),
    )
    .put('/products/:id/reviews/:reviewId/helpful', requireUser(deps), async (c) =>
      c.json<HelpfulAnswer>(
        await markHelpful(db, c.get('user').id, c.req.param('id'), c.req.param('reviewId'), true),
      ),
    )
    .delete('/products/:id/reviews/:reviewId/helpful', requireUser(deps), async (c) =>
      c.json<HelpfulAnswer>(
        await markHelpful(db, c.get('user').id, c.req.param('id'), c.req.param('reviewId'), false),
      ),
    );
}
