import useSWR from 'swr';
import type { MyQuestionsAnswer, QuestionRequest, QuestionsAnswer } from '../contract/questions.ts';
import { lazyContract, request, type ApiClient } from './http.ts';
import { useSignedInExtension } from './signed-in-extension.ts';

const contract = lazyContract(() => import('../contract/questions.ts'));

const questionsPath = (productId: string) => `/products/${encodeURIComponent(productId)}/questions`;
const myQuestionsKey = (productId: string) => `${questionsPath(productId)}/mine`;

/** Extension GET /products/{id}/questions?page=N: a page of the answered questions. */
export const getQuestions = async (
  productId: string,
  page: number,
  client?: ApiClient,
): Promise<QuestionsAnswer> =>
  request(
    questionsPath(productId),
    (await contract()).questionsAnswer,
    { query: { page: String(page) } },
    client,
  );

// The hook's SWR key and fetcher, exported together: the server's render of the product page
// fetches by the same ones (its serverData), so the answered questions are in the page it sends.
export const questionsKey = (productId: string) => ['/products/questions', productId] as const;
export const fetchQuestions = ([, productId]: readonly [string, string], client?: ApiClient) =>
  getQuestions(productId, 1, client);

/**
 * A product's answered questions, their first page (the next are asked with getQuestions): not
 * asked again on focus. A server without them answers 404/405 (`isNotOffered(error)`).
 */
export function useQuestions(productId: string) {
  return useSWR(questionsKey(productId), fetchQuestions, { revalidateOnFocus: false });
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

/** Takes back one of the shopper's questions still waiting; answers as GET /mine. */
export const withdrawQuestion = async (productId: string, questionId: number): Promise<MyQuestionsAnswer> =>
  request(`${myQuestionsKey(productId)}/${questionId}`, (await contract()).myQuestionsAnswer, {
    method: 'DELETE',
  });
