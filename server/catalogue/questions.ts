import type { AnsweredQuestion, MyQuestionsAnswer, QuestionsAnswer } from '../../src/contract/questions.ts';
import { QUESTIONS_PAGE_SIZE } from '../../src/contract/limits.ts';
import { MAX_OPEN_QUESTIONS, questionTexts } from '../../src/domain/questions.ts';
import { reviewerName } from '../../src/domain/reviews.ts';
import type { Db } from '../db/client.ts';
import { and, count, desc, eq, isNotNull, isNull } from '../db/orm.ts';
import { mailQueue, productQuestions, products, stillSold, users } from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';
import { rowNumber, soldProduct } from './reviews.ts';

/**
 * Product questions kept (rules in src/domain/questions.ts): a product's answered ones, a
 * shopper's own, asking one (the shop is e-mailed), and the owner's answer (the asker is e-mailed).
 */

/** Shown to everyone: answered, and not taken down. */
const shown = and(isNotNull(productQuestions.answer), isNull(productQuestions.hiddenAt));
/** Waiting for the owner: not answered, and not taken down. */
const open = and(isNull(productQuestions.answer), isNull(productQuestions.hiddenAt));

/** A question's columns and its asker's name (joined with `users`), as the shop and the owner read them. */
export const questionColumns = {
  id: productQuestions.id,
  question: productQuestions.question,
  askedAt: productQuestions.askedAt,
  answer: productQuestions.answer,
  answeredAt: productQuestions.answeredAt,
  hiddenAt: productQuestions.hiddenAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The product's answered questions, page `page` of them, the latest answered first. */
export async function productQuestionsPage(
  db: Db,
  productId: string,
  page: number,
): Promise<QuestionsAnswer> {
  const id = await soldProduct(db, productId);
  const where = and(eq(productQuestions.productId, id), shown);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(productQuestions).where(where),
    db
      .select(questionColumns)
      .from(productQuestions)
      .innerJoin(users, eq(users.id, productQuestions.userId))
      .where(where)
      .orderBy(desc(productQuestions.answeredAt), desc(productQuestions.id))
      .limit(QUESTIONS_PAGE_SIZE)
      .offset((page - 1) * QUESTIONS_PAGE_SIZE),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map((r): AnsweredQuestion => ({
      id: r.id,
      question: r.question,
      name: reviewerName(r.firstName, r.lastName),
      askedAt: r.askedAt.toISOString(),
      answer: r.answer ?? '',
      answeredAt: (r.answeredAt ?? r.askedAt).toISOString(),
    })),
    page,
    pages: Math.ceil(n / QUESTIONS_PAGE_SIZE),
    total: n,
  };
}

/** The shopper's questions about the product (waiting or answered, not those taken down), newest first. */
export async function myQuestions(db: Db, userId: string, productId: string): Promise<MyQuestionsAnswer> {
  const id = await soldProduct(db, productId);
  const rows = await db
    .select()
    .from(productQuestions)
    .where(
      and(
        eq(productQuestions.userId, userId),
        eq(productQuestions.productId, id),
        isNull(productQuestions.hiddenAt),
      ),
    )
    .orderBy(desc(productQuestions.askedAt), desc(productQuestions.id));
  return {
    data: rows.map((r) => ({
      id: r.id,
      question: r.question,
      askedAt: r.askedAt.toISOString(),
      ...(r.answer !== null && r.answeredAt && { answer: r.answer, answeredAt: r.answeredAt.toISOString() }),
    })),
  };
}

/**
 * Asks the shop about the product: kept, and the shop e-mailed. 409 when the shopper already has
 * MAX_OPEN_QUESTIONS waiting (over all products): questions are for answers, not a channel to flood.
 */
export async function askQuestion(
  db: Db,
  userId: string,
  productId: string,
  question: string,
): Promise<MyQuestionsAnswer> {
  const id = await soldProduct(db, productId);
  await db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ n: count() })
      .from(productQuestions)
      .where(and(eq(productQuestions.userId, userId), open));
    if ((waiting?.n ?? 0) >= MAX_OPEN_QUESTIONS) throw new HttpError(409, questionTexts.tooMany);
    const [asked] = await tx
      .insert(productQuestions)
      .values({ productId: id, userId, question })
      .returning({ id: productQuestions.id });
    await tx
      .insert(mailQueue)
      .values({ key: `owner-question:${asked!.id}`, kind: 'owner-question', questionId: asked!.id })
      .onConflictDoNothing({ target: mailQueue.key });
  });
  return myQuestions(db, userId, id);
}

/**
 * The shopper takes back a question of theirs still waiting: it is deleted, and with it the shop's
 * e-mail about it if not sent yet (the queue's row goes with it). 404 when they have no such
 * question about the product; 409 once the shop has answered it (it stays, with its answer, for
 * others). Answers as GET /mine.
 */
export async function withdrawQuestion(
  db: Db,
  userId: string,
  productId: string,
  questionId: string,
): Promise<MyQuestionsAnswer> {
  const id = await soldProduct(db, productId);
  const number = rowNumber(questionId);
  if (number === undefined) throw new HttpError(404, questionTexts.notYours);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ answer: productQuestions.answer })
      .from(productQuestions)
      .where(
        and(
          eq(productQuestions.id, number),
          eq(productQuestions.userId, userId),
          eq(productQuestions.productId, id),
          isNull(productQuestions.hiddenAt),
        ),
      )
      .for('update');
    if (!row) throw new HttpError(404, questionTexts.notYours);
    if (row.answer !== null) throw new HttpError(409, questionTexts.answeredStays);
    await tx.delete(productQuestions).where(eq(productQuestions.id, number));
  });
  return myQuestions(db, userId, id);
}

/** What answering a question did, or why it could not. */
export type AnswerOutcome = 'answered' | 'no-question' | 'hidden';

/**
 * The owner's public answer to question `id` (again: rewords it). The first answer e-mails the
 * asker, once. A question taken down cannot be answered.
 */
export async function answerQuestion(db: Db, id: number, answer: string): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ hiddenAt: productQuestions.hiddenAt })
      .from(productQuestions)
      .where(eq(productQuestions.id, id))
      .for('update');
    if (!row) return 'no-question';
    if (row.hiddenAt) return 'hidden';
    await tx
      .update(productQuestions)
      .set({ answer, answeredAt: new Date() })
      .where(eq(productQuestions.id, id));
    await tx
      .insert(mailQueue)
      .values({ key: `question-answered:${id}`, kind: 'question-answered', questionId: id })
      .onConflictDoNothing({ target: mailQueue.key });
    return 'answered';
  });
}

/** Takes a question down (no one sees it, its asker included) or puts it back; false when there is none. */
export async function hideQuestion(db: Db, id: number, hidden: boolean): Promise<boolean> {
  const [row] = await db
    .update(productQuestions)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(productQuestions.id, id))
    .returning({ id: productQuestions.id });
  return row !== undefined;
}

/**
 * A question as its e-mails tell of it, if it is still `state`: 'open' (the shop's e-mail: not
 * answered or taken down since) or 'answered' (the asker's: shown, its product still sold).
 */
export async function questionToMail(db: Db, id: number, state: 'open' | 'answered') {
  const [row] = await db
    .select({
      id: productQuestions.id,
      question: productQuestions.question,
      answer: productQuestions.answer,
      askedAt: productQuestions.askedAt,
      productId: productQuestions.productId,
      title: products.title,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(productQuestions)
    .innerJoin(users, eq(users.id, productQuestions.userId))
    .innerJoin(products, eq(products.id, productQuestions.productId))
    .where(and(eq(productQuestions.id, id), state === 'open' ? open : and(shown, stillSold)));
  if (!row) return undefined;
  return {
    ...row,
    name: reviewerName(row.firstName, row.lastName),
    askedAt: row.askedAt.toISOString(),
  };
}
