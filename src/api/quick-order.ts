import type { QuickOrderLine, SavedList } from '../contract/quick-order.ts';
import { lazyContract, request } from './http.ts';
import { useSignedInExtension } from './signed-in-extension.ts';

const contract = lazyContract(() => import('../contract/quick-order.ts'));

export const listsKey = '/lists';

/**
 * Extension POST /quick-order: each line's product, size and volume price, or its problem.
 * A server without it fails with a 404/405 (`isNotOffered`): the pad then says so.
 */
export async function checkQuickOrder(
  lines: readonly { sku: string; quantity?: number | undefined }[],
  signal?: AbortSignal,
): Promise<QuickOrderLine[]> {
  const { quickOrderAnswer, quickOrderRequest } = await contract();
  const body = quickOrderRequest.parse({ lines });
  const answer = await request('/quick-order', quickOrderAnswer, {
    method: 'POST',
    body,
    ...(signal && { signal }),
  });
  return answer.lines;
}

/** Extension GET /lists: the signed-in buyer's reorder lists, the latest saved first. */
export const getSavedLists = async (): Promise<SavedList[]> =>
  (await request(listsKey, (await contract()).savedLists)).data;

/** Saves lines under a name (replacing a list of that name); answers the lists as they now are. */
export async function saveList(name: string, lines: readonly { sku: string; quantity: number }[]) {
  const { savedListInput, savedLists } = await contract();
  return (
    await request(listsKey, savedLists, { method: 'POST', body: savedListInput.parse({ name, lines }) })
  ).data;
}

/** Deletes a list; answers the rest. */
export const removeList = async (id: string): Promise<SavedList[]> =>
  (
    await request(`${listsKey}/${encodeURIComponent(id)}`, (await contract()).savedLists, {
      method: 'DELETE',
    })
  ).data;

/**
 * Extension PUT /lists/{id}/reminder: e-mail the buyer every `everyDays` days to reorder the list,
 * or never again (null); answers the lists. Offered where the lists are served with `reminder`.
 */
export async function setListReminder(id: string, everyDays: number | null): Promise<SavedList[]> {
  const { listReminderInput, savedLists } = await contract();
  return (
    await request(`${listsKey}/${encodeURIComponent(id)}/reminder`, savedLists, {
      method: 'PUT',
      body: listReminderInput.parse({ everyDays }),
    })
  ).data;
}

/**
 * The reorder lists, for a signed-in buyer only. A server without them (404/405) answers null:
 * the cart and the account then offer no lists; any other failure is the caller's `error`.
 */
export function useSavedLists(signedIn: boolean) {
  return useSignedInExtension(signedIn, listsKey, getSavedLists);
}
