import { http, HttpResponse } from 'msw';
import { productAsServed, type ProductAsServedInput } from '../../contract/product.ts';
import {
  listReminderInput,
  MAX_SAVED_LISTS,
  quickOrderRequest,
  savedListInput,
  type QuickOrderAnswerInput,
  type SavedListAnswerInput,
} from '../../contract/quick-order.ts';
import { ANY_QUANTITY } from '../../domain/bulk.ts';
import { firstReminderDay, isReminderEvery } from '../../domain/list-reminders.ts';
import { toPaise } from '../../domain/money.ts';
import { toProduct } from '../../domain/product.ts';
import { resolveQuickLine, type SoldBySku } from '../../domain/quick-order.ts';
import { normalizeSku } from '../../domain/sku.ts';
import { stockOf } from '../../domain/stock.ts';
import { products } from '../fixtures/products.ts';
import { mockAuthMessages } from './auth.ts';
import { hasBearer, readBody } from './request.ts';
import { extensionRoutes, mockPath } from './routes.ts';

/**
 * POST /quick-order as our server answers it (server/routes/quick-order), over `catalogue`: the
 * same SKU matching, quantity and stock checks and volume prices, from src/domain.
 */
export function resolveMockQuickOrder(
  lines: readonly { sku: string; quantity?: number | undefined }[],
  catalogue: readonly ProductAsServedInput[] = products,
): QuickOrderAnswerInput {
  const bySku = new Map(
    catalogue.flatMap((input) => {
      const product = toProduct(productAsServed.parse(input));
      if (!product.sku) return [];
      const sold: SoldBySku<ProductAsServedInput> = {
        sku: product.sku,
        title: product.name,
        sizes: product.sizes,
        item: input,
        rule: product.orderQuantity ?? ANY_QUANTITY,
        pricePaise: toPaise(product.price),
        tiers: (product.priceTiers ?? []).map((t) => ({
          minQuantity: t.minQuantity,
          pricePaise: toPaise(t.price),
        })),
        left: (size) => stockOf(product, size),
      };
      return [[product.sku, sold] as const];
    }),
  );
  return { lines: lines.map((line) => resolveQuickLine(line, (sku) => bySku.get(sku))) };
}

export function quickOrderHandlers(catalogue: readonly ProductAsServedInput[] = products) {
  return [
    http.post(mockPath(extensionRoutes.quickOrder), async ({ request }) => {
      const body = await readBody(request, quickOrderRequest);
      if (!body.ok) return body.response;
      return HttpResponse.json(resolveMockQuickOrder(body.data.lines, catalogue));
    }),
  ];
}

/**
 * The account's reorder lists as our server keeps them (server/routes/lists). Stateless like the
 * address book's: the account holds `saved` (none by default), and a change answers the lists as
 * they would be after it. With `reminders: false`, a server that keeps lists but not their
 * reminders: no `reminder` on the lists, and 404 for setting one.
 */
export function savedListHandlers(
  saved: readonly SavedListAnswerInput[] = [],
  { reminders = true }: { reminders?: boolean } = {},
) {
  const unauthorized = () => HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
  // Our server serves every list's reminder, null where none is set.
  const answer = (list: readonly SavedListAnswerInput[], status = 200) =>
    HttpResponse.json(
      {
        data: list.map(({ reminder, ...l }) => (reminders ? { ...l, reminder: reminder ?? null } : l)),
      },
      { status },
    );
  const notFound = () => HttpResponse.json({ error: 'List not found' }, { status: 404 });
  return [
    http.get(mockPath(extensionRoutes.lists), ({ request }) =>
      hasBearer(request) ? answer(saved) : unauthorized(),
    ),
    http.post(mockPath(extensionRoutes.listSave), async ({ request }) => {
      if (!hasBearer(request)) return unauthorized();
      const body = await readBody(request, savedListInput);
      if (!body.ok) return body.response;
      const { name, lines } = body.data;
      const same = saved.find((l) => l.name.toLowerCase() === name.toLowerCase());
      if (!same && saved.length >= MAX_SAVED_LISTS)
        return HttpResponse.json(
          { error: `You can keep ${MAX_SAVED_LISTS} lists: delete one before saving another` },
          { status: 409 },
        );
      const list = {
        ...same,
        id: same?.id ?? `list-${saved.length + 1}`,
        name,
        lines: lines.map((l) => ({ sku: normalizeSku(l.sku), quantity: l.quantity })),
        updatedAt: new Date().toISOString(),
      };
      return answer([list, ...saved.filter((l) => l !== same)], same ? 200 : 201);
    }),
    http.delete<{ id: string }>(mockPath(extensionRoutes.listRemove), ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      if (!saved.some((l) => l.id === params.id)) return notFound();
      return answer(saved.filter((l) => l.id !== params.id));
    }),
    http.put<{ id: string }>(mockPath(extensionRoutes.listReminder), async ({ request, params }) => {
      if (!reminders) return HttpResponse.json({ error: 'Not found' }, { status: 404 });
      if (!hasBearer(request)) return unauthorized();
      const body = await readBody(request, listReminderInput);
      if (!body.ok) return body.response;
      if (!saved.some((l) => l.id === params.id)) return notFound();
      const { everyDays } = body.data;
      const reminder =
        everyDays !== null && isReminderEvery(everyDays)
          ? { everyDays, nextOn: firstReminderDay(new Date(), everyDays) }
          : null;
      return answer(saved.map((l) => (l.id === params.id ? { ...l, reminder } : l)));
    }),
  ];
}
