import { http, HttpResponse } from 'msw';
import type { CreditAccountInput } from '../../contract/credit-account.ts';
import { mockAuthMessages } from './auth.ts';
import { hasBearer } from './request.ts';
import { extensionRoutes, mockPath } from './routes.ts';

/**
 * A shopper's credit with the shop as our server answers it (server/routes/account): none by
 * default, so the account page shows no card; a story passes the account it shows.
 */
export const creditAccountHandlers = (account: CreditAccountInput | null = null) => [
  http.get(mockPath(extensionRoutes.creditAccount), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({ account })
      : HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 }),
  ),
];
