import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import CheckoutRoute from '../../src/app/routes/checkout.tsx';
import { businessMessages } from '../../src/contract/business.ts';
import { gstinMessages } from '../../src/domain/gst.ts';
import { makeCartItem } from '../../src/mocks/factories.ts';
import { mockBuyer, mockBuyerDetails } from '../../src/mocks/fixtures/invoices.ts';
import { nitrileGloves } from '../../src/mocks/fixtures/products.ts';
import { savedBusinessHandlers } from '../../src/mocks/handlers/address-book.ts';
import { neverAnswer } from '../../src/mocks/overrides.ts';
import { businessTexts } from '../../src/screens/checkout/business-details.ts';
import { checkoutTexts } from '../../src/screens/checkout/checkout-texts.ts';

const ORDERS = '*/api/v1/orders';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

// These stories render the route module `src/app/routes/checkout.tsx` and with it the business part
// of its form, src/screens/checkout/business-fields.tsx: the GSTIN's states and what is sent.
const meta = {
  title: 'Screens/Checkout/Business buyer',
  component: CheckoutRoute,
  parameters: {
    route: { path: '/checkout', url: '/checkout' },
    session: 'signed-in',
    cart: [
      makeCartItem({ id: String(nitrileGloves.id), name: nitrileGloves.title, price: 549, quantity: 2 }),
    ],
  },
} satisfies Meta<typeof CheckoutRoute>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

let placed: unknown;
const capture: Story['beforeEach'] = ({ msw }) => {
  placed = undefined;
  msw.use(
    // Kept, and left unanswered: the page stays on checkout (its picture is the form as sent).
    http.post(ORDERS, async ({ request }) => {
      placed = await request.json();
      return neverAnswer(request);
    }),
  );
};

const form = (context: Context) => within(context.canvas.getByRole('form', { name: checkoutTexts.shipping }));

/** A Mumbai address, the state the sample GSTIN is registered in. */
async function fillMumbai(context: Context) {
  const f = form(context);
  await waitFor(() => expect(f.getByLabelText(checkoutTexts.fullName)).toHaveValue('Priya Sharma'));
  await context.userEvent.type(f.getByLabelText(checkoutTexts.address), 'Unit 7, Goregaon Industrial Estate');
  await context.userEvent.type(f.getByLabelText(checkoutTexts.city), 'Mumbai');
  await context.userEvent.selectOptions(f.getByLabelText(checkoutTexts.state), 'Maharashtra');
  await context.userEvent.type(f.getByLabelText(checkoutTexts.postalCode), '400104');
  await context.userEvent.type(f.getByLabelText(checkoutTexts.phone), '9820012345');
}

async function openBusiness(context: Context) {
  await context.userEvent.click(form(context).getByRole('checkbox', { name: businessTexts.forBusiness }));
  return form(context).findByLabelText(businessTexts.gstin);
}

/** A Mumbai address and a business registered there, ticked and named: the accounts e-mail field, to fill. */
async function upToAccountsEmail(context: Context) {
  await fillMumbai(context);
  const gstin = await openBusiness(context);
  await context.userEvent.type(gstin, MAHARASHTRA_GSTIN);
  await context.userEvent.type(form(context).getByLabelText(businessTexts.legalName), mockBuyer.legalName);
  return form(context).getByLabelText(businessTexts.accountsEmail);
}

const placeOrder = (context: Context) =>
  context.userEvent.click(context.canvas.getByRole('button', { name: checkoutTexts.placeOrder }));

/** Ticked but left empty: each field says what it needs, and nothing is sent. */
export const EmptyGstin: Story = {
  beforeEach: capture,
  play: async (context) => {
    await fillMumbai(context);
    const gstin = await openBusiness(context);
    await placeOrder(context);
    await waitFor(() =>
      expect(gstin).toHaveAccessibleDescription(expect.stringContaining(businessMessages.gstin)),
    );
    await expect(form(context).getByLabelText(businessTexts.legalName)).toHaveAccessibleDescription(
      businessMessages.legalName,
    );
    await expect(gstin).toHaveAttribute('aria-invalid', 'true');
    await expect(placed).toBeUndefined();
  },
};

/** A whole GSTIN that adds up says where it is registered; the order carries it, in capitals. */
export const ValidGstin: Story = {
  beforeEach: capture,
  play: async (context) => {
    await fillMumbai(context);
    const gstin = await openBusiness(context);
    await context.userEvent.type(gstin, '27aapfu0939f1zv');
    await expect(gstin).toHaveValue(MAHARASHTRA_GSTIN);
    await expect(gstin).toHaveAccessibleDescription(businessTexts.registeredIn('Maharashtra', '27'));
    // A business buyer reads the tax per rate under the total: 2 × ₹549 at 18%.
    const rates = within(await context.canvas.findByTestId('tax-by-rate'));
    await expect(rates.getByText('18% on ₹930.51')).toBeVisible();
    await expect(rates.getByText('₹167.49')).toBeVisible();
    await context.userEvent.type(form(context).getByLabelText(businessTexts.legalName), mockBuyer.legalName);
    const purchaseOrder = form(context).getByLabelText(businessTexts.purchaseOrder);
    await expect(purchaseOrder).toHaveAccessibleDescription(businessTexts.purchaseOrderHint);
    await expect(purchaseOrder).not.toBeRequired();
    await context.userEvent.type(purchaseOrder, ' PO/2425/0387 ');
    const accounts = form(context).getByLabelText(businessTexts.accountsEmail);
    await expect(accounts).toHaveAccessibleDescription(businessTexts.accountsEmailHint);
    await expect(accounts).not.toBeRequired();
    await context.userEvent.type(accounts, ' Accounts@UnicornLogistics.in ');
    await placeOrder(context);
    await waitFor(() =>
      expect(placed).toMatchObject({
        business: {
          gstin: MAHARASHTRA_GSTIN,
          legalName: mockBuyer.legalName,
          purchaseOrder: 'PO/2425/0387',
          accountsEmail: 'accounts@unicornlogistics.in',
        },
        shippingAddress: { state: 'Maharashtra' },
      }),
    );
    await expect((placed as { business: object }).business).not.toHaveProperty('billingAddress');
  },
};

/** An accounts e-mail that is not an address: the field says so, and nothing is sent. */
export const AccountsEmailInvalid: Story = {
  beforeEach: capture,
  play: async (context) => {
    const accounts = await upToAccountsEmail(context);
    await context.userEvent.type(accounts, 'accounts at unicornlogistics');
    await placeOrder(context);
    await waitFor(() =>
      expect(accounts).toHaveAccessibleDescription(expect.stringContaining(businessMessages.accountsEmail)),
    );
    await expect(accounts).toHaveAttribute('aria-invalid', 'true');
    await expect(placed).toBeUndefined();
  },
};

/** The accounts team's address with its mail provider mistyped: "Use it" puts the likely one in, and that goes. */
export const AccountsEmailMistyped: Story = {
  beforeEach: capture,
  play: async (context) => {
    const accounts = await upToAccountsEmail(context);
    await context.userEvent.type(accounts, 'unicorn.accounts@gmial.com');
    await context.userEvent.tab();
    const offer = await form(context).findByRole('status');
    await expect(offer).toHaveTextContent('Did you mean unicorn.accounts@gmail.com?');
    await context.userEvent.click(
      within(offer).getByRole('button', { name: 'Use it: unicorn.accounts@gmail.com' }),
    );
    await expect(accounts).toHaveValue('unicorn.accounts@gmail.com');
    await placeOrder(context);
    await waitFor(() =>
      expect((placed as { business?: { accountsEmail?: string } } | undefined)?.business?.accountsEmail).toBe(
        'unicorn.accounts@gmail.com',
      ),
    );
  },
};

/** One character mistyped: the check character does not add up, and the message says so. */
export const WrongCheckCharacter: Story = {
  beforeEach: capture,
  play: async (context) => {
    await fillMumbai(context);
    const gstin = await openBusiness(context);
    await context.userEvent.type(gstin, '27AAPFU0939F1ZW');
    await context.userEvent.type(form(context).getByLabelText(businessTexts.legalName), mockBuyer.legalName);
    await placeOrder(context);
    await waitFor(() =>
      expect(gstin).toHaveAccessibleDescription(expect.stringContaining(gstinMessages.check)),
    );
    await expect(placed).toBeUndefined();
  },
};

/**
 * Registered in Maharashtra, billed to Karnataka: refused, naming both; a Maharashtra billing
 * address (goods still going to Bengaluru) is accepted and sent.
 */
export const StateMismatch: Story = {
  beforeEach: capture,
  play: async (context) => {
    const f = form(context);
    await waitFor(() => expect(f.getByLabelText(checkoutTexts.fullName)).toHaveValue('Priya Sharma'));
    await context.userEvent.type(f.getByLabelText(checkoutTexts.address), '42, 3rd Cross, Indiranagar');
    await context.userEvent.type(f.getByLabelText(checkoutTexts.city), 'Bengaluru');
    await context.userEvent.selectOptions(f.getByLabelText(checkoutTexts.state), 'Karnataka');
    await context.userEvent.type(f.getByLabelText(checkoutTexts.postalCode), '560038');
    await context.userEvent.type(f.getByLabelText(checkoutTexts.phone), '9876543210');
    const gstin = await openBusiness(context);
    await context.userEvent.type(gstin, MAHARASHTRA_GSTIN);
    await context.userEvent.type(f.getByLabelText(businessTexts.legalName), mockBuyer.legalName);
    await placeOrder(context);
    const mismatch = gstinMessages.state('27', 'Maharashtra', 'Karnataka');
    await waitFor(() => expect(gstin).toHaveAccessibleDescription(expect.stringContaining(mismatch)));
    await expect(placed).toBeUndefined();

    await context.userEvent.click(f.getByRole('checkbox', { name: businessTexts.billingSame }));
    const billing = mockBuyer.address!;
    await context.userEvent.type(await f.findByLabelText(businessTexts.billingAddress), billing.address);
    await context.userEvent.type(f.getByLabelText(businessTexts.billingCity), billing.city);
    await context.userEvent.selectOptions(f.getByLabelText(businessTexts.billingState), billing.state);
    await context.userEvent.type(f.getByLabelText(businessTexts.billingPostalCode), billing.postalCode);
    await placeOrder(context);
    await waitFor(() =>
      expect(placed).toMatchObject({
        shippingAddress: { state: 'Karnataka' },
        business: { gstin: MAHARASHTRA_GSTIN, billingAddress: billing },
      }),
    );
  },
};

/**
 * The last business order's details come back ticked and filled (its accounts e-mail too), but for
 * its purchase order number.
 */
export const OfferedAgain: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...savedBusinessHandlers({
        ...mockBuyerDetails,
        purchaseOrder: 'PO/2425/0387',
        accountsEmail: 'accounts@unicornlogistics.in',
      }),
    );
  },
  play: async (context) => {
    const f = form(context);
    await waitFor(() => expect(f.getByLabelText(businessTexts.gstin)).toHaveValue(mockBuyer.gstin));
    await expect(f.getByRole('checkbox', { name: businessTexts.forBusiness })).toBeChecked();
    await expect(f.getByLabelText(businessTexts.legalName)).toHaveValue(mockBuyer.legalName);
    await expect(f.getByRole('checkbox', { name: businessTexts.billingSame })).not.toBeChecked();
    await expect(f.getByLabelText(businessTexts.billingCity)).toHaveValue('Mumbai');
    await expect(f.getByLabelText(businessTexts.purchaseOrder)).toHaveValue('');
    await expect(f.getByLabelText(businessTexts.accountsEmail)).toHaveValue('accounts@unicornlogistics.in');
    // The name still comes from the account.
    await expect(f.getByLabelText(checkoutTexts.fullName)).toHaveValue('Priya Sharma');
  },
};

export const OfferedAgainPhone: Story = {
  ...OfferedAgain,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
