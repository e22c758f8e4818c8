import { z } from './zod.ts';
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
    .check(
      z.trim(),
      z.minLength(1, 'Write your question.'),
      z.maxLength(QUESTION_MAX, 'Keep the question to 500 characters.'),
    ),
});
export type QuestionRequest = z.input<typeof questionRequest>;

/** An answered question as everyone reads it: the asker as "Priya S.", and the shop's answer. */
export const answeredQuestion = z.object({
  id: z.number().check(z.int()),
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
  page: z.number().check(z.int(), z.gte(1)),
  pages: z.number().check(z.int(), z.gte(0)),
  total: z.number().check(z.int(), z.gte(0)),
});
export type QuestionsAnswer = z.infer<typeof questionsAnswer>;

/** A question as its asker sees it: waiting (no answer yet) or answered. */
export const ownQuestion = z.object({
  id: z.number().check(z.int()),
  question: z.string(),
  askedAt: z.string(),
  answer: z.optional(z.string()),
  answeredAt: z.optional(z.string()),
});
export type OwnQuestion = z.infer<typeof ownQuestion>;

/** GET and POST /products/{id}/questions/mine: the signed-in shopper's questions about it, newest first. */
export const myQuestionsAnswer = z.object({ data: z.array(ownQuestion) });
export type MyQuestionsAnswer = z.infer<typeof myQuestionsAnswer>;

export const questionsQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
