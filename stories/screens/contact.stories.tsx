import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ContactRoute from '../../src/app/routes/contact.tsx';
import { storeInfo } from '../../src/mocks/fixtures/store-info.ts';
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

/**
 * The form while it sends. The route's send lasts 1.5 s, which two pictures on a busy machine can
 * outlast (the desktop one then showed the thanks), so this story's view gets a send that never
 * ends. `Sent` plays the same steps against the route itself.
 */
export const Sending: Story = {
  render: () => (
    <ContactView
      company={{
        companyAddress: storeInfo.companyAddress ?? undefined,
        companyPhone: storeInfo.companyPhone ?? undefined,
        companyEmail: storeInfo.companyEmail ?? undefined,
      }}
      onSubmit={() => new Promise<void>(() => {})}
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

export const Sent: Story = {
  play: async (context) => {
    await Sending.play?.(context);
    const { canvas } = context;
    await expect(await canvas.findByRole('button', { name: texts.send }, { timeout: 3000 })).toBeEnabled();
    await expect(body().getByText(texts.sent)).toBeVisible();
    await expect(body().getByText(texts.sentDetail)).toBeVisible();
    for (const label of [texts.name, texts.email, texts.subject, texts.message]) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
  },
};
