import { Hono } from 'hono';
import {
  type MyQuestionsAnswer,
  questionRequest,
  questionsQuery,
  type QuestionsAnswer,
} from '../../../src/contract/questions.ts';
import {
  askQuestion,
  myQuestions,
  productQuestionsPage,
  withdrawQuestion,
} from '../../catalogue/questions.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { json, query } from '../../lib/validate.ts';

/**
 * Product questions (an extension; server/catalogue/questions.ts keeps them):
 * - GET /products/{id}/questions?page=N: the answered ones, the latest answered first, for anyone;
 * - GET /products/{id}/questions/mine: the signed-in shopper's own, waiting or answered;
 * - POST the same with { question }: asks the shop (409 with ten waiting), answering as GET /mine;
 * - DELETE /products/{id}/questions/mine/{questionId}: takes back one still waiting (404 not theirs,
 *   409 answered), answering as GET /mine.
 * 404 for a product not sold.
 */
export function questionRoutes(deps: Deps) {
  const { db, env, limiter } = deps;
  return new Hono<AppEnv>()
    .get('/products/:id/questions', query(questionsQuery), async (c) =>
      c.json<QuestionsAnswer>(await productQuestionsPage(db, c.req.param('id'), c.req.valid('query').page)),
    )
    .get('/products/:id/questions/mine', requireUser(deps), async (c) =>
      c.json<MyQuestionsAnswer>(await myQuestions(db, c.get('user').id, c.req.param('id'))),
    )
    .post('/products/:id/questions/mine', requireUser(deps), json(questionRequest), async (c) => {
      const userId = c.get('user').id;
      // Each question e-mails the shop: a shopper asks a few, not a flood.
      await limiter.check('question', { ip: clientIp(c, env), account: userId });
      return c.json<MyQuestionsAnswer>(
        await askQuestion(db, userId, c.req.param('id'), c.req.valid('json').question),
      );
    })
    .delete('/products/:id/questions/mine/:questionId', requireUser(deps), async (c) =>
      c.json<MyQuestionsAnswer>(
        await withdrawQuestion(db, c.get('user').id, c.req.param('id'), c.req.param('questionId')),
      ),
    );
}
