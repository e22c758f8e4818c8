import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import StockAlertRoute from '../../src/app/routes/stock-alert.tsx';
import { alertItem, guestAlertHref, stockAlertTexts as texts } from '../../src/domain/stock-alerts.ts';
import { GUEST_ALERT, GUEST_ALERT_TOKENS } from '../../src/mocks/handlers/stock-alerts.ts';
import { rememberedAsk } from '../../src/state/guest-alert-asks.ts';

const at = (url: string) => ({ route: { path: '/stock-alert', url } });
const CONFIRM = '*/api/v1/stock-alerts/guest/confirm';
const item = alertItem(GUEST_ALERT.title, GUEST_ALERT.size);
const productHref = `/product/${GUEST_ALERT.productId}?size=M`;

// These stories render the route module `src/app/routes/stock-alert.tsx` (the link a guest's
// back-in-stock alert e-mails) against the MSW handlers, and with it the view in
// src/screens/stock-alert/: guest-alert-view (with src/components/emailed-link.tsx).
const meta = {
  title: 'Screens/StockAlert',
  component: StockAlertRoute,
  parameters: at(guestAlertHref(GUEST_ALERT_TOKENS.valid)),
} satisfies Meta<typeof StockAlertRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the e-mail: nothing is set until the shopper presses the button. */
export const Confirm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.pageTitle })).toBeVisible();
    await expect(canvas.getByText(texts.confirmIntro)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.confirm })).toBeEnabled();
  },
};

/** Confirmed: the alert waits, with the product's page (its size chosen) and a way to cancel. */
export const Confirmed: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('confirmed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        texts.confirmed(item, GUEST_ALERT.email),
      );
      await expect(canvas.getByRole('link', { name: texts.viewProduct })).toHaveAttribute(
        'href',
        productHref,
      );
      // The product's page in this browser will say the alert is set.
      await expect(rememberedAsk(GUEST_ALERT)).toEqual({ email: GUEST_ALERT.email, confirmed: true });
    });
  },
};

/** The same link cancels it: the page says so, and no button is left to press. */
export const Cancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await userEvent.click(await canvas.findByRole('button', { name: texts.cancel }));
    await expect(await canvas.findByText(texts.cancelledGuest(item))).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(rememberedAsk(GUEST_ALERT)).toBeUndefined();
    await expect(canvas.getByRole('link', { name: texts.viewProduct })).toHaveAttribute('href', productHref);
  },
};

/** The product came back before the link was opened: it can be ordered now (its e-mail goes too). */
export const BackAlready: Story = {
  parameters: at(guestAlertHref(GUEST_ALERT_TOKENS.back)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByText(texts.inStock)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.cancel })).not.toBeInTheDocument();
    // Nothing waits, so the product's page has nothing to remember.
    await expect(rememberedAsk(GUEST_ALERT)).toBeUndefined();
    await expect(canvas.getByRole('link', { name: texts.viewProduct })).toBeVisible();
  },
};

/** A link past its time, replaced, or whose alert ended: said in the server's words, with the catalogue. */
export const LinkEnded: Story = {
  parameters: at(guestAlertHref(GUEST_ALERT_TOKENS.ended)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByText(texts.linkInvalid)).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.browse })).toHaveAttribute('href', '/products');
  },
};

/** The page without the e-mail's link. */
export const NoToken: Story = {
  parameters: at('/stock-alert'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(texts.noToken)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The server failed: the shopper is told, and the same button tries again. */
export const ConfirmFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.post(CONFIRM, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'Internal server error' }, { status: 500 })
          : undefined;
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(canvas.getByText(texts.confirmed(item, GUEST_ALERT.email))).toBeVisible());
  },
};
