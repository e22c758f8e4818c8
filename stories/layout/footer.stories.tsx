import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '../../src/components/footer.tsx';
import { storeInfo } from '../../src/mocks/fixtures/store-info.ts';

const company = {
  companyName: storeInfo.companyName ?? '',
  companyAddress: storeInfo.companyAddress ?? undefined,
  companyPhone: storeInfo.companyPhone ?? undefined,
  companyEmail: storeInfo.companyEmail ?? undefined,
  whatsapp: storeInfo.whatsapp ?? undefined,
  description: storeInfo.description ?? undefined,
};

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: company,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const HELP = [
  ['Terms & Conditions', '/terms'],
  ['Privacy Policy', '/privacy'],
  ['Refund Policy', '/refund'],
  ['Return Policy', '/return'],
  ['Shipping Policy', '/shipping'],
  ['About Us', '/about'],
  ['Contact Us', '/contact'],
] as const;

const COMPANY = [
  ['My Account', '/account'],
  ['My Orders', '/orders'],
  ['Track Order', '/track-order'],
] as const;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('help and company links', async () => {
      const help = canvas.getByRole('navigation', { name: 'Help' });
      for (const [name, href] of HELP) {
        await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
      }
      await expect(help.querySelectorAll('a')).toHaveLength(HELP.length);
      for (const [name, href] of COMPANY) {
        await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
      }
    });
    await step('company contact links', async () => {
      await expect(canvas.getByText(company.companyAddress ?? '')).toBeVisible();
      await expect(canvas.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
        'href',
        'tel:+919876543210',
      );
      await expect(canvas.getByRole('link', { name: 'support@guptasupply.example' })).toHaveAttribute(
        'href',
        'mailto:support@guptasupply.example',
      );
      // The shop's WhatsApp, opening a chat beside the page.
      const chat = canvas.getByRole('link', { name: 'Chat on WhatsApp' });
      await expect(chat).toHaveAttribute('href', 'https://wa.me/919876543210');
      await expect(chat).toHaveAttribute('target', '_blank');
    });
    await step('product blurbs and copyright with the current year', async () => {
      await expect(canvas.getByText('HouseHold Supplies:')).toBeVisible();
      await expect(canvas.getByText('Packaging & Shipping Products:')).toBeVisible();
      const year = new Date().getFullYear();
      await expect(
        canvas.getByText(`© ${year} Gupta Supply Company Private Limited. All rights reserved.`),
      ).toBeVisible();
    });
  },
};

/** A store that gives only its name: no empty address or broken contact links. */
export const NameOnly: Story = {
  args: {
    companyName: 'Supply Store',
    companyAddress: undefined,
    companyPhone: undefined,
    companyEmail: undefined,
    whatsapp: undefined,
    description: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /^tel:|^\+91/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    await expect(canvas.getByText(/© \d{4} Supply Store\. All rights reserved\./)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};
