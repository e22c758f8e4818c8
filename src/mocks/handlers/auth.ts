import { http, HttpResponse } from 'msw';
import {
  authMessages,
  changePasswordRequest,
  deleteAccountRequest,
  emailChangeRequest,
  emailConfirmRequest,
  nameRequest,
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
} from '../../contract/auth.ts';
import {
  accountEmail,
  accountInfoBody,
  loginResponse,
  pendingEmailChange,
  signedInDevices,
} from '../fixtures/account.ts';
import { emailChangeTexts } from '../../domain/email-change.ts';
import { emailVerificationTexts } from '../../domain/email-verification.ts';
import { accountDeletionTexts } from '../../domain/account-deletion.ts';
import { accountSecurityTexts } from '../../domain/account-security.ts';
import { hasBearer, readBody } from './request.ts';
import { extensionRoutes, mockPath } from './routes.ts';

/** Deleting the account with this password finds an order still open (ORD-7K2M9XQ4, Processing). */
export const PASSWORD_WITH_OPEN_ORDER = 'open-order';

/** Sign-in with this password fails; registering (or moving to) this e-mail finds it taken; this reset or e-mail link is stale. */
export const WRONG_PASSWORD = 'wrongpass';
export const TAKEN_EMAIL = 'taken@example.com';
export const EXPIRED_RESET_TOKEN = 'expired';

export const mockAuthMessages = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  resetExpired: 'This reset link is invalid or has expired.',
  resetSent: 'If an account exists for that e-mail, a reset link is on its way.',
  resetDone: 'Your password has been changed. You can now log in.',
  registered: 'Account created successfully. You can now log in.',
  loggedOut: 'You have been logged out successfully.',
  unauthorized: 'Unauthorized',
} as const;

/** GET /accountInfo as a spec server answers it: without our `emailConfirmed`. */
export const specAccountInfo = () => {
  const { emailConfirmed: _confirmed, ...spec } = accountInfoBody.data;
  return http.get('*/api/v1/accountInfo', ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({ data: spec })
      : HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 }),
  );
};

export const authHandlers = [
  http.post('*/api/v1/users/authorize', async ({ request }) => {
    const body = await readBody(request, loginRequest);
    if (!body.ok) return body.response;
    if (body.data.password === WRONG_PASSWORD) {
      return HttpResponse.json({ error: mockAuthMessages.invalidCredentials }, { status: 401 });
    }
    return HttpResponse.json(loginResponse);
  }),
  http.post('*/api/v1/users/register', async ({ request }) => {
    const body = await readBody(request, registerRequest);
    if (!body.ok) return body.response;
    if (body.data.email === TAKEN_EMAIL) {
      return HttpResponse.json({ error: mockAuthMessages.emailTaken }, { status: 409 });
    }
    return HttpResponse.json({ message: mockAuthMessages.registered }, { status: 201 });
  }),
  http.post(mockPath(extensionRoutes.logout), () =>
    HttpResponse.json({ message: mockAuthMessages.loggedOut }),
  ),
  http.post(mockPath(extensionRoutes.forgotPassword), async ({ request }) => {
    const body = await readBody(request, forgotPasswordRequest);
    if (!body.ok) return body.response;
    return HttpResponse.json({ message: mockAuthMessages.resetSent });
  }),
  http.post(mockPath(extensionRoutes.resetPassword), async ({ request }) => {
    const body = await readBody(request, resetPasswordRequest);
    if (!body.ok) return body.response;
    if (body.data.token === EXPIRED_RESET_TOKEN) {
      return HttpResponse.json({ error: mockAuthMessages.resetExpired }, { status: 400 });
    }
    return HttpResponse.json({ message: mockAuthMessages.resetDone });
  }),
  http.post(mockPath(extensionRoutes.deleteAccount), async ({ request }) => {
    if (!hasBearer(request))
      return HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
    const body = await readBody(request, deleteAccountRequest);
    if (!body.ok) return body.response;
    if (body.data.password === WRONG_PASSWORD)
      return HttpResponse.json({ error: accountDeletionTexts.wrongPassword }, { status: 403 });
    if (body.data.password === PASSWORD_WITH_OPEN_ORDER)
      return HttpResponse.json(
        { error: accountDeletionTexts.openOrders('ORD-7K2M9XQ4, Processing') },
        { status: 409 },
      );
    return HttpResponse.json({ message: accountDeletionTexts.deleted });
  }),
  http.post(mockPath(extensionRoutes.changePassword), async ({ request }) => {
    if (!hasBearer(request))
      return HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
    const body = await readBody(request, changePasswordRequest);
    if (!body.ok) return body.response;
    if (body.data.currentPassword === WRONG_PASSWORD)
      return HttpResponse.json({ error: accountSecurityTexts.wrongPassword }, { status: 403 });
    return HttpResponse.json({ message: accountSecurityTexts.changed });
  }),
  // The fixture's shopper is signed in on two other devices (an office computer, a browser that did not say).
  http.post(mockPath(extensionRoutes.signOutOthers), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({ message: accountSecurityTexts.signedOutOthers(2), ended: 2 })
      : HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 }),
  ),
  http.get(mockPath(extensionRoutes.signedInDevices), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({ data: signedInDevices })
      : HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 }),
  ),
  http.delete(mockPath(extensionRoutes.signedInDeviceEnd), ({ request, params }) => {
    if (!hasBearer(request))
      return HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
    const found = signedInDevices.find((d) => d.id === params.id);
    if (!found) return HttpResponse.json({ error: accountSecurityTexts.deviceGone }, { status: 404 });
    if (found.current)
      return HttpResponse.json({ error: accountSecurityTexts.deviceIsThisOne }, { status: 409 });
    return HttpResponse.json({
      message: accountSecurityTexts.deviceSignedOut(found.device ?? accountSecurityTexts.unknownDevice),
    });
  }),
  http.put(mockPath(extensionRoutes.saveName), async ({ request }) => {
    if (!hasBearer(request))
      return HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
    const body = await readBody(request, nameRequest);
    if (!body.ok) return body.response;
    return HttpResponse.json({ data: { ...accountInfoBody.data, ...body.data } });
  }),
  // No change of address waits; asking for one sends the link to the address given (at the fixture's time).
  http.get(mockPath(extensionRoutes.emailChange), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({ pending: null })
      : HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 }),
  ),
  http.post(mockPath(extensionRoutes.emailChangeAsk), async ({ request }) => {
    if (!hasBearer(request))
      return HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
    const body = await readBody(request, emailChangeRequest);
    if (!body.ok) return body.response;
    const { email, password } = body.data;
    if (email === accountEmail) return HttpResponse.json({ error: authMessages.sameEmail }, { status: 400 });
    if (password === WRONG_PASSWORD)
      return HttpResponse.json({ error: emailChangeTexts.wrongPassword }, { status: 403 });
    if (email === TAKEN_EMAIL)
      return HttpResponse.json({ error: mockAuthMessages.emailTaken }, { status: 409 });
    return HttpResponse.json({
      message: emailChangeTexts.sent(email),
      pending: { ...pendingEmailChange, email },
    });
  }),
  http.delete(mockPath(extensionRoutes.emailChangeDrop), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({ message: emailChangeTexts.dropped })
      : HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 }),
  ),
  // Any link works but the stale one ('expired'); it changes the address to the fixture's waiting one.
  http.post(mockPath(extensionRoutes.emailChangeConfirm), async ({ request }) => {
    const body = await readBody(request, emailConfirmRequest);
    if (!body.ok) return body.response;
    if (body.data.token === EXPIRED_RESET_TOKEN)
      return HttpResponse.json({ error: emailChangeTexts.linkInvalid }, { status: 400 });
    const { email } = pendingEmailChange;
    return HttpResponse.json({ message: emailChangeTexts.confirmed(email), email });
  }),
  // Any link works but the stale one ('expired'); it confirms the fixture's address.
  http.post(mockPath(extensionRoutes.verifyEmail), async ({ request }) => {
    const body = await readBody(request, emailConfirmRequest);
    if (!body.ok) return body.response;
    if (body.data.token === EXPIRED_RESET_TOKEN)
      return HttpResponse.json({ error: emailVerificationTexts.linkInvalid }, { status: 400 });
    return HttpResponse.json({
      message: emailVerificationTexts.confirmed(accountEmail),
      email: accountEmail,
    });
  }),
  // The fixture's address is confirmed (accountInfoBody); a story that shows one not confirmed sends
  // a new link with this.
  http.post(mockPath(extensionRoutes.verifyEmailSend), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({ message: emailVerificationTexts.sent(accountEmail) })
      : HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 }),
  ),
  http.get('*/api/v1/accountInfo', ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json(accountInfoBody)
      : HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 }),
  ),
];
