import { http, HttpResponse } from 'msw';
import { QUESTIONS_PAGE_SIZE } from '../../contract/limits.ts';
import {
  questionRequest,
  questionsQuery,
  type MyQuestionsAnswer,
  type OwnQuestion,
  type QuestionsAnswer,
} from '../../contract/questions.ts';
import { findProduct } from '../fixtures/products.ts';
import { questionTexts } from '../../domain/questions.ts';
import { MOCK_QUESTIONS } from '../fixtures/questions.ts';
import { mockAuthMessages } from './auth.ts';
import { hasBearer, readBody, readQuery } from './request.ts';
import { extensionRoutes, mockPath } from './routes.ts';

export interface QuestionMockOptions {
  /** The shopper's own questions about any product (default: none). */
  mine?: readonly OwnQuestion[];
}

/**
 * Product questions as our server answers them (server/routes/questions): the fixtures' answered
 * ones, ten a page; the shopper's own, and a question asked joins them, waiting (for the handlers'
 * life: a story's own, made fresh); one still waiting may be withdrawn.
 */
export function questionHandlers({ mine = [] }: QuestionMockOptions = {}) {
  let own = [...mine];
  const unauthorized = () => HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
  const notFound = () => HttpResponse.json({ error: 'Product not found' }, { status: 404 });
  return [
    http.get(mockPath(extensionRoutes.questions), ({ request, params }) => {
      const id = String(params.id);
      if (!findProduct(id)) return notFound();
      const query = readQuery(request, questionsQuery);
      if (!query.ok) return query.response;
      const all = MOCK_QUESTIONS[id] ?? [];
      const { page } = query.data;
      return HttpResponse.json({
        data: all.slice((page - 1) * QUESTIONS_PAGE_SIZE, page * QUESTIONS_PAGE_SIZE),
        page,
        pages: Math.ceil(all.length / QUESTIONS_PAGE_SIZE),
        total: all.length,
      } satisfies QuestionsAnswer);
    }),
    http.get(mockPath(extensionRoutes.myQuestions), ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      return findProduct(String(params.id))
        ? HttpResponse.json({ data: own } satisfies MyQuestionsAnswer)
        : notFound();
    }),
    http.post(mockPath(extensionRoutes.questionAsk), async ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      if (!findProduct(String(params.id))) return notFound();
      const body = await readBody(request, questionRequest);
      if (!body.ok) return body.response;
      own = [
        { id: 900 + own.length, question: body.data.question, askedAt: new Date().toISOString() },
        ...own,
      ];
      return HttpResponse.json({ data: own } satisfies MyQuestionsAnswer);
    }),
    http.delete(mockPath(extensionRoutes.questionWithdraw), ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      if (!findProduct(String(params.id))) return notFound();
      const question = own.find((q) => String(q.id) === params.questionId);
      if (!question) return HttpResponse.json({ error: questionTexts.notYours }, { status: 404 });
      if (question.answer !== undefined)
        return HttpResponse.json({ error: questionTexts.answeredStays }, { status: 409 });
      own = own.filter((q) => q !== question);
      return HttpResponse.json({ data: own } satisfies MyQuestionsAnswer);
    }),
  ];
}
