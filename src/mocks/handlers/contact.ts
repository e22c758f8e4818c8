import { http, HttpResponse } from 'msw';
import { CONTACT_RECEIVED, contactRequest } from '../../contract/contact.ts';
import { extensionRoutes, mockPath } from './routes.ts';

/** POST /contact as our server answers it: 201 for a message the form would send, 400 naming the first fault. */
export const contactHandlers = [
  http.post(mockPath(extensionRoutes.contact), async ({ request }) => {
    const parsed = contactRequest.safeParse(await request.json().catch(() => null));
    if (!parsed.success)
      return HttpResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid body' }, { status: 400 });
    return HttpResponse.json({ message: CONTACT_RECEIVED }, { status: 201 });
  }),
];
