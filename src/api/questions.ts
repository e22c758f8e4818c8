import useSWR from 'swr';
import type { MyQuestionsAnswer, QuestionRequest, QuestionsAnswer } from '../contract/questions.ts';
import { lazyContract, request } from './http.ts';
import { useSignedInExtension } from './signed-in-extension.ts';

const contract = lazyContract(() => import('../contract/questions.ts'));

const questionsPath = (productId: string) => `/products/${encodeURIComponent(productId)}/questions`;
const myQuestionsKey = (productId: string) => `${questionsPath(productId)}/mine`;

/** Extension GET /products/{id}/questions?page=N: a page of the answered questions. */
export const getQuestions = async (productId: string, page: number): Promise<QuestionsAnswer> =>
  request(questionsPath(productId), (await contract()).questionsAnswer, { query: { page: String(page) } });

/**
 * A product's answered questions, their first page, asked once the page is live (`live`): they sit
 * at the foot of the page. A server without them answers 404/405 (`isNotOffered(error)`).
 */
export function useQuestions(productId: string, live: boolean) {
  return useSWR(live ? ['/products/questions', productId] : null, ([, id]) => getQuestions(id, 1), {
    revalidateOnFocus: false,
  });
}

/** The signed-in shopper's questions about the product; null: not offered. */
export function useMyQuestions(productId: string, signedIn: boolean) {
  return useSignedInExtension(signedIn, myQuestionsKey(productId), async () =>
    request(myQuestionsKey(productId), (await contract()).myQuestionsAnswer),
  );
}

/** Asks the shop about the product; answers as GET /mine. */
export async function askQuestion(productId: string, question: QuestionRequest): Promise<MyQuestionsAnswer> {
  const { questionRequest, myQuestionsAnswer } = await contract();
  return request(myQuestionsKey(productId), myQuestionsAnswer, {
    method: 'POST',
    body: questionRequest.parse(question),
  });
}
