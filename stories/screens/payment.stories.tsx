import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within, type Mock } from 'storybook/test';
import { PaymentScreen } from '../../src/app/routes/payment.tsx';
import type { Leave } from '../../src/app/leave.ts';
import { http, HttpResponse } from 'msw';
import type {
  PaymentFieldInput,
  PaymentResponseInput,
  PaymentStatusAnswerInput,
} from '../../src/contract/payment.ts';
import { PAYMENT_POLL_MS } from '../../src/domain/payment-status.ts';
import { whatsAppTexts } from '../../src/domain/whatsapp.ts';
import { paymentOutcomeMessages } from '../../src/domain/payment-outcome.ts';
import { phoneMessages } from '../../src/domain/phone.ts';
import { accountInfo } from '../../src/mocks/fixtures/account.ts';
import { homeAddress, pendingOrder } from '../../src/mocks/fixtures/orders.ts';
import {
  codFee,
  failedResponse,
  initiatedResponse,
  paymentFieldsCodNotForPin,
  paymentFieldsCodOverCap,
  paymentFieldsAccountOverdue,
  paymentFieldsAccountOverLimit,
  paymentFieldsWithAccount,
  paymentFields,
  paymentStatuses,
  qrBase64Response,
  qrResponse,
  testBank,
  watchedPaymentId,
  redirectOnlyResponse,
  redirectPostResponse,
  unknownResponse,
  upiLink,
} from '../../src/mocks/fixtures/payments.ts';
import {
  paymentFieldsCodHandler,
  paymentFieldsHandler,
  paymentFieldsTestModeHandler,
  paymentStatusPath,
} from '../../src/mocks/handlers/payments.ts';
import { codTexts } from '../../src/domain/cash-on-delivery.ts';
import { accountTexts } from '../../src/domain/credit-account.ts';
import { extensionRoutes, notOffered } from '../../src/mocks/handlers/routes.ts';
import { loading, respond, serverError } from '../../src/mocks/overrides.ts';
import {
  notAwaitingTexts,
  paymentNotices,
  paymentTexts,
  watchTexts,
} from '../../src/screens/payment/payment-texts.ts';
import { DEFAULT_PAY_WITHIN_HOURS, payByTexts } from '../../src/domain/pay-by.ts';
import { goOffline } from '../../src/mocks/offline.ts';
import { offlineTexts } from '../../src/components/offline-notice.tsx';

const FIELDS = '*/api/v1/payments/fields';
const PAYMENTS = '*/api/v1/payments';
const ORDER_ID = String(pendingOrder.id);
const PAGE = `/payment?orderId=${ORDER_ID}`;

/**
 * Fresh spies per story: what the page would have done to leave the shop. The device is a desktop
 * (no UPI app can open) unless a story says it is a phone.
 */
const spies = () => ({
  leave: { assign: fn(), submit: fn() } satisfies Leave,
  canOpenUpiApp: () => false,
});
const onPhone = () => ({ ...spies(), canOpenUpiApp: () => true });

// These stories render the route module `src/app/routes/payment.tsx` against the MSW handlers, and with it
// the views in src/screens/payment/: payment-field-control, payment-fields-form, payment-view, qr-result,
// and src/components/redirect-post-form (the account page sends it too: Screens/Account).
const meta = {
  title: 'Screens/Payment',
  component: PaymentScreen,
  args: spies(),
  parameters: { route: { path: '/payment', url: PAGE }, session: 'signed-in' },
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const body = () => within(document.body);
const payForm = async (canvas: Context['canvas']) =>
  within(await canvas.findByRole('form', { name: paymentTexts.heading }));
const submitButton = (canvas: Context['canvas']) => canvas.getByRole('button', { name: paymentTexts.submit });

/** Types the payer's details over what the form was given (the account's and the address's). */
async function fillIn({ canvas, userEvent }: Context) {
  const form = await payForm(canvas);
  for (const [label, value] of [
    ['Payer name', 'Priya Sharma'],
    ['E-mail', 'priya.sharma@example.com'],
    ['Mobile number', '9876543210'],
  ] as const) {
    await userEvent.clear(form.getByLabelText(label));
    await userEvent.type(form.getByLabelText(label), value);
  }
}

async function clearPayer({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  const form = await payForm(canvas);
  for (const label of ['Payer name', 'E-mail', 'Mobile number'])
    await userEvent.clear(form.getByLabelText(label));
}

async function pay(context: Context) {
  await fillIn(context);
  await context.userEvent.click(submitButton(context.canvas));
}

/** The payment method drop-down: the browser's own (a phone shows its picker). */
const methods = async (context: Pick<Context, 'canvas'>) =>
  (await payForm(context.canvas)).getByRole<HTMLSelectElement>('combobox', { name: 'Payment method' });

/** The labels of the methods offered, in order. */
const offeredMethods = async (context: Pick<Context, 'canvas'>) =>
  [...(await methods(context)).options].map((option) => option.text);

async function choose(context: Context, method: string | RegExp) {
  const select = await methods(context);
  await context.userEvent.selectOptions(select, within(select).getByRole('option', { name: method }));
}

const answer = (response: PaymentResponseInput): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(respond('post', PAYMENTS, response as Parameters<typeof respond>[2]));
  },
});

/** The server's sandbox gateway is on: GET /payments/fields answers `{ fields, testMode: true }`. */
const testMode: Pick<Story, 'beforeEach'> = {
  beforeEach({ msw }) {
    msw.use(paymentFieldsTestModeHandler);
  },
};

const testModeNotice = (canvas: Context['canvas']) => canvas.queryByText(paymentTexts.testMode);

async function expectTestModeNotice(canvas: Context['canvas']) {
  const notice = await canvas.findByText(paymentTexts.testMode);
  await expect(notice).toBeVisible();
  await expect(notice.closest('[role="status"]')).toBeInTheDocument();
}

async function expectErrorWithWayBack(canvas: Context['canvas'], message: string) {
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(message);
  await expect(within(alert).getByRole('link', { name: paymentTexts.returnToCheckout })).toHaveAttribute(
    'href',
    '/checkout',
  );
}

export const MissingOrderId: Story = {
  parameters: { route: { path: '/payment', url: '/payment' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: paymentTexts.heading })).toBeVisible();
    await expectErrorWithWayBack(canvas, paymentTexts.missingOrder);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: paymentTexts.returnToCheckout }));
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /checkout');
  },
};

export const FieldsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(loading('get', FIELDS));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(paymentTexts.loading);
    await expect(canvas.getByTestId('order-id')).toHaveTextContent(ORDER_ID);
    await expect(canvas.queryByRole('button', { name: paymentTexts.submit })).not.toBeInTheDocument();
  },
};

export const FieldsLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', FIELDS));
  },
  play: async ({ canvas }) => {
    await expectErrorWithWayBack(canvas, paymentTexts.loadFailed);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const Form: Story = {
  play: async (context) => {
    const { canvas, step } = context;
    const form = await payForm(canvas);
    await step('every field is drawn from its definition, the optional GSTIN hidden', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: paymentTexts.heading })).toBeVisible();
      await expect(canvas.getByTestId('order-id')).toHaveTextContent(ORDER_ID);
      await expect(form.getByRole('combobox', { name: 'Payment method' })).toHaveDisplayValue('UPI QR code');
      await expect(form.getByLabelText('Payer name')).toHaveAttribute(
        'placeholder',
        'Name as on your UPI account or card',
      );
      await expect(form.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'We send the payment receipt here.',
      );
      // A plain list (no testMode) is a real gateway: no test-mode notice.
      await expect(testModeNotice(canvas)).not.toBeInTheDocument();
    });
    await step('the order being paid: its lines with their sizes and colours, and its total', async () => {
      const summary = within(await canvas.findByTestId('payment-order'));
      await expect(summary.getAllByRole('listitem')).toHaveLength(pendingOrder.items!.length);
      await expect(summary.getByTestId('payment-order-total')).toHaveTextContent('₹1,249.50');
      await expect(summary.getByTestId('pay-by')).toHaveTextContent(/^Please pay by 11 Feb 2025, 2:00 pm\./);
    });
    await step("the payer's details come from the order's address and the account, editable", async () => {
      await expect(form.getByLabelText('Payer name')).toHaveValue(homeAddress.fullName);
      await expect(form.getByLabelText('E-mail')).toHaveValue(accountInfo.email);
      await expect(form.getByLabelText('Mobile number')).toHaveValue(homeAddress.phone);
      await expect(submitButton(canvas)).toBeEnabled();
    });
    await step('submit waits for every required field', async () => {
      await clearPayer(context);
      await expect(form.getByLabelText('Mobile number')).toHaveValue('+91');
      await expect(submitButton(canvas)).toBeDisabled();
      await fillIn(context);
      await expect(submitButton(canvas)).toBeEnabled();
    });
  },
};

/** PAYMENT_SANDBOX=1: the form says, under the heading, that no money is taken. */
/** The shopper's orders as the server lists them, this one changed. */
const ordersWith = (changed: Partial<typeof pendingOrder>): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/v1/orders', () => HttpResponse.json([{ ...pendingOrder, ...changed }])));
  },
});

/**
 * The reminder's or the placed e-mail's link, followed after the shop cancelled the order unpaid:
 * no form to pay a cancelled order, the reason, and the way to order again.
 */
export const OrderCancelled: Story = {
  ...ordersWith({
    status: 4,
    history: [
      ...(pendingOrder.history ?? []),
      { status: 4, at: '2025-02-11T08:35:00.000Z', note: payByTexts.notPaid(DEFAULT_PAY_WITHIN_HOURS) },
    ],
  }),
  play: async ({ canvas }) => {
    const notice = await canvas.findByTestId('not-awaiting-payment');
    await expect(notice).toHaveTextContent(notAwaitingTexts.cancelledTitle);
    await expect(notice).toHaveTextContent(`Reason: Not paid within 24 hours. ${notAwaitingTexts.cancelled}`);
    await expect(within(notice).getByRole('link', { name: paymentTexts.viewOrders })).toHaveAttribute(
      'href',
      '/orders',
    );
    await expect(canvas.queryByRole('form', { name: paymentTexts.heading })).not.toBeInTheDocument();
  },
};

/**
 * Our server: the shopper tries to pay after the order's time ran out (before the sweep got to it).
 * The server cancels it there and then (409); the page asks for the orders again and shows the
 * order cancelled, with the reason, instead of the form.
 */
export const TimeToPayRanOut: Story = {
  beforeEach({ msw }) {
    let refused = false;
    const cancelled = {
      ...pendingOrder,
      status: 4,
      payBy: undefined,
      history: [
        ...(pendingOrder.history ?? []),
        { status: 4, at: '2025-02-11T08:35:00.000Z', note: payByTexts.notPaid(DEFAULT_PAY_WITHIN_HOURS) },
      ],
    };
    msw.use(
      http.get('*/api/v1/orders', () => HttpResponse.json([refused ? cancelled : pendingOrder])),
      http.post(PAYMENTS, () => {
        refused = true;
        return HttpResponse.json({ error: payByTexts.over }, { status: 409 });
      }),
    );
  },
  play: async (context) => {
    await pay(context);
    const notice = await context.canvas.findByTestId('not-awaiting-payment');
    await expect(notice).toHaveTextContent(notAwaitingTexts.cancelledTitle);
    await expect(notice).toHaveTextContent('Reason: Not paid within 24 hours.');
    await expect(context.canvas.queryByRole('form', { name: paymentTexts.heading })).not.toBeInTheDocument();
    // The notice says it all: no second alert, and no way back to a checkout that has nothing to do.
    await expect(context.canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * A refusal the server words (409), here cash on delivery gone over its cap since the page
 * loaded: the shopper reads why, and the form stays for another method.
 */
export const RefusedWithReason: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(PAYMENTS, () =>
        HttpResponse.json(
          { error: 'Cash on delivery is available on orders up to ₹1,000.' },
          { status: 409 },
        ),
      ),
    );
  },
  play: async (context) => {
    await pay(context);
    await expectErrorWithWayBack(context.canvas, 'Cash on delivery is available on orders up to ₹1,000.');
    await expect(submitButton(context.canvas)).toBeEnabled();
  },
};

/** Paid already (a second tab, an old link): nothing to pay again. */
export const OrderAlreadyPaid: Story = {
  ...ordersWith({
    status: 1,
    paid: true,
    history: [...(pendingOrder.history ?? []), { status: 1, at: '2025-02-10T08:33:00.000Z' }],
  }),
  play: async ({ canvas }) => {
    const notice = await canvas.findByTestId('not-awaiting-payment');
    await expect(notice).toHaveTextContent(`${notAwaitingTexts.settledTitle}${notAwaitingTexts.paid}`);
    await expect(canvas.queryByRole('button', { name: paymentTexts.submit })).not.toBeInTheDocument();
  },
};

/** Confirmed on account already (an old link): nothing to pay here, and what is due by when. */
export const OrderAlreadyOnAccount: Story = {
  ...ordersWith({
    status: 1,
    paid: false,
    onAccount: { due: 1249.5, dueOn: '2025-03-12', overdue: false },
    history: [...(pendingOrder.history ?? []), { status: 1, at: '2025-02-10T08:33:00.000Z' }],
  }),
  play: async ({ canvas }) => {
    const notice = await canvas.findByTestId('not-awaiting-payment');
    await expect(notice).toHaveTextContent(
      `${notAwaitingTexts.settledTitle}On account: pay ₹1,249.50 by 12 Mar 2025. ${notAwaitingTexts.other}`,
    );
    await expect(canvas.queryByRole('button', { name: paymentTexts.submit })).not.toBeInTheDocument();
  },
};

export const TestMode: Story = {
  ...testMode,
  play: async ({ canvas }) => {
    await payForm(canvas);
    await expectTestModeNotice(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: paymentTexts.heading })).toBeVisible();
  },
};

export const ConditionalField: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await payForm(canvas);
    await clearPayer({ canvas, userEvent });
    const gstin = () => form.queryByLabelText('GSTIN for a tax invoice (optional)');
    await userEvent.type(form.getByLabelText('Payer name'), 'Priya Sharma');
    await expect(gstin()).not.toBeInTheDocument();
    await userEvent.type(form.getByLabelText('E-mail'), 'priya.sharma@example.com');
    await expect(gstin()).toBeVisible();
    await expect(gstin()).toHaveAccessibleDescription(
      'Fill this in to get a GST tax invoice with your business name.',
    );
    await userEvent.clear(form.getByLabelText('Payer name'));
    await expect(gstin()).not.toBeInTheDocument();
  },
};

/** A visible optional field is checked too: a GSTIN of the wrong length is refused with a notice. */
export const InvalidGstin: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillIn(context);
    const form = await payForm(canvas);
    await userEvent.type(form.getByLabelText('GSTIN for a tax invoice (optional)'), '29ABCDE1234');
    await userEvent.click(submitButton(canvas));
    await expect(await body().findByText(paymentNotices.invalidTitle)).toBeVisible();
    await expect(form.getByLabelText('GSTIN for a tax invoice (optional)')).toHaveAccessibleDescription(
      /Please enter at least 15 characters/,
    );
  },
};

// The mock's mobile field gives only maxLength, so the spec's rules accept a short number; these
// two phone fields show the spec's other messages: one with both bounds, one with none.
const phoneFields: PaymentFieldInput[] = [
  ...paymentFields.filter((f) => f.name !== 'payerPhone'),
  {
    name: 'payerPhone',
    label: 'Mobile number',
    type: 'tel',
    rules: { required: true, minLength: 13, maxLength: 13 },
    rulesMessages: ['Please enter your mobile number'],
  },
  { name: 'alternatePhone', label: 'Alternate phone', type: 'text', inline: true },
  { name: 'landmark', label: 'Landmark', type: 'text', inline: true },
];

export const PhoneValidation: Story = {
  beforeEach({ msw }) {
    msw.use(respond('get', FIELDS, phoneFields as Parameters<typeof respond>[2]));
  },
  play: async ({ canvas, userEvent, step }) => {
    const form = await payForm(canvas);
    const mobile = form.getByLabelText('Mobile number');
    const alternate = form.getByLabelText('Alternate phone');
    // The first phone field has the address's mobile; the alternate one is left empty.
    await expect(mobile).toHaveValue(homeAddress.phone);
    await expect(alternate).toHaveValue('+91');
    await clearPayer({ canvas, userEvent });

    await step("'+91' stays and letters are dropped while typing", async () => {
      await userEvent.type(mobile, 'abc98x765');
      await expect(mobile).toHaveValue('+9198765');
      await userEvent.clear(mobile);
      await expect(mobile).toHaveValue('+91');
      await expect(alternate).toHaveValue('+91');
    });

    await step('the +91 rules give their messages on submit', async () => {
      await userEvent.type(form.getByLabelText('Payer name'), 'Priya Sharma');
      await userEvent.type(form.getByLabelText('E-mail'), 'priya.sharma@example.com');
      await expect(submitButton(canvas)).toBeDisabled();
      await userEvent.type(mobile, '98765');
      await userEvent.type(alternate, '98200');
      await userEvent.click(submitButton(canvas));
      await expect(await body().findByText(paymentNotices.invalidTitle)).toBeVisible();
      await expect(body().getByText(paymentNotices.invalid)).toBeVisible();
      await expect(mobile).toHaveAccessibleDescription(phoneMessages.minLength(13));
      await expect(alternate).toHaveAccessibleDescription(phoneMessages.exactLength);
      await expect(mobile).toHaveFocus();
    });

    await step('messages clear as the number is completed', async () => {
      await userEvent.type(mobile, '43210');
      await expect(mobile).toHaveAttribute('aria-invalid', 'false');
    });
  },
};

export const Processing: Story = {
  beforeEach({ msw }) {
    msw.use(loading('post', PAYMENTS));
  },
  play: async (context) => {
    await pay(context);
    await expect(await context.canvas.findByRole('button', { name: paymentTexts.processing })).toBeDisabled();
  },
};

export const QrFromText: Story = {
  play: async (context) => {
    const { canvas } = context;
    await pay(context);
    await expect(await canvas.findByRole('heading', { name: paymentTexts.qrHeading })).toBeVisible();
    const qr = await canvas.findByRole('img', { name: paymentTexts.qrAlt });
    await expect(qr.tagName.toLowerCase()).toBe('svg');
    await expect(qr).toHaveAttribute('width', '256');
    await expect(qr).toHaveAttribute('height', '256');
    await expect(canvas.getByText(paymentTexts.qrInstruction)).toBeVisible();
    await expect(canvas.getByRole('link', { name: paymentTexts.viewOrders })).toHaveAttribute(
      'href',
      '/orders',
    );
    // The UPI app link is for phones only.
    await expect(canvas.queryByRole('link', { name: paymentTexts.openUpiApp })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(testModeNotice(canvas)).not.toBeInTheDocument();
  },
};

/** The QR outcome keeps the notice: the shopper is about to scan a code that moves no money. */
export const QrInTestMode: Story = {
  ...testMode,
  play: async (context) => {
    await pay(context);
    await expect(await context.canvas.findByRole('heading', { name: paymentTexts.qrHeading })).toBeVisible();
    await expectTestModeNotice(context.canvas);
  },
};

export const QrOnPhone: Story = {
  args: onPhone(),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    await pay(context);
    const open = await context.canvas.findByRole('link', { name: paymentTexts.openUpiApp });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('href', upiLink);
  },
};

export const QrFromBase64: Story = {
  ...answer(qrBase64Response),
  play: async (context) => {
    await pay(context);
    await expect(await context.canvas.findByRole('heading', { name: paymentTexts.qrHeading })).toBeVisible();
    const image = context.canvas.getByRole('img', { name: paymentTexts.qrAlt });
    await expect(image.tagName.toLowerCase()).toBe('img');
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBOR/);
  },
};

export const PaymentError: Story = {
  ...answer(failedResponse),
  play: async (context) => {
    await pay(context);
    await expectErrorWithWayBack(context.canvas, 'Payment declined by bank');
    // The form stays, so the shopper can try another method.
    await expect(submitButton(context.canvas)).toBeEnabled();
  },
};

export const UnknownError: Story = {
  ...answer(unknownResponse),
  play: async (context) => {
    await pay(context);
    await expectErrorWithWayBack(context.canvas, paymentOutcomeMessages.unknown);
  },
};

export const SubmitFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', PAYMENTS));
  },
  play: async (context) => {
    await pay(context);
    await expectErrorWithWayBack(context.canvas, paymentTexts.failed);
  },
};

export const UnsafeTarget: Story = {
  args: spies(),
  ...answer({
    success: true,
    action: { type: 'deeplink', redirectUrl: 'javascript:alert(document.cookie)' },
  }),
  play: async (context) => {
    await pay(context);
    await expectErrorWithWayBack(context.canvas, paymentOutcomeMessages.unsafe);
    await expect(context.args.leave?.assign).not.toHaveBeenCalled();
  },
};

export const Deeplink: Story = {
  args: onPhone(),
  play: async (context) => {
    await choose(context, 'UPI app');
    await pay(context);
    await waitFor(() => expect(context.args.leave?.assign).toHaveBeenCalledWith(upiLink));
    // The UPI app opens over the page, which waits for the bank's verdict.
    await expect(await context.canvas.findByTestId('payment-watch')).toBeVisible();
  },
};

/** On a desktop no UPI app can open: the QR is the UPI choice. */
export const UpiAppOnlyOnPhones: Story = {
  play: async (context) => {
    await expect(await offeredMethods(context)).toEqual(['UPI QR code', 'Card / Netbanking via gateway']);
  },
};

export const DeclinedByGateway: Story = {
  parameters: {
    route: {
      path: '/payment',
      url: `${PAGE}&error=${encodeURIComponent('<b>Card declined</b> by the issuing bank')}`,
    },
  },
  play: async ({ canvas }) => {
    const callout = await canvas.findByTestId('gateway-error');
    await expect(callout).toHaveTextContent(paymentTexts.gatewayErrorTitle);
    // Shown as text: the markup is visible as typed, never rendered.
    await expect(callout).toHaveTextContent('<b>Card declined</b> by the issuing bank');
    await expect(callout.querySelector('b')).toBeNull();
    await expect(await payForm(canvas)).toBeTruthy();
  },
};

export const RedirectPost: Story = {
  args: spies(),
  play: async (context) => {
    // The spec's example form and our server's (in test mode) word the gateway each its own way.
    await choose(context, /^Card \/ Netbanking/);
    await pay(context);
    const submit = context.args.leave?.submit as Mock<Leave['submit']>;
    // The form is checked and POST /payments answered first: on a busy two-core run that took over
    // waitFor's default second once (as Initiated below allows for).
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const form = submit.mock.calls[0]![0];
    const { redirectUrl, formParams } = redirectPostResponse.action!;
    await expect(form.getAttribute('method')).toBe('post');
    await expect(form.action).toBe(redirectUrl);
    const sent = Object.fromEntries(new FormData(form));
    await expect(sent).toEqual({
      type: formParams?.type,
      url: formParams?.url,
      ...Object.fromEntries(
        Object.entries(formParams?.data ?? {}).map(([k, v]) => [`data[${k}]`, String(v)]),
      ),
    });
    await expect(context.canvas.getByText(paymentTexts.redirecting)).toBeVisible();
  },
};

/**
 * Back from the gateway without paying: a phone's browser shows the page again as it was left
 * ("Taking you to the payment page..."); it goes back to the form, which sends a fresh one.
 */
export const BackFromTheGateway: Story = {
  args: spies(),
  play: async (context) => {
    await RedirectPost.play?.(context);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(context.canvas.queryByText(paymentTexts.redirecting)).toBeNull());
    await pay(context);
    const submit = context.args.leave?.submit as Mock<Leave['submit']>;
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await expect(submit.mock.calls[1]![0]).not.toBe(submit.mock.calls[0]![0]);
    // Sent: shown as the form again, for the picture.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(context.canvas.queryByText(paymentTexts.redirecting)).toBeNull());
  },
};

/** The gateway redirect in test mode (the sandbox gateway is one): the notice stays while the page leaves. */
export const RedirectPostInTestMode: Story = {
  ...testMode,
  args: spies(),
  play: async (context) => {
    await RedirectPost.play?.(context);
    await expectTestModeNotice(context.canvas);
  },
};

export const RedirectWithoutAction: Story = {
  ...answer(redirectOnlyResponse),
  play: async (context) => {
    await pay(context);
    await expect(await context.canvas.findByTestId('navigated-to')).toHaveTextContent(
      `Navigated to /order-success?orderId=${ORDER_ID}`,
    );
  },
};

export const Initiated: Story = {
  ...answer(initiatedResponse),
  play: async (context) => {
    await pay(context);
    // The notice and the move to /orders come together, once POST /payments has answered.
    await expect(await context.canvas.findByTestId('navigated-to', {}, { timeout: 3000 })).toHaveTextContent(
      'Navigated to /orders',
    );
    await expect(body().getByText(paymentNotices.initiatedTitle)).toBeVisible();
    await expect(body().getByText(paymentNotices.initiated)).toBeVisible();
  },
};

// ---- Cash on delivery (our server's extension, GET /payments/fields?orderId=) ----

/** The order may be paid on delivery: the summary says so with the fee, and it is among the methods. */
export const CashOnDeliveryOffered: Story = {
  beforeEach({ msw }) {
    msw.use(paymentFieldsCodHandler);
  },
  play: async (context) => {
    await expect(await context.canvas.findByTestId('cod-offer')).toHaveTextContent(
      codTexts.offered(codFee, Number(pendingOrder.total) + codFee),
    );
    await choose(context, codTexts.methodWithFee(codFee));
    await expect(await methods(context)).toHaveDisplayValue(codTexts.methodWithFee(codFee));
  },
};

/** Choosing cash on delivery confirms the order: the page goes to its success page. */
export const CashOnDeliveryConfirms: Story = {
  ...CashOnDeliveryOffered,
  play: async (context) => {
    await choose(context, codTexts.methodWithFee(codFee));
    // Nothing is paid now: the button confirms the order instead.
    await context.userEvent.click(context.canvas.getByRole('button', { name: codTexts.confirm }));
    await expect(await context.canvas.findByTestId('navigated-to')).toHaveTextContent(
      `Navigated to /order-success?orderId=${ORDER_ID}`,
    );
  },
};

/** Above the shop's cap: no cash on delivery among the methods, and the summary says up to how much. */
export const CashOnDeliveryOverCap: Story = {
  beforeEach({ msw }) {
    msw.use(respond('get', FIELDS, paymentFieldsCodOverCap as Parameters<typeof respond>[2]));
  },
  play: async (context) => {
    await expect(await context.canvas.findByTestId('cod-offer')).toHaveTextContent(
      'Cash on delivery is available on orders up to ₹1,000.',
    );
    const offered = await offeredMethods(context);
    await expect(offered).toContain('UPI QR code');
    await expect(offered.filter((method) => /Cash on delivery/.test(method))).toEqual([]);
  },
};

/** The address's PIN has no cash on delivery: the summary names it. */
export const CashOnDeliveryNotForPin: Story = {
  beforeEach({ msw }) {
    msw.use(respond('get', FIELDS, paymentFieldsCodNotForPin as Parameters<typeof respond>[2]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('cod-offer')).toHaveTextContent(
      'Cash on delivery is not available for PIN code 400104.',
    );
  },
};

// ---- Buying on account (our server's extension, for a customer the shop gave credit) ----

/** The order fits in the customer's credit: the summary says what is due by when, and it is among the methods. */
export const OnAccountOffered: Story = {
  beforeEach({ msw }) {
    msw.use(paymentFieldsHandler(paymentFieldsWithAccount));
  },
  play: async (context) => {
    await expect(await context.canvas.findByTestId('account-offer')).toHaveTextContent(
      'You can buy this order on account: pay ₹1,249.50 by 12 Mar 2025. Credit available: ₹37,750.',
    );
    await choose(context, accountTexts.method(30));
    // Nothing is paid now: the button places the order on account instead.
    await expect(context.canvas.getByRole('button', { name: accountTexts.confirm })).toBeEnabled();
  },
};

/** Placing it on account confirms the order: the page goes to its success page. */
export const OnAccountConfirms: Story = {
  ...OnAccountOffered,
  play: async (context) => {
    await choose(context, accountTexts.method(30));
    await context.userEvent.click(context.canvas.getByRole('button', { name: accountTexts.confirm }));
    await expect(await context.canvas.findByTestId('navigated-to')).toHaveTextContent(
      `Navigated to /order-success?orderId=${ORDER_ID}`,
    );
  },
};

/** Above the credit left: not among the methods, and the summary says how much is left. */
export const OnAccountOverLimit: Story = {
  beforeEach({ msw }) {
    msw.use(paymentFieldsHandler(paymentFieldsAccountOverLimit));
  },
  play: async (context) => {
    await expect(await context.canvas.findByTestId('account-offer')).toHaveTextContent(
      'This order is above the credit left on your account (₹750). Please pay for it now.',
    );
    const offered = await offeredMethods(context);
    await expect(offered).toContain('UPI QR code');
    await expect(offered.filter((method) => /Pay on account/.test(method))).toEqual([]);
  },
};

/** An earlier order on account is past its day: no new one until it is paid. */
export const OnAccountOverdue: Story = {
  beforeEach({ msw }) {
    msw.use(paymentFieldsHandler(paymentFieldsAccountOverdue));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('account-offer')).toHaveTextContent(
      '₹2,495 on your account is overdue. Once it is paid you can buy on account again.',
    );
  },
};

// ---- Watching the payment (our server's extension, GET /payments/{id}) ----

/** GET /payments/{id} answers these, one per poll; the last one stays. */
const statuses = (...answers: PaymentStatusAnswerInput[]): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    let call = 0;
    msw.use(
      http.get(paymentStatusPath, () => HttpResponse.json(answers[Math.min(call++, answers.length - 1)])),
    );
  },
});

const watchCard = async (canvas: Context['canvas']) => within(await canvas.findByTestId('payment-watch'));

/** After the QR: what is paid, to whom, for which order, and that the page is waiting for the bank. */
export const WaitingForBank: Story = {
  play: async (context) => {
    await pay(context);
    await expect(await context.canvas.findByRole('heading', { name: paymentTexts.qrHeading })).toBeVisible();
    const card = await watchCard(context.canvas);
    await waitFor(() => expect(card.getByTestId('payment-amount')).toHaveTextContent('₹1,249.50'));
    await expect(card.getByTestId('payment-payee')).toHaveTextContent(
      'Gupta Supply Co. · guptasupply@okaxis',
    );
    await expect(card.getByText(ORDER_ID)).toBeVisible();
    await expect(card.getByRole('status')).toHaveTextContent(watchTexts.waiting);
    // Worried about the money meanwhile: a WhatsApp chat with the shop about this order.
    const question = context.canvas.getByTestId('order-question');
    await expect(question).toHaveTextContent(whatsAppTexts.paymentQuestion);
    const chat = new URL(within(question).getByRole('link').getAttribute('href')!);
    await expect(chat.searchParams.get('text')).toBe(whatsAppTexts.orderMessage(ORDER_ID));
  },
};

/** The bank confirms while the shopper looks at the QR: the page moves to the order by itself. */
export const PaidMovesToSuccess: Story = {
  ...statuses(paymentStatuses.pending, paymentStatuses.paid),
  play: async (context) => {
    await pay(context);
    await expect(
      await context.canvas.findByTestId('navigated-to', {}, { timeout: PAYMENT_POLL_MS * 3 }),
    ).toHaveTextContent(`Navigated to /order-success?orderId=${ORDER_ID}`);
    await expect(body().getByText(watchTexts.paidToast)).toBeVisible();
  },
};

/** A declined payment says so and offers the choices; another method keeps what was typed. */
export const DeclinedWhileWatching: Story = {
  ...statuses(paymentStatuses.failed),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await choose(context, 'Card / Netbanking via gateway');
    await choose(context, 'UPI QR code');
    await fillIn(context);
    const name = (await payForm(canvas)).getByLabelText('Payer name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Priya S. (Business)');
    await userEvent.click(submitButton(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(watchTexts.failedTitle);
    await expect(alert).toHaveTextContent(watchTexts.failed);
    await expect(within(alert).getByRole('button', { name: watchTexts.payAgain })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: watchTexts.chooseMethod }));
    const form = await payForm(canvas);
    await expect(form.getByLabelText('Payer name')).toHaveValue('Priya S. (Business)');
    await expect(form.getByRole('combobox', { name: 'Payment method' })).toHaveDisplayValue('UPI QR code');
  },
};

export const ExpiredWhileWatching: Story = {
  ...statuses(paymentStatuses.expired),
  play: async (context) => {
    await pay(context);
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(watchTexts.expiredTitle);
    // The void QR is gone, so nobody scans it again.
    await expect(context.canvas.queryByTestId('qr-result')).not.toBeInTheDocument();
    await expect(within(alert).getByRole('button', { name: watchTexts.payAgain })).toBeEnabled();
  },
};

/** Money arrived that the owner must check (a flagged payment): no second payment is asked for. */
export const PaymentUnderReview: Story = {
  ...statuses(paymentStatuses.review),
  play: async (context) => {
    await pay(context);
    const card = await watchCard(context.canvas);
    await expect(await card.findByText(watchTexts.reviewTitle)).toBeVisible();
    await expect(card.queryByRole('button', { name: watchTexts.payAgain })).not.toBeInTheDocument();
  },
};

/** A server with only the spec's API: the QR stays as the spec has it, nothing is watched. */
export const WatchNotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.paymentStatus));
  },
  play: async (context) => {
    await pay(context);
    await expect(await context.canvas.findByRole('heading', { name: paymentTexts.qrHeading })).toBeVisible();
    await waitFor(() => expect(context.canvas.queryByTestId('payment-watch')).not.toBeInTheDocument());
    await expect(context.canvas.getByRole('link', { name: paymentTexts.viewOrders })).toBeVisible();
  },
};

/** Test mode: the QR screen offers the sandbox bank, in a new tab, for this payment. */
export const TestBankInTestMode: Story = {
  ...testMode,
  beforeEach({ msw }) {
    msw.use(
      paymentFieldsTestModeHandler,
      respond('post', PAYMENTS, { ...qrResponse, paymentId: watchedPaymentId, testBank } as Parameters<
        typeof respond
      >[2]),
    );
  },
  play: async (context) => {
    await pay(context);
    const form = await context.canvas.findByTestId('test-bank');
    await expect(form).toHaveAttribute('action', testBank.action);
    await expect(form).toHaveAttribute('target', '_blank');
    await expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      'data[paymentId]': watchedPaymentId,
      'data[signature]': testBank.data.signature,
    });
    await expect(within(form).getByRole('button', { name: watchTexts.testBank })).toBeVisible();
  },
};

/** No signal: the form stays as typed, paying waits, and the page says nothing was charged. */
export const Offline: Story = {
  beforeEach: () => goOffline(),
  play: async (context) => {
    const { canvas } = context;
    await payForm(canvas);
    await expect(canvas.getByText(offlineTexts.payment)).toBeVisible();
    await fillIn(context);
    await expect(submitButton(canvas)).toBeDisabled();
  },
};
