import { z } from './zod.ts';
import { REVIEW_SORTS, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from './limits.ts';

/**
 * Product reviews (an extension; src/domain/reviews.ts holds the rules). Anyone reads a product's
 * reviews; a signed-in shopper whose order of the product was delivered writes one, and may change
 * or delete it. A server without them answers 404/405 and the product page shows none.
 */

const optionalText = (max: number, message: string) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform((s) => s || undefined),
  );

/** PUT /products/{id}/reviews/mine: the stars, and words if the shopper has any. */
export const reviewRequest = z.object({
  rating: z
    .number({ message: 'Choose a rating from 1 to 5 stars.' })
    .check(
      z.int('Choose a rating from 1 to 5 stars.'),
      z.gte(1, 'Choose a rating from 1 to 5 stars.'),
      z.lte(5, 'Choose a rating from 1 to 5 stars.'),
    ),
  title: optionalText(REVIEW_TITLE_MAX, 'Keep the title to 100 characters.'),
  // Written out with en-IN grouping (the contract has no formatter); src/domain/reviews.test.ts
  // checks both numbers against the limits.
  text: optionalText(REVIEW_TEXT_MAX, 'Keep the review to 2,000 characters.'),
});
export type ReviewRequest = z.input<typeof reviewRequest>;

/**
 * One published review: its stars and words, the writer as "Priya S.", the day it was written, and
 * the shop's public answer if it gave one (`reply`, a later extension: older servers send none).
 */
export const review = z.object({
  id: z.number().check(z.int()),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  title: z.optional(z.string()),
  text: z.optional(z.string()),
  name: z.string(),
  writtenAt: z.string(),
  reply: z.optional(z.object({ text: z.string(), repliedAt: z.string() })),
  /** How many shoppers marked it helpful (a later extension: older servers send none). */
  helpful: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type Review = z.infer<typeof review>;

/** The published reviews' average (to one decimal), count, and how many gave each star (1 to 5). */
export const reviewSummary = z.object({
  average: z.number().check(z.gte(0), z.lte(5)),
  count: z.number().check(z.int(), z.gte(0)),
  byStars: z.array(z.number().check(z.int(), z.gte(0))).check(z.length(5)),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/**
 * GET /products/{id}/reviews?page=N&sort=S&stars=K: the summary of all, and a page of reviews in that
 * order (the newest first unless asked), only those of K stars when asked. `sort` says the order
 * served and `stars` the rating kept (later extensions: a server that does not send `sort` serves
 * the newest first, all of them, whatever is asked).
 */
export const reviewsAnswer = z.object({
  summary: reviewSummary,
  data: z.array(review),
  page: z.number().check(z.int(), z.gte(1)),
  pages: z.number().check(z.int(), z.gte(0)),
  sort: z.optional(z.enum(REVIEW_SORTS)),
  stars: z.optional(z.number().check(z.int(), z.gte(1), z.lte(5))),
});
export type ReviewsAnswer = z.infer<typeof reviewsAnswer>;

/**
 * GET, PUT and DELETE /products/{id}/reviews/mine: whether the shopper may review the product (an
 * order of it delivered), and their review if they wrote one (`hidden`: the shop took it down;
 * `waiting`: the shop reads reviews before they show and has not approved this one yet, a later
 * extension that older servers do not send), and the reviews of it they marked helpful.
 */
export const myReviewAnswer = z.object({
  canReview: z.boolean(),
  review: z.nullable(z.extend(review, { hidden: z.boolean(), waiting: z.optional(z.boolean()) })),
  /** The product's reviews this shopper marked helpful, by id (a later extension). */
  helpful: z.optional(z.array(z.number().check(z.int()))),
});
export type MyReviewAnswer = z.infer<typeof myReviewAnswer>;

export const reviewsQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  sort: z._default(
    z.enum(REVIEW_SORTS, { message: 'sort must be one of newest, helpful, highest or lowest' }),
    'newest',
  ),
  stars: z.optional(
    z.coerce
      .number({ message: 'stars must be a whole number from 1 to 5' })
      .check(
        z.int('stars must be a whole number from 1 to 5'),
        z.gte(1, 'stars must be a whole number from 1 to 5'),
        z.lte(5, 'stars must be a whole number from 1 to 5'),
      ),
  ),
});

/**
 * PUT (mark) and DELETE (unmark) /products/{id}/reviews/{reviewId}/helpful, signed in: how many
 * marked the review helpful now, and whether this shopper is one of them.
 */
export const helpfulAnswer = z.object({
  helpful: z.number().check(z.int(), z.gte(0)),
  marked: z.boolean(),
});
export type HelpfulAnswer = z.infer<typeof helpfulAnswer>;
