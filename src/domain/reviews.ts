import { REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, type ReviewSort } from '../contract/limits.ts';
import type { Review } from '../contract/reviews.ts';
import { countOf, formatCount } from './count.ts';
import { ORDER_STATUS } from './order-status.ts';
import { productHref } from './routes.ts';

/**
 * Product reviews (our server's extension): the rules the server, the product page and the mocks
 * share. A review is one to five whole stars, with a title and words if the shopper has them. Only a
 * customer whose order of the product was delivered may write one (so every review is a verified
 * buyer's), one per product, changed or deleted by them; the owner may take one down, or answer it
 * in public: the answer shows under the review, and its writer is e-mailed once to say so.
 */

export { REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX };

export const STARS = [1, 2, 3, 4, 5] as const;

/** The order status that lets its customer review what it held. */
export const REVIEWABLE_STATUS = ORDER_STATUS.delivered;

/** The product page's reviews part: where a delivered order's "Write a review" leads. */
export const REVIEWS_ANCHOR = 'reviews';
export const productReviewsHref = (productId: string): string =>
  `${productHref(productId)}#${REVIEWS_ANCHOR}`;

/** The writer as the shop shows them: first name and the last name's initial ("Priya S."). */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = [...lastName.trim()][0];
  const name = initial ? `${first} ${initial.toLocaleUpperCase('en-IN')}.` : first;
  return name.trim() || reviewTexts.aCustomer;
}

/** How many of the ratings gave each star, one to five. */
export const starCounts = (ratings: readonly number[]): number[] =>
  STARS.map((star) => ratings.filter((r) => r === star).length);

/** From how many gave each star (one to five): the average to one decimal (half up) and the count. */
export function ratingSummary(byStars: readonly number[]) {
  const counts = STARS.map((star) => byStars[star - 1] ?? 0);
  const count = counts.reduce((sum, n) => sum + n, 0);
  const total = STARS.reduce((sum, star) => sum + star * counts[star - 1]!, 0);
  // In tenths with integers: 4.25 is 42.5 tenths, which rounds up to 4.3 as a shopper expects.
  const average = count === 0 ? 0 : Math.round((total * 10) / count) / 10;
  return { average, count, byStars: counts };
}

/**
 * How `sort` orders reviews: by helpful marks, or stars, then the newest first, then the higher
 * number. The server pages them in SQL in the same order (REVIEW_ORDER in
 * server/catalogue/reviews.ts); the mocks sort with this.
 */
export function compareReviews(sort: ReviewSort) {
  const key = (r: { rating: number; helpful?: number | undefined }): number =>
    sort === 'helpful'
      ? -(r.helpful ?? 0)
      : sort === 'highest'
        ? -r.rating
        : sort === 'lowest'
          ? r.rating
          : 0;
  return (a: Pick<Review, 'id' | 'rating' | 'helpful' | 'writtenAt'>, b: typeof a): number =>
    key(a) - key(b) || Date.parse(b.writtenAt) - Date.parse(a.writtenAt) || b.id - a.id;
}

/** Reviews (or questions) in their order, each once (by id): pages asked at different times may overlap. */
export function uniqueById<R extends { id: number }>(items: readonly R[]): R[] {
  const seen = new Set<number>();
  const once: R[] = [];
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    once.push(item);
  }
  return once;
}

/**
 * What the shopper is told once their review is saved: up at once ("changed" when they had one
 * already), or, where the shop reads reviews first, that it shows once the shop has read it.
 */
export function savedText(saved: { waiting?: boolean | undefined } | null, hadOne: boolean): string {
  if (saved?.waiting) return reviewTexts.postedWaiting;
  return hadOne ? reviewTexts.updated : reviewTexts.posted;
}

/** '4.3' or '4': an average as the summary prints it. */
export const formatAverage = (average: number): string =>
  Number.isInteger(average) ? String(average) : average.toFixed(1);

export const reviewTexts = {
  heading: 'Ratings and reviews',
  none: 'No reviews yet.',
  noneYetBuyer: 'No reviews yet. Be the first to review it.',
  average: (average: number) => `${formatAverage(average)} out of 5`,
  ratings: (count: number) => countOf(count, 'rating'),
  starsLabel: (rating: number) => `Rated ${rating} out of 5`,
  starCount: (star: number, count: number) =>
    `${star} star${star === 1 ? '' : 's'}: ${countOf(count, 'review')}`,
  starChoice: (star: number) => `${star} star${star === 1 ? '' : 's'}`,
  verified: 'Verified buyer',
  /** Over the shop's public answer to a review. */
  shopReply: 'Reply from the shop',
  /** The reviewer's e-mail when the shop answers: "Gupta Supplies answered your review of …". */
  replySubject: (shop: string, title: string) => `${shop} answered your review of ${title}`,
  aCustomer: 'A customer',
  showMore: 'Show more reviews',
  sort: 'Sort reviews',
  sorts: { newest: 'Newest', helpful: 'Most helpful', highest: 'Highest rated', lowest: 'Lowest rated' },
  show: 'Show',
  allRatings: 'All ratings',
  onlyStars: (star: number, count: number) =>
    `${star} star${star === 1 ? '' : 's'} only (${formatCount(count)})`,
  noneOfStars: 'No reviews with that rating.',
  loadFailed: 'Could not load reviews.',
  retry: 'Try again',
  signIn: 'Sign in to review a product you have bought',
  notBuyer: 'You can review this product once an order of it has been delivered to you.',
  write: 'Write a review',
  /** On a delivered order's line, named for its product. */
  writeFor: (title: string) => `Write a review of ${title}`,
  edit: 'Edit your review',
  delete: 'Delete your review',
  confirmDelete: 'Delete your review for good?',
  confirmYes: 'Yes, delete it',
  keep: 'Keep it',
  yours: 'Your review',
  hidden: 'The shop has taken your review down, so others do not see it.',
  waiting: 'The shop reads each review before others see it. Yours will show once it has.',
  rating: 'Your rating',
  title: 'Title (optional)',
  text: 'Your review (optional)',
  textHint: 'What did you buy it for, and how did it do?',
  submit: 'Post review',
  update: 'Save changes',
  cancel: 'Cancel',
  posted: 'Thank you: your review is up.',
  postedWaiting: 'Thank you: your review will show once the shop has read it.',
  updated: 'Your review has been changed.',
  deleted: 'Your review has been deleted.',
  failed: 'Could not save your review. Please try again.',
  /** Under a review: how many found it helpful, and the shopper's own mark. */
  helpfulCount: (n: number) =>
    n === 1 ? '1 person found this helpful' : `${formatCount(n)} people found this helpful`,
  helpful: 'Helpful',
  /** The mark's accessible name, naming the review it is for. */
  helpfulFor: (name: string) => `Mark ${name}’s review helpful`,
  helpfulFailed: 'Could not save your mark. Please try again.',
  ownReview: 'You cannot mark your own review helpful.',
  reviewNotFound: 'Review not found',
  /** Refusals the server gives (POST by someone whose order has not been delivered). */
  notBought: 'You can review a product once an order of it has been delivered to you.',
} as const;
