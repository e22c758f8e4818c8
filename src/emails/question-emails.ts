import { formatOrderDate } from '../domain/dates.ts';
import { questionTexts } from '../domain/questions.ts';
import { plainMail, quoted, shopName, type Store } from './plain-mail.ts';

/**
 * The shop's e-mail when a shopper asks about a product: who asked, the question, and the command
 * that answers it in public (or takes it down).
 */
export function questionAskedEmail(question: {
  number: number;
  title: string;
  name: string;
  email: string;
  askedAt: string;
  question: string;
  productUrl: string;
}): { subject: string; text: string } {
  return {
    subject: questionTexts.askedSubject(question.title).replace(/[\r\n]+/g, ' '),
    text: [
      `${question.name} <${question.email}> asked about ${question.title} on ${formatOrderDate(question.askedAt)} (#${question.number}):`,
      '',
      ...quoted(question.question),
      '',
      `To answer it for everyone: npm run shop -- questions answer ${question.number} "Your answer"`,
      `To take it down:          npm run shop -- questions hide ${question.number}`,
      `The product: ${question.productUrl}`,
      '',
      '--',
      'Answered questions show on the product page; the asker is e-mailed your answer.',
    ].join('\n'),
  };
}

/** The asker's e-mail when the shop first answers their question: both, and where everyone reads them. */
export function questionAnsweredEmail(
  /** `productUrl`: the product's page at its questions. */
  question: { title: string; question: string; answer: string; productUrl: string },
  store: Store,
): { subject: string; text: string } {
  const shop = shopName(store);
  return plainMail(
    store,
    questionTexts.answeredSubject(shop, question.title),
    [
      `You asked about ${question.title}:`,
      '',
      ...quoted(question.question),
      '',
      `${shop} answered:`,
      '',
      ...quoted(question.answer),
      '',
      `The product, with its questions and answers: ${question.productUrl}`,
    ],
    `You asked ${shop} a question on our website; this is the one e-mail we send when we answer it.`,
  );
}
