import { formatOrderDate } from '../../src/domain/dates.ts';
import { formatCount } from '../../src/domain/count.ts';
import { ANSWER_MAX } from '../../src/domain/questions.ts';
import type { Db } from '../db/client.ts';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, isNull } from '../db/orm.ts';
import { productQuestions, products, users } from '../db/schema.ts';
import { answerQuestion, hideQuestion, questionColumns } from '../catalogue/questions.ts';
import { flag, option } from './args.ts';
import { productByKey } from './product-key.ts';
import { UsageError } from './usage-error.ts';

/** The owner's view of product questions: read them, answer one in public, take one down or back up. */

interface Output {
  out(line: string): void;
}

/** The most questions one list prints; past it the owner narrows by product. */
export const QUESTIONS_LISTED = 100;

/** The latest questions (of one product; or only those waiting for an answer), with each asker's e-mail. */
/** A question still waiting for the shop's answer (and not taken down). */
export const UNANSWERED = and(isNull(productQuestions.answer), isNull(productQuestions.hiddenAt))!;

export async function listQuestions(db: Db, io: Output, args: string[]) {
  const rest = [...args];
  const key = option(rest, 'product');
  const unanswered = flag(rest, 'unanswered');
  if (rest.length > 0)
    throw new UsageError(
      `unexpected '${rest[0]}': npm run shop -- questions list [--product <product>] [--unanswered]`,
    );
  const where: SQL[] = [];
  if (key) where.push(eq(productQuestions.productId, (await productByKey(db, key)).id));
  if (unanswered) where.push(UNANSWERED);
  const condition = and(...where);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(productQuestions).where(condition),
    db
      .select({ ...questionColumns, product: products.title, email: users.email })
      .from(productQuestions)
      .innerJoin(products, eq(products.id, productQuestions.productId))
      .innerJoin(users, eq(users.id, productQuestions.userId))
      .where(condition)
      .orderBy(desc(productQuestions.askedAt), desc(productQuestions.id))
      .limit(QUESTIONS_LISTED),
  ]);
  if (rows.length === 0) return io.out('No questions.');
  for (const q of rows) {
    const state = q.hiddenAt ? 'taken down' : q.answer === null ? 'waiting for your answer' : 'answered';
    io.out(
      `#${q.id}  ${q.product}  ${q.firstName} ${q.lastName} <${q.email}>  ${formatOrderDate(q.askedAt.toISOString())}  ${state}`,
    );
    io.out(`    Q: ${q.question.replace(/\s+/g, ' ')}`);
    if (q.answer !== null) io.out(`    A: ${q.answer.replace(/\s+/g, ' ')}`);
  }
  const more = (total?.n ?? 0) - rows.length;
  if (more > 0) io.out(`… and ${more} older: add --product <product> to see one product's.`);
}

/** The question's number as the owner typed it ('12' or '#12'), or a usage error saying how. */
function questionNumber(typed: string | undefined, usage: string): number {
  const id = Number(typed?.replace(/^#/, ''));
  if (!typed || !Number.isSafeInteger(id) || id < 1) throw new UsageError(usage);
  return id;
}

const ANSWER_USAGE =
  'give the question\'s number and your answer, e.g. npm run shop -- questions answer 12 "Yes: it is food-safe."';

/** Answers a question for everyone (its asker is e-mailed the first time), or rewords the answer. */
export async function answerQuestionCommand(db: Db, io: Output, args: string[]) {
  const [typed, ...words] = args;
  const id = questionNumber(typed, ANSWER_USAGE);
  const answer = words.join(' ').trim();
  if (!answer) throw new UsageError(ANSWER_USAGE);
  if (answer.length > ANSWER_MAX)
    throw new UsageError(
      `keep the answer to ${formatCount(ANSWER_MAX)} characters (it has ${formatCount(answer.length)})`,
    );
  const outcome = await answerQuestion(db, id, answer);
  if (outcome === 'no-question')
    throw new UsageError(`no question #${id}: npm run shop -- questions list shows them`);
  if (outcome === 'hidden')
    throw new UsageError(
      `question #${id} is taken down, so no one would see an answer: npm run shop -- questions restore ${id} first`,
    );
  io.out(
    `Answered question #${id}: shoppers see it on the product's page, and its asker is e-mailed (once).`,
  );
}

/** Takes a question down (no one sees it, its asker included) or puts it back up. */
export async function hideQuestionCommand(db: Db, io: Output, action: 'hide' | 'restore', args: string[]) {
  const [typed, ...more] = args;
  const id = questionNumber(
    more.length > 0 ? undefined : typed,
    `give the question's number, e.g. npm run shop -- questions ${action} 12 (questions list shows them)`,
  );
  if (!(await hideQuestion(db, id, action === 'hide')))
    throw new UsageError(`no question #${id}: npm run shop -- questions list shows them`);
  io.out(
    action === 'hide' ? `Question #${id} taken down: no one sees it.` : `Question #${id} is shown again.`,
  );
}
