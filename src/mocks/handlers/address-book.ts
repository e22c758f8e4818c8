import { http, HttpResponse } from 'msw';
import type { SavedAddressInput } from '../../contract/address-book.ts';
import type { BusinessDetailsInput } from '../../contract/business.ts';
import { mockAuthMessages } from './auth.ts';
import { hasBearer } from './request.ts';
import { extensionRoutes, mockPath } from './routes.ts';

/**
 * The account's address book as our server keeps it (server/routes/account). Stateless like the
 * wishlist's: the account holds `saved` (none by default; a story passes its own), and a change
 * answers the book as it would be after it.
 */
export function addressBookHandlers(saved: readonly SavedAddressInput[] = []) {
  const unauthorized = () => HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
  const notFound = () => HttpResponse.json({ error: 'Address not found' }, { status: 404 });
  const answer = (list: readonly SavedAddressInput[]) => HttpResponse.json({ data: list });
  return [
    http.get(mockPath(extensionRoutes.addressBook), ({ request }) =>
      hasBearer(request) ? answer(saved) : unauthorized(),
    ),
    http.put<{ id: string }>(mockPath(extensionRoutes.addressDefault), ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      const chosen = saved.find((a) => a.id === params.id);
      if (!chosen) return notFound();
      return answer([
        { ...chosen, isDefault: true },
        ...saved.filter((a) => a !== chosen).map((a) => ({ ...a, isDefault: false })),
      ]);
    }),
    http.delete<{ id: string }>(mockPath(extensionRoutes.addressRemove), ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      if (!saved.some((a) => a.id === params.id)) return notFound();
      const left = saved.filter((a) => a.id !== params.id);
      const hasDefault = left.some((a) => a.isDefault);
      return answer(left.map((a, i) => ({ ...a, isDefault: hasDefault ? a.isDefault : i === 0 })));
    }),
  ];
}

/**
 * The business details the account's last business order gave (server/routes/account): none by
 * default; a story passes its own.
 */
export function savedBusinessHandlers(business: BusinessDetailsInput | null = null) {
  return [
    http.get(mockPath(extensionRoutes.savedBusiness), ({ request }) =>
      hasBearer(request)
        ? HttpResponse.json({ business })
        : HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 }),
    ),
  ];
}
