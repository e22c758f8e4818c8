import { ANSWER_MAX, MAX_OPEN_QUESTIONS, QUESTION_MAX } from '../contract/limits.ts';
import { productHref } from './routes.ts';

/**
 * Product questions (our server's extension): a signed-in shopper asks about a product ("Is this
 * tape food-safe?"); the owner answers in public (npm run shop -- questions answer), and the asker
 * is e-mailed. Only answered questions are shown; the asker sees theirs while it waits. The owner
 * may take one down. The rules the server, the product page and the mocks share.
 */

export { ANSWER_MAX, MAX_OPEN_QUESTIONS, QUESTION_MAX };

/** The product page's questions part: where the answered e-mail leads. */
export const QUESTIONS_ANCHOR = 'questions';
export const productQuestionsHref = (productId: string): string =>
  `${productHref(productId)}#${QUESTIONS_ANCHOR}`;

export const questionTexts = {
  heading: 'Questions and answers',
  none: 'No questions answered yet.',
  asked: (name: string, date: string) => `Asked by ${name} on ${date}`,
  answer: 'Answer from the shop',
  showMore: 'Show more questions',
  loadFailed: 'Could not load questions.',
  retry: 'Try again',
  ask: 'Ask a question',
  signIn: 'Sign in to ask a question about this product',
  label: 'Your question',
  hint: 'The shop answers here, for everyone, and e-mails you.',
  submit: 'Send question',
  cancel: 'Cancel',
  sent: 'Thank you: the shop will answer your question here and e-mail you.',
  failed: 'Could not send your question. Please try again.',
  yours: 'Your questions',
  waiting: 'Waiting for the shop’s answer',
  /** Taking back one still waiting, under it. */
  withdraw: 'Withdraw',
  withdrawLabel: (question: string) => `Withdraw your question: ${question}`,
  confirmWithdraw: 'Withdraw this question?',
  confirmYes: 'Yes, withdraw it',
  keep: 'Keep it',
  withdrawn: 'Your question has been withdrawn.',
  withdrawFailed: 'Could not withdraw your question. Please try again.',
  /** The server's refusals: not the shopper's (or gone already), or answered meanwhile. */
  notYours: 'You have no such question waiting about this product.',
  answeredStays: 'The shop has answered this question, so it stays on the page with its answer.',
  /** The server's refusal when a shopper has too many waiting. */
  tooMany: `You have ${MAX_OPEN_QUESTIONS} questions waiting for an answer. Ask more once the shop has answered.`,
  /** The e-mails. */
  askedSubject: (title: string) => `Question about ${title}`,
  answeredSubject: (shop: string, title: string) => `${shop} answered your question about ${title}`,
} as const;
