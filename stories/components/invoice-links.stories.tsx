import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InvoiceLinks, invoiceLinkTexts } from '../../src/components/invoice-links.tsx';
import { invoiceHref } from '../../src/domain/invoice-route.ts';

const meta = {
  title: 'Components/InvoiceLinks',
  component: InvoiceLinks,
  args: { orderId: 'ORD-5T9W4NB6', invoice: { serial: 'INV/26-27/000112' } },
} satisfies Meta<typeof InvoiceLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order: its invoice, for the signed-in customer. */
export const Invoice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: invoiceLinkTexts.download })).toHaveAttribute(
      'href',
      invoiceHref('ORD-5T9W4NB6'),
    );
  },
};

/** Cancelled after payment: the page shows the credit note after the invoice. */
export const WithCreditNote: Story = {
  args: { invoice: { serial: 'INV/26-27/000112', creditNote: 'CRN/26-27/000007' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: invoiceLinkTexts.withCreditNote })).toBeVisible();
  },
};

/** Found by tracking: the link carries the contact it was found with. */
export const Tracked: Story = {
  args: { contactInfo: '+919820012345' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: invoiceLinkTexts.download })).toHaveAttribute(
      'href',
      invoiceHref('ORD-5T9W4NB6', '+919820012345'),
    );
  },
};
