import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/router.tsx';
import { sizesAndColorsProduct } from '../../src/mocks/fixtures/products.ts';
import { NEW_ORDER_ID } from '../../src/mocks/handlers/orders.ts';
import { cartTexts } from '../../src/screens/cart/cart-texts.ts';
import { checkoutTexts } from '../../src/screens/checkout/checkout-texts.ts';
import { loginTexts } from '../../src/screens/login/login-view.tsx';
import { paymentTexts } from '../../src/screens/payment/payment-texts.ts';

/** The whole app in a memory router: the same route table, layouts and guards that ship. */
function App({ url }: { url: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Flows/Purchase',
  component: App,
  args: { url: `/product/${sizesAndColorsProduct.id}` },
  parameters: { route: false },
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** From a product to the cart, sign-in, checkout and the UPI QR code, against the MSW handlers. */
export const ProductToQr: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('choose a size and a colour, add to the cart', async () => {
      await expect(
        await canvas.findByRole(
          'heading',
          { level: 1, name: sizesAndColorsProduct.title },
          { timeout: 5000 },
        ),
      ).toBeVisible();
      await userEvent.click(canvas.getByRole('radio', { name: 'M' }));
      await userEvent.click(canvas.getByRole('radio', { name: 'Black' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
      await expect(
        await body().findByText(`${sizesAndColorsProduct.title} added to your cart`),
      ).toBeVisible();
    });

    await step('the cart holds the line; checkout asks a signed-out shopper to sign in', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: cartTexts.heading })).toBeVisible();
      await expect(canvas.getByRole('link', { name: /Cart, 1 item/ })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: cartTexts.checkout }));
      await expect(await body().findByText('Login Required')).toBeVisible();
    });

    await step('sign in and land back at the checkout', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: loginTexts.heading })).toBeVisible();
      await userEvent.type(canvas.getByLabelText(loginTexts.email), 'priya.sharma@example.com');
      await userEvent.type(canvas.getByLabelText(loginTexts.password), 'secret123');
      await userEvent.click(canvas.getByRole('button', { name: loginTexts.submit }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: checkoutTexts.heading }, { timeout: 5000 }),
      ).toBeVisible();
    });

    await step('fill the shipping address and place the order', async () => {
      const form = within(canvas.getByRole('form', { name: checkoutTexts.shipping }));
      await waitFor(() => expect(form.getByLabelText(checkoutTexts.fullName)).toHaveValue('Priya Sharma'));
      await userEvent.type(form.getByLabelText(checkoutTexts.address), '42, 3rd Cross, Indiranagar');
      await userEvent.type(form.getByLabelText(checkoutTexts.city), 'Bengaluru');
      await userEvent.selectOptions(form.getByLabelText(checkoutTexts.state), 'Karnataka');
      await userEvent.type(form.getByLabelText(checkoutTexts.postalCode), '560038');
      await userEvent.type(form.getByLabelText(checkoutTexts.phone), '9876543210');
      await userEvent.click(canvas.getByRole('button', { name: checkoutTexts.placeOrder }));
    });

    await step('pay by UPI QR code', async () => {
      const form = within(await canvas.findByRole('form', { name: paymentTexts.heading }, { timeout: 5000 }));
      await expect(canvas.getByText(NEW_ORDER_ID, { exact: false })).toBeVisible();
      await expect(canvas.getByRole('link', { name: /Cart, 0 items/ })).toBeVisible();
      // The account fills the payer's name and e-mail in; the mobile is typed.
      await expect(form.getByLabelText('Payer name')).toHaveValue('Priya Sharma');
      await expect(form.getByLabelText('E-mail')).toHaveValue('priya.sharma@example.com');
      await userEvent.clear(form.getByLabelText('Mobile number'));
      await userEvent.type(form.getByLabelText('Mobile number'), '9876543210');
      await userEvent.click(canvas.getByRole('button', { name: paymentTexts.submit }));
      await expect(await canvas.findByRole('heading', { name: paymentTexts.qrHeading })).toBeVisible();
      await expect(await canvas.findByRole('img', { name: paymentTexts.qrAlt })).toHaveAttribute(
        'width',
        '256',
      );
      // The default handlers are a real gateway's answer: no test-mode notice.
      await expect(canvas.queryByText(paymentTexts.testMode)).not.toBeInTheDocument();
    });
  },
};
