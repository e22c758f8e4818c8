import { formatOrderDate } from '../domain/dates.ts';
import { reviewTexts } from '../domain/reviews.ts';
import { plainMail, quoted, shopName, type Store } from './plain-mail.ts';

/**
 * The reviewer's e-mail when the shop first answers their review in public: the answer, their own
 * words it answers, and the product's reviews to read both. Sent once per review.
 */
export function reviewReplyEmail(
  /** `reviewsUrl`: the product's page at its reviews (`productReviewsHref`). */
  review: { title: string; rating: number; words?: string | undefined; reply: string; reviewsUrl: string },
  store: Store,
): { subject: string; text: string } {
  const shop = shopName(store);
  return plainMail(
    store,
    reviewTexts.replySubject(shop, review.title),
    [
      `${shop} has answered your review of ${review.title} (${reviewTexts.starsLabel(review.rating).toLowerCase()}):`,
      '',
      ...quoted(review.reply),
      '',
      ...(review.words ? ['You wrote:', '', ...quoted(review.words), ''] : []),
      `Read it with your review: ${review.reviewsUrl}`,
      '',
      'Everyone who reads the product’s reviews sees the answer under yours. You may change or delete your review there.',
    ],
    `You reviewed this product at ${shop}; this is the one e-mail we send when we answer a review.`,
  );
}

/**
 * The shop's e-mail when a review waits for its approval (the store's `approveReviews`): who wrote
 * it, its stars and words, and the two commands that decide it. Sent for each version written.
 */
export function reviewWaitingEmail(review: {
  number: number;
  title: string;
  rating: number;
  name: string;
  email: string;
  writtenAt: string;
  words?: string | undefined;
  productUrl: string;
}): { subject: string; text: string } {
  return {
    subject: `Review waiting: ${review.title}, ${review.rating}/5 by ${review.name}`.replace(/[\r\n]+/g, ' '),
    text: [
      `A review of ${review.title} waits for your approval (#${review.number}):`,
      '',
      `${reviewTexts.starsLabel(review.rating)}, by ${review.name} <${review.email}>, ${formatOrderDate(review.writtenAt)}`,
      ...(review.words ? ['', ...quoted(review.words)] : []),
      '',
      `To show it:      npm run shop -- reviews approve ${review.number}`,
      `To keep it down: npm run shop -- reviews hide ${review.number}`,
      `The product: ${review.productUrl}`,
      '',
      '--',
      'The shop approves reviews before they show (approveReviews in the store configuration).',
    ].join('\n'),
  };
}
