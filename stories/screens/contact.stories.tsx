import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { CONTACT_RECEIVED, contactMessages } from '../../src/contract/contact.ts';
import { contactPrefill, quoteHref } from '../../src/domain/quote.ts';
import ContactRoute from '../../src/app/routes/contact.tsx';
import { accountEmail } from '../../src/mocks/fixtures/account.ts';
import { storeInfo } from '../../src/mocks/fixtures/store-info.ts';
import { extensionRoutes, mockPath, notOffered } from '../../src/mocks/handlers/routes.ts';
import { contactTexts as texts } from '../../src/screens/contact/contact-texts.ts';
import { ContactView } from '../../src/screens/contact/contact-view.tsx';

// These stories render the route module `src/app/routes/contact.tsx` against the MSW handlers (Sending
// its view alone), and with it the views in src/screens/contact/: contact-form, contact-view.
const meta = {
  title: 'Screens/Contact',
  component: ContactRoute,
  parameters: { route: { path: '/contact', url: '/contact' } },
} satisfies Meta<typeof ContactRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.getByLabelText(texts.email)).toHaveAttribute('type', 'email');
    await expect(await canvas.findByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(canvas.getByRole('link', { name: 'support@guptasupply.example' })).toHaveAttribute(
      'href',
      'mailto:support@guptasupply.example',
    );
    await expect(canvas.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    await expect(canvas.getByText(texts.hours)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.send })).toBeEnabled();
    // All four are needed, and announced so (the form keeps its own messages).
    for (const label of [texts.name, texts.email, texts.subject, texts.message])
      await expect(canvas.getByLabelText(label)).toBeRequired();
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(texts.email), 'priya@');
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    const name = canvas.getByLabelText(texts.name);
    await expect(await canvas.findByText(texts.nameMissing)).toBeVisible();
    await expect(canvas.getByText(texts.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(texts.subjectMissing)).toBeVisible();
    await expect(canvas.getByText(texts.messageMissing)).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(texts.nameMissing);
    await expect(name).toHaveFocus();
  },
};

/** A mistyped mail provider: the likely reply address is offered under the field once it is left. */
export const MistypedEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(texts.email), 'priya@yahoo.co.n');
    await userEvent.tab();
    const offer = await canvas.findByRole('status');
    await expect(offer).toHaveTextContent('Did you mean priya@yahoo.co.in?');
    await expect(within(offer).getByRole('button', { name: 'Use it: priya@yahoo.co.in' })).toBeVisible();
    await expect(canvas.getByLabelText(texts.email)).toHaveValue('priya@yahoo.co.n');
  },
};

/**
 * The form while it sends. The route's send lasts as long as the server takes (1.5 s where it takes
 * no messages), which two pictures on a busy machine can outlast (the desktop one then showed the
 * thanks), so this story's view gets a send that never ends. `Sent` and the stories after it play
 * the same steps against the route itself.
 */
export const Sending: Story = {
  render: () => (
    <ContactView
      company={{
        companyAddress: storeInfo.companyAddress ?? undefined,
        companyPhone: storeInfo.companyPhone ?? undefined,
        companyEmail: storeInfo.companyEmail ?? undefined,
      }}
      onSubmit={() => new Promise<boolean>(() => {})}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(texts.name), 'Priya Sharma');
    await userEvent.type(canvas.getByLabelText(texts.email), 'priya@example.in');
    await userEvent.type(canvas.getByLabelText(texts.subject), 'Bulk order of cartons');
    await userEvent.type(canvas.getByLabelText(texts.message), 'Do you offer GST invoices for 500 cartons?');
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    const button = await canvas.findByRole('button', { name: texts.sending });
    await expect(button).toBeDisabled();
    await expect(body().queryByText(texts.sent)).not.toBeInTheDocument();
  },
};

/** What the contact form sent to the server (POST /contact). */
let received: unknown[] = [];

/**
 * POST /contact answered after a moment (long enough to see "Sending..."), one answer per call in
 * turn, the last for any call after; each body it gets goes into `received`.
 */
const answersAfterAMoment = (...answers: ('sent' | 'failed')[]) => {
  let calls = 0;
  return http.post(mockPath(extensionRoutes.contact), async ({ request }) => {
    received.push(await request.json());
    const answer = answers[Math.min(calls++, answers.length - 1)];
    await delay(600);
    return answer === 'sent'
      ? HttpResponse.json({ message: CONTACT_RECEIVED }, { status: 201 })
      : HttpResponse.json({ error: 'Internal server error' }, { status: 500 });
  });
};

/** The message reaches the server (which keeps it and mails it to the shop), then the spec's thanks. */
export const Sent: Story = {
  beforeEach({ msw }) {
    received = [];
    msw.use(answersAfterAMoment('sent'));
  },
  play: async (context) => {
    await Sending.play?.(context);
    const { canvas } = context;
    await expect(await canvas.findByRole('button', { name: texts.send }, { timeout: 3000 })).toBeEnabled();
    await expect(body().getByText(texts.sent)).toBeVisible();
    await expect(body().getByText(texts.sentDetail)).toBeVisible();
    for (const label of [texts.name, texts.email, texts.subject, texts.message]) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(received).toEqual([
      {
        name: 'Priya Sharma',
        email: 'priya@example.in',
        subject: 'Bulk order of cartons',
        message: 'Do you offer GST invoices for 500 cartons?',
      },
    ]);
  },
};

const quote = quoteHref({ productTitle: 'Bubble Wrap Roll, 100 m', size: '1 m wide', sku: 'PRO-001-1MWIDE' });

/**
 * Asked from a product's page ("Ask us for a quote"): the subject and message come filled in, and
 * the buyer completes the quantity and PIN.
 */
export const QuoteAsked: Story = {
  parameters: { route: { path: '/contact', url: quote } },
  play: async ({ canvas, userEvent }) => {
    const message = canvas.getByLabelText(texts.message);
    await expect(canvas.getByLabelText(texts.subject)).toHaveValue(
      'Quote for Bubble Wrap Roll, 100 m (Size: 1 m wide)',
    );
    await expect(message).toHaveValue(contactPrefill(new URL(quote, location.href).searchParams).message);
    await expect(canvas.getByLabelText(texts.name)).toHaveValue('');
    await userEvent.type(canvas.getByLabelText(texts.name), 'Ravi Kumar');
    await userEvent.type(canvas.getByLabelText(texts.email), 'ravi@example.in');
    await userEvent.type(message, ' 110001');
  },
};

/** The quote goes as any message, with the words the link started it with. */
export const QuoteSent: Story = {
  parameters: QuoteAsked.parameters,
  beforeEach({ msw }) {
    received = [];
    msw.use(answersAfterAMoment('sent'));
  },
  play: async (context) => {
    await QuoteAsked.play?.(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: texts.send }));
    await expect(await body().findByText(texts.sent, {}, { timeout: 3000 })).toBeVisible();
    await expect(received).toEqual([
      expect.objectContaining({
        subject: 'Quote for Bubble Wrap Roll, 100 m (Size: 1 m wide)',
        message: expect.stringMatching(/\(SKU PRO-001-1MWIDE\)\.\nQuantity:\nDeliver to PIN code: 110001$/),
      }),
    ]);
  },
};

/** A link's subject past 200 characters is kept whole in the field, and the form says what to do. */
export const LinkSubjectTooLong: Story = {
  parameters: { route: { path: '/contact', url: `/contact?subject=${'Boxes '.repeat(40)}` } },
  play: async ({ canvas, userEvent }) => {
    const subject = canvas.getByLabelText(texts.subject);
    await expect(subject).toHaveValue('Boxes '.repeat(40).trim());
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await expect(await canvas.findByText(contactMessages.subjectLong)).toBeVisible();
    await expect(subject).toHaveAccessibleDescription(contactMessages.subjectLong);
  },
};

/** The server could not take it: the shopper is told, and the message stays in the form to send again. */
export const SendFailed: Story = {
  beforeEach({ msw }) {
    msw.use(answersAfterAMoment('failed'));
  },
  play: async (context) => {
    await Sending.play?.(context);
    const { canvas } = context;
    await expect(await body().findByText(texts.notSent)).toBeVisible();
    await expect(body().getByText(texts.notSentDetail(storeInfo.companyEmail ?? undefined))).toBeVisible();
    await expect(body().queryByText(texts.sent)).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(texts.subject)).toHaveValue('Bulk order of cartons');
    await expect(canvas.getByLabelText(texts.message)).toHaveValue(
      'Do you offer GST invoices for 500 cartons?',
    );
    // The button comes back once the send has returned, a moment after the notice.
    await expect(await canvas.findByRole('button', { name: texts.send })).toBeEnabled();
  },
};

/** Sent again after a failure: the thanks replace the failure notice, and the form clears. */
export const SentOnSecondTry: Story = {
  beforeEach({ msw }) {
    msw.use(answersAfterAMoment('failed', 'sent'));
  },
  play: async (context) => {
    await Sending.play?.(context);
    const { canvas, userEvent } = context;
    await expect(await body().findByText(texts.notSent)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: texts.send }));
    await expect(await body().findByText(texts.sent, {}, { timeout: 3000 })).toBeVisible();
    await expect(body().queryByText(texts.notSent)).not.toBeInTheDocument();
    // The form clears once the send has returned, a moment after the thanks appear.
    await waitFor(() => expect(canvas.getByLabelText(texts.message)).toHaveValue(''));
  },
};

/** A server with only the spec's API takes no messages: the spec's form, 1.5 s of sending, then thanks. */
export const ServerTakesNoMessages: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.contact));
  },
  play: async (context) => {
    await Sending.play?.(context);
    const { canvas } = context;
    await expect(await canvas.findByRole('button', { name: texts.send }, { timeout: 3000 })).toBeEnabled();
    await expect(body().getByText(texts.sent)).toBeVisible();
    await expect(body().queryByText(texts.notSent)).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(texts.name)).toHaveValue('');
  },
};

/** A signed-in shopper finds their account's e-mail filled in (they may change it); the rest is theirs to write. */
export const SignedIn: Story = {
  parameters: { session: 'signed-in' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText(texts.email)).toHaveValue(accountEmail));
    await expect(canvas.getByLabelText(texts.name)).toHaveValue('');
    await expect(canvas.getByLabelText(texts.subject)).toHaveValue('');
  },
};
