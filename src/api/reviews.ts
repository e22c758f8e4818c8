import useSWR from 'swr';
import type { HelpfulAnswer, MyReviewAnswer, ReviewRequest, ReviewsAnswer } from '../contract/reviews.ts';
import { NEWEST_FIRST, type ReviewSort, type ReviewView } from '../contract/limits.ts';
import { lazyContract, request, type ApiClient } from './http.ts';
import { useSignedInExtension } from './signed-in-extension.ts';

const contract = lazyContract(() => import('../contract/reviews.ts'));

const reviewsPath = (productId: string) => `/products/${encodeURIComponent(productId)}/reviews`;
export const myReviewKey = (productId: string) => `${reviewsPath(productId)}/mine`;

/**
 * Extension GET /products/{id}/reviews?page=N&sort=S&stars=K: the published reviews' summary and a
 * page of them, the newest first and all of them unless asked otherwise (neither is sent then: the
 * first call reviews had).
 */
export const getReviews = async (
  productId: string,
  page: number,
  client?: ApiClient,
  { sort, stars }: ReviewView = NEWEST_FIRST,
): Promise<ReviewsAnswer> =>
  request(
    reviewsPath(productId),
    (await contract()).reviewsAnswer,
    {
      query: {
        page: String(page),
        ...(sort !== 'newest' && { sort }),
        ...(stars !== undefined && { stars: String(stars) }),
      },
    },
    client,
  );

// The hook's SWR key and fetcher, exported together: the server's render of the product page
// fetches by the same ones (its serverData), so the reviews are in the page it sends. Another view
// than the newest of all is a key of its own.
export const reviewsKey = (productId: string, { sort, stars }: ReviewView = NEWEST_FIRST) =>
  sort === 'newest' && stars === undefined
    ? (['/products/reviews', productId] as const)
    : (['/products/reviews', productId, sort, stars ?? 0] as const);
export const fetchReviews = (
  [, productId, sort = 'newest', stars = 0]: readonly [string, string, ReviewSort?, number?],
  client?: ApiClient,
) => getReviews(productId, 1, client, { sort, ...(stars > 0 && { stars }) });

/**
 * A product's reviews as the shopper views them, their first page with the summary (the next pages are asked with
 * getReviews as the shopper asks for them): not asked again on focus. A server without reviews
 * answers 404/405 (`isNotOffered(error)`) and the page shows none.
 */
export function useReviews(productId: string, view: ReviewView = NEWEST_FIRST) {
  return useSWR(reviewsKey(productId, view), fetchReviews, {
    revalidateOnFocus: false,
    // Another order keeps the list on screen until its own comes.
    keepPreviousData: true,
  });
}

/** The signed-in shopper's review of the product and whether they may write one; null: not offered. */
export function useMyReview(productId: string, signedIn: boolean) {
  return useSignedInExtension(signedIn, myReviewKey(productId), async () =>
    request(myReviewKey(productId), (await contract()).myReviewAnswer),
  );
}

/** Writes the shopper's review of the product, or changes it; answers as GET /mine. */
export async function saveReview(productId: string, review: ReviewRequest): Promise<MyReviewAnswer> {
  const { reviewRequest, myReviewAnswer } = await contract();
  const body = reviewRequest.parse(review);
  return request(myReviewKey(productId), myReviewAnswer, { method: 'POST', body });
}

/** Deletes the shopper's review of the product; answers as GET /mine. */
export const deleteReview = async (productId: string): Promise<MyReviewAnswer> =>
  request(myReviewKey(productId), (await contract()).myReviewAnswer, { method: 'DELETE' });

/** Extension PUT/DELETE /products/{id}/reviews/{reviewId}/helpful: marks a review helpful, or not. */
export const markHelpful = async (
  productId: string,
  reviewId: number,
  marked: boolean,
): Promise<HelpfulAnswer> =>
  request(`${reviewsPath(productId)}/${reviewId}/helpful`, (await contract()).helpfulAnswer, {
    method: marked ? 'PUT' : 'DELETE',
  });
