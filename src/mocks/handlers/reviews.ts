import { http, HttpResponse } from 'msw';
import { REVIEWS_PAGE_SIZE } from '../../contract/limits.ts';
import {
  type HelpfulAnswer,
  reviewRequest,
  reviewsQuery,
  type MyReviewAnswer,
  type Review,
  type ReviewsAnswer,
} from '../../contract/reviews.ts';
import {
  compareReviews,
  ratingSummary,
  reviewerName,
  reviewTexts,
  starCounts,
} from '../../domain/reviews.ts';
import { accountInfo } from '../fixtures/account.ts';
import { findProduct } from '../fixtures/products.ts';
import { MOCK_REVIEWS, NO_REVIEW_YET } from '../fixtures/reviews.ts';
import { mockAuthMessages } from './auth.ts';
import { hasBearer, readBody, readQuery } from './request.ts';
import { extensionRoutes, mockPath } from './routes.ts';

export interface ReviewMockOptions {
  /** The shopper's own review and whether they may write one (default: may, none yet). */
  mine?: MyReviewAnswer;
  /** Keeps each change for the next GET, as the server does (a story's own handlers, made fresh). */
  keep?: boolean;
  /** The shop reads each review before it shows (the store's `approveReviews`): a saved one waits. */
  approve?: boolean;
}

/**
 * Product reviews as our server answers them (server/routes/reviews): the fixtures' reviews, a page
 * of ten at a time with the summary of all; the shopper's own review; POST refuses what the
 * contract refuses and 403 a shopper who may not review. Stateless unless `keep`; with `approve`, a
 * saved review waits for the shop, as the server's does with `approveReviews`. "Helpful" marks are
 * kept for the handlers' life and counted in the reviews served.
 */
export function reviewHandlers({
  mine = NO_REVIEW_YET,
  keep = false,
  approve = false,
}: ReviewMockOptions = {}) {
  let own = mine;
  // The shopper's "helpful" marks, kept for the handlers' life (a story's own, made fresh).
  const marks = new Set(mine.helpful ?? []);
  const counted = (review: Review): Review =>
    review.helpful === undefined
      ? review
      : { ...review, helpful: review.helpful + (marks.has(review.id) ? 1 : 0) };
  const unauthorized = () => HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
  const notFound = () => HttpResponse.json({ error: 'Product not found' }, { status: 404 });
  const published = (productId: string): Review[] => {
    const fixtures = (MOCK_REVIEWS[productId] ?? []).map(counted);
    const { review } = own;
    if (!keep || !review || review.hidden || review.waiting) return fixtures;
    const { hidden: _, waiting: __, ...shown } = review;
    return [shown, ...fixtures];
  };
  const answer = (next: MyReviewAnswer) => {
    if (keep) own = next;
    return HttpResponse.json({ ...next, helpful: [...marks] } satisfies MyReviewAnswer);
  };
  return [
    http.get(mockPath(extensionRoutes.reviews), ({ request, params }) => {
      const id = String(params.id);
      if (!findProduct(id)) return notFound();
      const query = readQuery(request, reviewsQuery);
      if (!query.ok) return query.response;
      const { page, sort, stars } = query.data;
      const all = published(id);
      const shown = all.filter((r) => stars === undefined || r.rating === stars).sort(compareReviews(sort));
      return HttpResponse.json({
        summary: ratingSummary(starCounts(all.map((r) => r.rating))),
        data: shown.slice((page - 1) * REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE),
        page,
        pages: Math.ceil(shown.length / REVIEWS_PAGE_SIZE),
        sort,
        ...(stars !== undefined && { stars }),
      } satisfies ReviewsAnswer);
    }),
    http.get(mockPath(extensionRoutes.myReview), ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      return findProduct(String(params.id))
        ? HttpResponse.json({ ...own, helpful: [...marks] } satisfies MyReviewAnswer)
        : notFound();
    }),
    http.post(mockPath(extensionRoutes.reviewSave), async ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      if (!findProduct(String(params.id))) return notFound();
      const body = await readBody(request, reviewRequest);
      if (!body.ok) return body.response;
      if (!own.canReview) return HttpResponse.json({ error: reviewTexts.notBought }, { status: 403 });
      return answer({
        canReview: true,
        review: {
          id: own.review?.id ?? 900,
          rating: body.data.rating,
          ...(body.data.title && { title: body.data.title }),
          ...(body.data.text && { text: body.data.text }),
          name: reviewerName(accountInfo.firstName, accountInfo.lastName),
          writtenAt: new Date().toISOString(),
          // A changed review keeps the shop's answer, as the server's does.
          ...(own.review?.reply && { reply: own.review.reply }),
          hidden: own.review?.hidden ?? false,
          waiting: approve,
        },
      });
    }),
    ...[extensionRoutes.reviewHelpful, extensionRoutes.reviewUnhelpful].map((route) =>
      http[route.method](mockPath(route), ({ request, params }) => {
        if (!hasBearer(request)) return unauthorized();
        const reviewId = Number(params.reviewId);
        const review = (MOCK_REVIEWS[String(params.id)] ?? []).find((r) => r.id === reviewId);
        if (!review && own.review?.id !== reviewId)
          return HttpResponse.json({ error: reviewTexts.reviewNotFound }, { status: 404 });
        if (!review) return HttpResponse.json({ error: reviewTexts.ownReview }, { status: 403 });
        if (route.method === 'put') marks.add(reviewId);
        else marks.delete(reviewId);
        return HttpResponse.json({
          helpful: counted(review).helpful ?? 0,
          marked: marks.has(reviewId),
        } satisfies HelpfulAnswer);
      }),
    ),
    http.delete(mockPath(extensionRoutes.reviewDelete), ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      if (!findProduct(String(params.id))) return notFound();
      return answer({ canReview: own.canReview, review: null });
    }),
  ];
}
