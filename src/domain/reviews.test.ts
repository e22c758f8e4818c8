import { describe, expect, it } from 'vitest';
import { reviewRequest } from '../contract/reviews.ts';
import { formatCount } from './count.ts';
import {
  compareReviews,
  formatAverage,
  ratingSummary,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  reviewerName,
  reviewTexts,
  savedText,
  starCounts,
  uniqueById,
} from './reviews.ts';

describe('reviews', () => {
  it('names the writer by first name and the last name’s initial', () => {
    expect(reviewerName('Priya', 'Sharma')).toBe('Priya S.');
    expect(reviewerName('  Asha Rani ', 'verma')).toBe('Asha V.');
    expect(reviewerName('Ravi', '')).toBe('Ravi');
    expect(reviewerName('', '')).toBe('A customer');
    expect(reviewerName('Kavya', 'ऋषि')).toBe('Kavya ऋ.');
  });

  it('averages to one decimal, half up, and counts each star', () => {
    expect(ratingSummary([0, 0, 0, 0, 0])).toEqual({ average: 0, count: 0, byStars: [0, 0, 0, 0, 0] });
    expect(ratingSummary(starCounts([5, 4, 4, 4]))).toEqual({
      average: 4.3,
      count: 4,
      byStars: [0, 0, 0, 3, 1],
    });
    // 4.25 rounds up to 4.3; 4.24 down to 4.2.
    expect(ratingSummary(starCounts([5, 4, 4, 4])).average).toBe(4.3);
    expect(ratingSummary([1, 0, 0, 0, 3]).average).toBe(4);
    expect(ratingSummary([0, 0, 1, 0, 1]).average).toBe(4);
    expect(
      ratingSummary(starCounts([5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3]))
        .average,
    ).toBe(4.1);
    expect(starCounts([1, 1, 5, 6, 0])).toEqual([2, 0, 0, 0, 1]);
  });

  it('keeps each review once, in order, when pages overlap', () => {
    const r = (id: number) => ({ id });
    expect(uniqueById([r(5), r(4), r(3), r(3), r(2), r(5)])).toEqual([r(5), r(4), r(3), r(2)]);
  });

  it('prints an average and the counts as a shopper reads them', () => {
    expect(formatAverage(4)).toBe('4');
    expect(formatAverage(3.8)).toBe('3.8');
    expect(reviewTexts.average(4.3)).toBe('4.3 out of 5');
    expect(reviewTexts.ratings(1)).toBe('1 rating');
    expect(reviewTexts.ratings(1250)).toBe('1,250 ratings');
    expect(reviewTexts.starCount(1, 2)).toBe('1 star: 2 reviews');
    expect(reviewTexts.starCount(5, 1)).toBe('5 stars: 1 review');
  });

  it('takes whole stars from 1 to 5 and words within their limits, whose messages name them', () => {
    expect(reviewRequest.parse({ rating: 5, title: '  ', text: ' Sturdy. ' })).toEqual({
      rating: 5,
      text: 'Sturdy.',
    });
    const problem = (body: unknown) => reviewRequest.safeParse(body).error?.issues[0]?.message;
    for (const rating of [0, 6, 2.5, '4', undefined])
      expect(problem({ rating })).toBe('Choose a rating from 1 to 5 stars.');
    expect(problem({ rating: 3, title: 'x'.repeat(REVIEW_TITLE_MAX + 1) })).toBe(
      `Keep the title to ${formatCount(REVIEW_TITLE_MAX)} characters.`,
    );
    expect(problem({ rating: 3, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) })).toBe(
      `Keep the review to ${formatCount(REVIEW_TEXT_MAX)} characters.`,
    );
    expect(
      problem({ rating: 3, title: 'x'.repeat(REVIEW_TITLE_MAX), text: 'x'.repeat(REVIEW_TEXT_MAX) }),
    ).toBeUndefined();
  });

  it('thanks the writer as their review stands: up, changed, or waiting for the shop', () => {
    expect(savedText({ waiting: false }, false)).toBe('Thank you: your review is up.');
    expect(savedText({ waiting: false }, true)).toBe('Your review has been changed.');
    // A server without approval says nothing of waiting.
    expect(savedText({}, false)).toBe('Thank you: your review is up.');
    expect(savedText({ waiting: true }, false)).toBe(
      'Thank you: your review will show once the shop has read it.',
    );
    expect(savedText({ waiting: true }, true)).toBe(reviewTexts.postedWaiting);
  });

  it('orders reviews by marks or stars, the newest first among equals', () => {
    const at = (day: number) => `2026-06-${String(day).padStart(2, '0')}T06:00:00.000Z`;
    const reviews = [
      { id: 1, rating: 5, helpful: 2, writtenAt: at(1) },
      { id: 2, rating: 2, helpful: 7, writtenAt: at(2) },
      { id: 3, rating: 5, helpful: 2, writtenAt: at(3) },
      { id: 4, rating: 4, writtenAt: at(3) },
    ];
    const ids = (sort: Parameters<typeof compareReviews>[0]) =>
      reviews.toSorted(compareReviews(sort)).map((r) => r.id);
    expect(ids('newest')).toEqual([4, 3, 2, 1]);
    expect(ids('helpful')).toEqual([2, 3, 1, 4]);
    expect(ids('highest')).toEqual([3, 1, 4, 2]);
    expect(ids('lowest')).toEqual([2, 4, 3, 1]);
  });
});
