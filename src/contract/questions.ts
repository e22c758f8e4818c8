import { z } from 'zod';
import { QUESTION_MAX } from './limits.ts';

/**
 * Product questions (an extension; src/domain/questions.ts holds the rules). Anyone reads a
 * product's answered questions; a signed-in shopper asks one and sees their own while they wait. A
 * server without them answers 404/405 and the product page shows no questions part.
 */

/** POST /products/{id}/questions: the question, in the shopper's words. */
export const questionRequest = z.object({
  question: z
    .string({ message: 'Write your question.' })
    .trim()
    .min(1, 'Write your question.')
    // Written out (the contract has no formatter); src/domain/questions.test.ts checks it.
    .max(QUESTION_MAX, 'Keep the question to 500 characters.'),
});
export type QuestionRequest = z.input<typeof questionRequest>;

/** An answered question as everyone reads it: the asker as "Priya S.", and the shop's answer. */
export const answeredQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  name: z.string(),
  askedAt: z.string(),
  answer: z.string(),
  answeredAt: z.string(),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestion>;

/** GET /products/{id}/questions?page=N: the answered questions, the latest answered first. */
export const questionsAnswer = z.object({
  data: z.array(answeredQuestion),
  page: z.number().int().min(1),
  pages: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type QuestionsAnswer = z.infer<typeof questionsAnswer>;

/** A question as its asker sees it: waiting (no answer yet) or answered. */
export const ownQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  askedAt: z.string(),
  answer: z.string().optional(),
  answeredAt: z.string().optional(),
});
export type OwnQuestion = z.infer<typeof ownQuestion>;

/** GET and POST /products/{id}/questions/mine: the signed-in shopper's questions about it, newest first. */
export const myQuestionsAnswer = z.object({ data: z.array(ownQuestion) });
export type MyQuestionsAnswer = z.infer<typeof myQuestionsAnswer>;

export const questionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
