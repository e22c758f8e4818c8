import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import AccountRoute from '../../src/app/routes/account.tsx';
import { makeWishlistItem } from '../../src/mocks/factories.ts';
import { accountInfoBody } from '../../src/mocks/fixtures/account.ts';
import { extensionRoutes, mockPath, notOffered } from '../../src/mocks/handlers/routes.ts';
import { loading, networkError, respond, serverError } from '../../src/mocks/overrides.ts';
import { accountTexts } from '../../src/screens/account/account-view.tsx';
import { addressBookTexts } from '../../src/domain/address-book.ts';
import { savedAddresses } from '../../src/mocks/fixtures/address-book.ts';
import { addressBookHandlers } from '../../src/mocks/handlers/address-book.ts';
import { savedListHandlers } from '../../src/mocks/handlers/quick-order.ts';
import { kitchenList, monthlyList } from '../../src/mocks/fixtures/saved-lists.ts';
import { savedListTexts } from '../../src/domain/quick-order.ts';
import { reminderTexts } from '../../src/domain/list-reminders.ts';
import { formatOrderDate } from '../../src/domain/dates.ts';
import { accountDeletionTexts } from '../../src/domain/account-deletion.ts';
import { authMessages } from '../../src/contract/auth.ts';
import { PASSWORD_WITH_OPEN_ORDER, WRONG_PASSWORD } from '../../src/mocks/handlers/auth.ts';
import { sizesAndColorsProduct } from '../../src/mocks/fixtures/products.ts';
import { ALERT_REQUESTED_AT, stockAlertHandlers } from '../../src/mocks/handlers/stock-alerts.ts';
import { stockAlertTexts } from '../../src/domain/stock-alerts.ts';
import {
  accountTaxDocuments,
  businessInvoice,
  consumerInvoice,
  creditNote,
} from '../../src/mocks/fixtures/invoices.ts';
import { taxStatementHandlers } from '../../src/mocks/handlers/tax-statement.ts';
import { creditAccountHandlers } from '../../src/mocks/handlers/credit-account.ts';
import {
  accountPaymentId,
  accountPaymentPaid,
  accountPaymentPending,
  creditAccount,
  creditAccountClear,
  creditAccountOverdue,
} from '../../src/mocks/fixtures/credit-account.ts';
import { accountPaymentReturnHref, accountTexts as creditTexts } from '../../src/domain/credit-account.ts';
import { creditAccountHref } from '../../src/domain/routes.ts';
import { testBank } from '../../src/mocks/fixtures/payments.ts';
import { paymentStateTexts } from '../../src/domain/payment-status.ts';
import type { Leave } from '../../src/app/leave.ts';
import { STATEMENT_COLUMNS, taxStatementTexts } from '../../src/domain/tax-statement.ts';

const ACCOUNT_INFO = '*/api/v1/accountInfo';
const LOAD_FAILED_500 = 'Failed to load account information (Status: 500)';

// These stories render the route module `src/app/routes/account.tsx` against the MSW handlers, and with it
// the views in src/screens/account/: account-details, account-section, account-view, address-book-card,
// saved-lists-card, stock-alerts-card, tax-documents-card, credit-account-card ('CreditAccount' and
// after it, with src/components/redirect-post-form for paying on account online, and upi-qr-dialog
// for 'CreditAccountScanToPay'), delete-account-card and delete-account-dialog.
const meta = {
  title: 'Screens/Account',
  component: AccountRoute,
  parameters: { session: 'signed-in', route: { path: '/account', url: '/account' } },
} satisfies Meta<typeof AccountRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** As the server sends the page, and until the account's answers arrive: every section holds its place. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      loading('get', ACCOUNT_INFO),
      loading('get', mockPath(extensionRoutes.addressBook)),
      loading('get', mockPath(extensionRoutes.lists)),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: accountTexts.heading })).toBeVisible();
    await expect(canvas.getAllByTestId('account-placeholder')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent(accountTexts.loading);
    await expect(canvas.getByText('Member since')).toBeVisible();
    // The address book and the reorder lists: their cards and headings, their lines still to come.
    await expect(canvas.getByRole('heading', { name: addressBookTexts.heading })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: savedListTexts.heading })).toBeVisible();
    // Held, not said: a screen reader hears no "nothing saved" before the answer.
    await expect(canvas.getByText(addressBookTexts.empty)).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * The page is whole, down to its last card (which shows once the account has loaded): a story
 * whose play looks at one card waits for it too, or its picture may be taken of half a page.
 */
async function pageWhole(canvas: ReturnType<typeof within>) {
  await expect(
    await canvas.findByRole('button', { name: /Delete my account/ }, { timeout: 5000 }),
  ).toBeVisible();
}

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Priya Sharma')).toBeVisible();
    await expect(canvas.getByText('priya.sharma@example.com')).toBeVisible();
    await expect(canvas.getByText('Member since')).toBeVisible();
    // Created 15 March 2024, 10:30 UTC (4 pm in India).
    await expect(canvas.getByText('March 15, 2024')).toBeVisible();
    await expect(canvas.queryByTestId('account-placeholder')).not.toBeInTheDocument();

    const nav = within(canvas.getByRole('navigation', { name: accountTexts.navigation }));
    await expect(nav.getAllByRole('listitem')).toHaveLength(3);
    await expect(nav.getByRole('link', { name: /^Orders/ })).toHaveAttribute('href', '/orders');
    await expect(nav.getByRole('link', { name: /^Quick order/ })).toHaveAttribute('href', '/quick-order');
    await expect(nav.getByRole('link', { name: /^Wishlist/ })).toHaveAttribute('href', '/wishlist');
    await expect(nav.getByText(accountTexts.wishlistEmpty)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    // No tax invoice issued yet (the default): no statements card.
    await expect(canvas.queryByTestId('tax-documents')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Loaded.play,
};

/** The wishlist link says how many products are saved. */
export const WithWishlist: Story = {
  parameters: { wishlist: [makeWishlistItem({ id: 'a' }), makeWishlistItem({ id: 'b' })] },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: accountTexts.navigation }));
    await expect(nav.getByRole('link', { name: /^Wishlist/ })).toHaveTextContent(
      accountTexts.wishlistCount(2),
    );
    await expect(nav.getByText('2 saved products')).toBeVisible();
  },
};

/** A date near midnight UTC is shown as the day it was in India. */
export const MemberSinceInIndianTime: Story = {
  beforeEach({ msw }) {
    msw.use(
      respond('get', ACCOUNT_INFO, {
        data: { ...accountInfoBody.data, createdAt: '2025-01-04T20:00:00.000Z' },
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('January 5, 2025')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', ACCOUNT_INFO));
  },
  play: async ({ canvas }) => {
    await expect(await body().findByText(LOAD_FAILED_500)).toBeVisible();
    await expect(body().getByText('Error')).toBeVisible();
    await expect(canvas.getAllByTestId('account-placeholder')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: accountTexts.retry })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  },
};

export const LoadErrorNoResponse: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('get', ACCOUNT_INFO));
  },
  play: async () => {
    await expect(
      await body().findByText('Failed to load account information (No response received)'),
    ).toBeVisible();
  },
};

export const LoadErrorOddAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(respond('get', ACCOUNT_INFO, { data: { firstName: 'Priya' } }));
  },
  play: async () => {
    await expect(
      await body().findByText(
        'Failed to load account information: The server sent data in an unexpected shape. Please try again later.',
      ),
    ).toBeVisible();
  },
};

let calls = 0;

/** 'Try again' loads the account; the failure notice was shown once. */
export const RetryAfterError: Story = {
  beforeEach({ msw }) {
    calls = 0;
    msw.use(
      http.get(ACCOUNT_INFO, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'Internal server error' }, { status: 500 })
          : HttpResponse.json(accountInfoBody);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: accountTexts.retry }));
    await expect(await canvas.findByText('Priya Sharma')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: accountTexts.retry })).not.toBeInTheDocument();
    await expect(body().getAllByText(LOAD_FAILED_500, { selector: ':not([role=status] *)' })).toHaveLength(1);
  },
};

/**
 * In the app the session sits above the router; in the preview it sits inside the story's route, so
 * leaving the route would unmount it mid sign-out. These stories keep the route mounted on every
 * path and show where the shopper went instead.
 */
function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">At {pathname + search}</p>;
}

const showLocation: Decorator = (Story) => (
  <>
    <Story />
    <Location />
  </>
);

const stayMounted = { route: { path: '*', url: '/account' } };

export const SignOut: Story = {
  parameters: stayMounted,
  decorators: [showLocation],
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Priya Sharma');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(await body().findByText('You have been logged out successfully.')).toBeVisible();
    await expect(body().getByText('Logged out')).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^At \/$/);
    await waitFor(() => expect(document.cookie).not.toMatch(/auth_token=/));
  },
};

/** A server that implements only the spec has no sign-out call (404): signing out is removing the token. */
export const SignOutSpecOnly: Story = {
  parameters: stayMounted,
  decorators: [showLocation],
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.logout));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Priya Sharma');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(await body().findByText('You have been logged out successfully.')).toBeVisible();
    await expect(body().getByText('Logged out')).toBeVisible();
    await expect(body().queryByText('Failed to log out properly.')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^At \/$/);
    await waitFor(() => expect(document.cookie).not.toMatch(/auth_token=/));
  },
};

/** The server could not end the session: the shop says so (the token is removed either way). */
export const SignOutFails: Story = {
  parameters: stayMounted,
  decorators: [showLocation],
  beforeEach({ msw }) {
    msw.use(serverError('post', '*/api/v1/users/logout'));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Priya Sharma');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(await body().findByText('Failed to log out properly.')).toBeVisible();
    await expect(body().getByText('Error')).toBeVisible();
    await expect(document.cookie).not.toMatch(/auth_token=/);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach({ msw }) {
    msw.use(serverError('get', ACCOUNT_INFO));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountTexts.retry })).toBeVisible();
  },
};

/** Our server's extension: the addresses kept from the shopper's orders; another made the default, one removed. */
export const SavedAddresses: Story = {
  beforeEach({ msw }) {
    msw.use(...addressBookHandlers(savedAddresses));
  },
  play: async ({ canvas, userEvent }) => {
    const book = within(await canvas.findByRole('region', { name: addressBookTexts.heading }));
    await waitFor(() => expect(book.getAllByTestId('saved-address')).toHaveLength(2));
    const [home, office] = book.getAllByTestId('saved-address');
    await expect(within(home!).getByText(addressBookTexts.default)).toBeVisible();
    // The mobile number as people write it, not as it is stored (+919820012345).
    await expect(within(office!).getByText('+91 98200 12345')).toBeVisible();
    // The delivery instructions last given with it, offered with it at checkout.
    await expect(within(office!).getByText(/^Delivery instructions: Goods entrance/)).toBeVisible();
    await expect(within(home!).queryByText(/^Delivery instructions/)).not.toBeInTheDocument();
    await userEvent.click(within(office!).getByRole('button', { name: /^Make default: .*Goregaon/ }));
    await expect(await body().findByText(addressBookTexts.madeDefault)).toBeVisible();
    const [first] = book.getAllByTestId('saved-address');
    await expect(first).toHaveTextContent('Goregaon');
    await expect(within(first!).getByText(addressBookTexts.default)).toBeVisible();
    await userEvent.click(book.getByRole('button', { name: /^Remove: .*Indiranagar/ }));
    await expect(await body().findByText(addressBookTexts.removed)).toBeVisible();
  },
};

/** A change the server refuses says so, and the book stays as it was. */
export const SavedAddressChangeFails: Story = {
  beforeEach({ msw }) {
    // Listed first: the first handler that matches answers.
    msw.use(
      http.delete('*/api/v1/account/addresses/:id', () =>
        HttpResponse.json({ error: 'Internal error' }, { status: 500 }),
      ),
      ...addressBookHandlers(savedAddresses),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const book = within(await canvas.findByRole('region', { name: addressBookTexts.heading }));
    await userEvent.click(await book.findByRole('button', { name: /^Remove: .*Goregaon/ }));
    await expect(await body().findByText(addressBookTexts.failedTitle)).toBeVisible();
    await expect(book.getAllByTestId('saved-address')).toHaveLength(2);
  },
};

/** A server without an address book (the spec's): the account page leaves it out. */
export const AddressBookNotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.addressBook));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Priya Sharma')).toBeVisible();
    await waitFor(() => expect(canvas.queryByTestId('address-book')).not.toBeInTheDocument());
  },
};

/**
 * The reorder lists kept on the account: each opens in Quick order, or is deleted, and can e-mail a
 * reminder to reorder it (the first every 4 weeks, the next on Monday the 22nd; the second none).
 */
export const SavedLists: Story = {
  beforeEach({ msw }) {
    msw.use(...savedListHandlers([monthlyList, kitchenList]));
  },
  play: async ({ canvas, userEvent }) => {
    const card = within(await canvas.findByTestId('saved-lists'));
    await expect(card.getByRole('heading', { name: savedListTexts.heading })).toBeVisible();
    await expect(await card.findAllByTestId('saved-list')).toHaveLength(2);
    await expect(
      card.getByText(savedListTexts.summary(3, formatOrderDate('2026-11-02T05:30:00.000Z'))),
    ).toBeVisible();
    await expect(
      card.getByRole('link', { name: `${savedListTexts.open}: Monthly office supplies` }),
    ).toHaveAttribute('href', '/quick-order?list=list-1');
    const monthly = card.getByRole('combobox', { name: reminderTexts.labelFor('Monthly office supplies') });
    await expect(monthly).toHaveDisplayValue(reminderTexts.every(28));
    await expect(card.getByText(reminderTexts.next('2026-06-22'))).toBeVisible();
    await expect(card.getByRole('combobox', { name: reminderTexts.labelFor('Kitchen') })).toHaveDisplayValue(
      reminderTexts.never,
    );
    await userEvent.click(card.getByRole('button', { name: `${savedListTexts.remove}: Kitchen` }));
    await expect(await body().findByText(savedListTexts.removed)).toBeVisible();
    await waitFor(() => expect(card.getAllByTestId('saved-list')).toHaveLength(1));
  },
};

/**
 * Setting a reminder: the list says when the first e-mail goes, two weeks from today (Monday the
 * 15th of June in the workshop's clock), and a notice says it is set.
 */
export const SetListReminder: Story = {
  beforeEach({ msw }) {
    msw.use(...savedListHandlers([monthlyList, kitchenList]));
  },
  play: async ({ canvas, userEvent }) => {
    const card = within(await canvas.findByTestId('saved-lists'));
    const kitchen = await card.findByRole('combobox', { name: reminderTexts.labelFor('Kitchen') });
    await userEvent.selectOptions(kitchen, reminderTexts.every(14));
    await expect(await body().findByText(reminderTexts.set('Kitchen', 14))).toBeVisible();
    await expect(await card.findByText(reminderTexts.next('2026-06-29'))).toBeVisible();
    await expect(kitchen).toHaveDisplayValue(reminderTexts.every(14));
    await expect(card.getByText(reminderTexts.next('2026-06-22'))).toBeVisible();
  },
};

/** Stopping a reminder ("Never"): the date of the next e-mail goes, and a notice says so. */
export const StopListReminder: Story = {
  beforeEach({ msw }) {
    msw.use(...savedListHandlers([monthlyList, kitchenList]));
  },
  play: async ({ canvas, userEvent }) => {
    const card = within(await canvas.findByTestId('saved-lists'));
    const monthly = await card.findByRole('combobox', {
      name: reminderTexts.labelFor('Monthly office supplies'),
    });
    await userEvent.selectOptions(monthly, reminderTexts.never);
    await expect(await body().findByText(reminderTexts.stopped('Monthly office supplies'))).toBeVisible();
    await waitFor(() => expect(card.queryByText(reminderTexts.next('2026-06-22'))).not.toBeInTheDocument());
    await expect(monthly).toHaveDisplayValue(reminderTexts.never);
  },
};

/** A reminder the server could not set: the notice says so and the list keeps what it had. */
export const ListReminderFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      serverError('put', mockPath(extensionRoutes.listReminder)),
      ...savedListHandlers([monthlyList, kitchenList]),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const card = within(await canvas.findByTestId('saved-lists'));
    const kitchen = await card.findByRole('combobox', { name: reminderTexts.labelFor('Kitchen') });
    await userEvent.selectOptions(kitchen, reminderTexts.every(7));
    await expect(await body().findByText(savedListTexts.failedTitle)).toBeVisible();
    await waitFor(() => expect(kitchen).toHaveDisplayValue(reminderTexts.never));
    await expect(kitchen).toBeEnabled();
  },
};

/** A server that keeps lists but not their reminders (no `reminder` served): no reminder field. */
export const ListRemindersNotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(...savedListHandlers([monthlyList, kitchenList], { reminders: false }));
  },
  play: async ({ canvas }) => {
    await pageWhole(canvas);
    const card = within(await canvas.findByTestId('saved-lists'));
    await expect(await card.findAllByTestId('saved-list')).toHaveLength(2);
    await expect(card.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(card.queryByText(reminderTexts.label)).not.toBeInTheDocument();
  },
};

/** No lists yet: the card says how to make one. */
export const NoSavedLists: Story = {
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('saved-lists'));
    await expect(card.getByText(savedListTexts.empty)).toBeVisible();
    await pageWhole(canvas);
  },
};

/**
 * Back-in-stock alerts set on product pages: each links to its product and can be cancelled; the
 * card stays, saying so, once the last is cancelled. A shopper who never set one sees no card.
 */
export const StockAlerts: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...stockAlertHandlers([
        {
          productId: String(sizesAndColorsProduct.id),
          title: sizesAndColorsProduct.title,
          size: 'S',
          requestedAt: ALERT_REQUESTED_AT,
        },
      ]),
    );
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('stock-alerts'));
    await expect(card.getByRole('heading', { name: stockAlertTexts.heading })).toBeVisible();
    const item = `${sizesAndColorsProduct.title} (size S)`;
    await expect(card.getByRole('link', { name: item })).toHaveAttribute(
      'href',
      `/product/${String(sizesAndColorsProduct.id)}?size=S`,
    );
    // Asked on 20 Nov 2026 (ALERT_REQUESTED_AT), it waits 180 days.
    await expect(card.getByText(/^Asked on 20 Nov 2026\. .*\(until 19 May 2027\)\.$/)).toBeVisible();
    await expect(card.getByRole('button', { name: `${stockAlertTexts.cancel}: ${item}` })).toBeEnabled();
  },
};

/** Cancelled from the account: a notice, and the card stays saying none is waiting. */
export const StockAlertCancelled: Story = {
  beforeEach: StockAlerts.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const card = within(await canvas.findByTestId('stock-alerts'));
    const item = `${sizesAndColorsProduct.title} (size S)`;
    await userEvent.click(await card.findByRole('button', { name: `${stockAlertTexts.cancel}: ${item}` }));
    await expect(await body().findByText(stockAlertTexts.cancelled)).toBeVisible();
    await expect(await card.findByText(stockAlertTexts.none)).toBeVisible();
    await expect(card.queryAllByTestId('stock-alert-item')).toHaveLength(0);
  },
};

/** No alert was ever set (the default): the account page shows no alerts card. */
export const NoStockAlerts: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('saved-lists')).toBeVisible();
    await expect(canvas.queryByTestId('stock-alerts')).not.toBeInTheDocument();
    await pageWhole(canvas);
  },
};

/**
 * A business customer the shop gave credit: the limit, what they owe and what is left, each order
 * still to pay with its day, and how to pay it (by UPI from a phone, with the amount filled in).
 */
export const CreditAccount: Story = {
  beforeEach({ msw }) {
    msw.use(...creditAccountHandlers(creditAccount));
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('credit-account'));
    await expect(card.getByRole('heading', { name: creditTexts.heading })).toBeVisible();
    await expect(card.getByText(creditTexts.terms(30))).toBeVisible();
    await expect(card.getByTestId('credit-owed')).toHaveTextContent('₹2,495');
    await expect(card.getByTestId('credit-available')).toHaveTextContent('₹47,505');
    const [order] = card.getAllByTestId('credit-order');
    // The order's ID opens My Orders at that order.
    await expect(within(order!).getByRole('link', { name: 'ORD-5B7K3N2W' })).toHaveAttribute(
      'href',
      '/orders#order-ORD-5B7K3N2W',
    );
    await expect(order).toHaveTextContent('₹2,495, due by 10 Mar 2025');
    // How to pay, with the shop's UPI ID; on a phone (the picture at 390 px) a button per order opens
    // the shopper's UPI app with its amount, the order ID as the note, and its payment's reference,
    // by which the gateway confirms it.
    await expect(
      await card.findByText(
        'Pay by UPI to guptasupply@okaxis, or by bank transfer (NEFT, RTGS or IMPS) to the account below, with the order ID as the payment’s note, and we will mark it paid.',
      ),
    ).toBeVisible();
    // The shop's bank account, as a bank's app asks for it; the number and IFSC are selected whole with a tap.
    const bank = within(card.getByTestId('bank-transfer'));
    await expect(bank.getByText(creditTexts.bankTransfer)).toBeVisible();
    const rows = [
      [creditTexts.accountName, 'Gupta Supply Company Pvt. Ltd.'],
      [creditTexts.accountNumber, '50200012345678'],
      [creditTexts.ifsc, 'HDFC0001234'],
      [creditTexts.bank, 'HDFC Bank, IMT Manesar'],
    ] as const;
    for (const [label, value] of rows)
      await expect(bank.getByText(label).nextElementSibling).toHaveTextContent(value);
    await expect(getComputedStyle(bank.getByText('50200012345678')).userSelect).toBe('all');
    await expect(
      within(order!).getByRole('link', {
        name: creditTexts.payByUpiLabel(2495, 'ORD-5B7K3N2W'),
        hidden: true,
      }),
    ).toHaveAttribute(
      'href',
      'upi://pay?pa=guptasupply%40okaxis&pn=Gupta%20Supply%20Co.&am=2495.00&cu=INR&tn=Order%20ORD-5B7K3N2W&tr=PAY7KQ2M9XW4HB',
    );
  },
};

/**
 * On a computer, each order to pay has its UPI link as a QR code, to scan with a phone's UPI app:
 * the dialog names the order and its amount, and closing it gives the focus back to its button.
 */
export const CreditAccountScanToPay: Story = {
  beforeEach({ msw }) {
    msw.use(...creditAccountHandlers(creditAccount));
  },
  play: async ({ canvas, userEvent }) => {
    const card = within(await canvas.findByTestId('credit-account'));
    const scan = await card.findByRole('button', { name: creditTexts.scanToPayLabel(2495, 'ORD-5B7K3N2W') });
    await expect(scan).toHaveTextContent('Scan to pay ₹2,495');
    await userEvent.click(scan);
    const dialog = within(
      await body().findByRole('dialog', { name: `${creditTexts.scanTitle(2495)} ORD-5B7K3N2W` }),
    );
    await expect(await dialog.findByRole('img', { name: creditTexts.scanAlt('ORD-5B7K3N2W') })).toBeVisible();
    await expect(dialog.getByText(creditTexts.scanNote('ORD-5B7K3N2W'))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(scan).toHaveFocus());
    // Open again: the picture is the dialog.
    await userEvent.click(scan);
    await expect(await body().findByTestId('account-upi-qr')).toBeVisible();
  },
};

/**
 * A server that gives no bank account (or one that is not one: an IFSC of the wrong form): the card
 * says to pay by UPI or bank transfer, as before, and shows no account to send it to.
 */
export const CreditAccountWithoutBankDetails: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...creditAccountHandlers({
        ...creditAccount,
        bankTransfer: { ...creditAccount.bankTransfer!, ifsc: 'HDFC1234' },
      }),
    );
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('credit-account'));
    await expect(
      await card.findByText(
        'Pay by UPI to guptasupply@okaxis or by bank transfer, with the order ID as the payment’s note, and we will mark it paid.',
      ),
    ).toBeVisible();
    await expect(card.queryByTestId('bank-transfer')).toBeNull();
    await expect(card.getAllByTestId('credit-order')).toHaveLength(1);
  },
};

/** An order past its day: marked, and no new order on account until it is paid. */
export const CreditAccountOverdue: Story = {
  beforeEach({ msw }) {
    msw.use(...creditAccountHandlers(creditAccountOverdue));
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('credit-account'));
    await expect(card.getByTestId('credit-owed')).toHaveTextContent('₹4,990Overdue: ₹2,495');
    await expect(card.getByText(creditTexts.overdue(2495))).toBeVisible();
    const orders = card.getAllByTestId('credit-order');
    await expect(orders.map((o) => within(o).queryByText(creditTexts.overdueBadge) !== null)).toEqual([
      true,
      false,
    ]);
  },
};

/**
 * Pay Now on an order owed on account (My Orders, its e-mails) opens /account#credit-account: once
 * the credit section is there, after the page's data, it is scrolled up to the top of the screen (as
 * far as the page below it lets it).
 */
export const CreditAccountLinkedFromOrders: Story = {
  parameters: { route: { path: '/account', url: creditAccountHref } },
  beforeEach({ msw }) {
    msw.use(...creditAccountHandlers(creditAccount));
  },
  play: async ({ canvas }) => {
    const section = await canvas.findByTestId('credit-account');
    await expect(section).toHaveAttribute('id', 'credit-account');
    // Scrolled down to it (the page above it is taller than the screen): its top on screen.
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    const { top } = section.getBoundingClientRect();
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(window.innerHeight / 2);
    // Focused, as a link to a part of a page leaves it: read out, and the next Tab goes on from it.
    await expect(section).toHaveFocus();
  },
};

/** Fresh spies: where the page would have sent the shopper to pay (the gateway's form). */
const leaving = () => ({ leave: { assign: fn(), submit: fn() } satisfies Leave });

/**
 * Paying an order on account online: "Pay ₹2,495 now" asks the server for the gateway's form and
 * sends it, the button spinning while the browser leaves; the gateway comes back to this page.
 */
export const CreditAccountPayOnline: Story = {
  args: leaving(),
  beforeEach({ msw }) {
    msw.use(...creditAccountHandlers(creditAccount));
  },
  play: async ({ canvas, args, userEvent }) => {
    const card = within(await canvas.findByTestId('credit-account'));
    const pay = card.getByRole('button', { name: creditTexts.payNowLabel(2495, 'ORD-5B7K3N2W') });
    await expect(pay).toHaveTextContent('Pay ₹2,495 now');
    await userEvent.click(pay);
    const submit = args.leave!.submit as ReturnType<typeof fn>;
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.calls[0]![0] as HTMLFormElement;
    await expect(form).toHaveAttribute('action', testBank.action);
    await expect(Object.fromEntries(new FormData(form))).toEqual({
      type: 'sandbox',
      url: `http://localhost:5173${accountPaymentReturnHref(accountPaymentId)}`,
      'data[paymentId]': accountPaymentId,
      'data[amount]': '2495.00',
      'data[orderId]': 'ORD-5B7K3N2W',
      'data[signature]': testBank.data.signature,
    });
    // Leaving: not a second payment from another tap.
    await expect(
      card.getByRole('button', { name: creditTexts.payNowLabel(2495, 'ORD-5B7K3N2W') }),
    ).toBeDisabled();
  },
};

/**
 * Back from the gateway without paying: a phone's browser shows the page again as it was left,
 * the button spinning; it is there to press again.
 */
export const CreditAccountBackFromTheGateway: Story = {
  args: leaving(),
  beforeEach({ msw }) {
    msw.use(...creditAccountHandlers(creditAccount));
  },
  play: async (context) => {
    await CreditAccountPayOnline.play?.(context);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    const card = within(await context.canvas.findByTestId('credit-account'));
    const pay = card.getByRole('button', { name: creditTexts.payNowLabel(2495, 'ORD-5B7K3N2W') });
    await waitFor(() => expect(pay).toBeEnabled());
    await context.userEvent.click(pay);
    const submit = context.args.leave!.submit as ReturnType<typeof fn>;
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(pay).toBeEnabled());
  },
};

/** Back from the gateway before the bank has answered: the card says so, and keeps asking. */
export const CreditAccountPaymentWaiting: Story = {
  parameters: { route: { path: '/account', url: accountPaymentReturnHref(accountPaymentId) } },
  beforeEach({ msw }) {
    msw.use(...creditAccountHandlers(creditAccount));
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByTestId('account-payment');
    await expect(notice).toHaveTextContent(creditTexts.waitingOnline);
    await expect(notice).toHaveTextContent(creditTexts.waitingOnlineHint);
    await expect(notice).toHaveAttribute('role', 'status');
  },
};

/** Paid: said on the card and in a notice, and the credit asked again (the order no longer owed). */
export const CreditAccountPaymentReceived: Story = {
  parameters: { route: { path: '/account', url: accountPaymentReturnHref(accountPaymentId) } },
  beforeEach({ msw }) {
    msw.use(...creditAccountHandlers(creditAccountClear, accountPaymentPaid));
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByTestId('account-payment');
    await expect(notice).toHaveTextContent(creditTexts.paidOnline(2495, 'ORD-5B7K3N2W'));
    await expect(notice).toHaveTextContent('Payment received: ₹2,495 for order ORD-5B7K3N2W. Thank you.');
    await expect(await body().findByText('Payment received', { exact: true })).toBeVisible();
    const card = within(canvas.getByTestId('credit-account'));
    await expect(card.getByTestId('credit-available')).toHaveTextContent('₹50,000');
    await expect(card.getByText(creditTexts.nothingOwed)).toBeVisible();
  },
};

/** Money received for another amount than is due: the shop checks it, and says so. */
export const CreditAccountPaymentInReview: Story = {
  parameters: { route: { path: '/account', url: accountPaymentReturnHref(accountPaymentId) } },
  beforeEach({ msw }) {
    msw.use(...creditAccountHandlers(creditAccount, { ...accountPaymentPending, review: true }));
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByTestId('account-payment');
    await expect(notice).toHaveTextContent(paymentStateTexts.reviewTitle);
    await expect(notice).not.toHaveTextContent(creditTexts.waitingOnline);
  },
};

/** Declined by the bank: nothing taken, still owed, and its button there to try again. */
export const CreditAccountPaymentDeclined: Story = {
  parameters: { route: { path: '/account', url: accountPaymentReturnHref(accountPaymentId, true) } },
  beforeEach({ msw }) {
    msw.use(...creditAccountHandlers(creditAccount));
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByTestId('account-payment');
    await expect(notice).toHaveTextContent(creditTexts.declinedOnline('ORD-5B7K3N2W'));
    await expect(notice).toHaveAttribute('role', 'alert');
    const card = within(canvas.getByTestId('credit-account'));
    await expect(
      card.getByRole('button', { name: creditTexts.payNowLabel(2495, 'ORD-5B7K3N2W') }),
    ).toBeEnabled();
  },
};

/**
 * Paid meanwhile (another tab, the owner recording a transfer): the server has nothing to collect,
 * the shopper reads why, nobody leaves the shop, and the card shows what is owed now.
 */
export const CreditAccountPayNothingOwed: Story = {
  args: leaving(),
  beforeEach({ msw }) {
    let paidMeanwhile = false;
    msw.use(
      http.post(mockPath(extensionRoutes.creditPay), () => {
        paidMeanwhile = true;
        return HttpResponse.json({ error: creditTexts.nothingOwedOnOrder }, { status: 409 });
      }),
      http.get(mockPath(extensionRoutes.creditAccount), () =>
        HttpResponse.json({ account: paidMeanwhile ? creditAccountClear : creditAccount }),
      ),
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    const card = within(await canvas.findByTestId('credit-account'));
    await userEvent.click(card.getByRole('button', { name: creditTexts.payNowLabel(2495, 'ORD-5B7K3N2W') }));
    await expect(await body().findByText(creditTexts.nothingOwedOnOrder)).toBeVisible();
    await expect(body().getByText(creditTexts.payFailedTitle)).toBeVisible();
    await expect(await card.findByText(creditTexts.nothingOwed)).toBeVisible();
    await expect(args.leave!.submit).not.toHaveBeenCalled();
  },
};

/** A server whose payments have no gateway: the orders are paid by UPI or bank transfer, no "Pay now". */
export const CreditAccountPaidOutsideTheShop: Story = {
  beforeEach({ msw }) {
    msw.use(...creditAccountHandlers({ ...creditAccount, payOnline: false }));
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('credit-account'));
    await expect(card.getByTestId('credit-order')).toBeVisible();
    await expect(card.queryByRole('button', { name: /now/ })).not.toBeInTheDocument();
  },
};

/** Credit given and nothing owed: all of it available. */
export const CreditAccountClear: Story = {
  beforeEach({ msw }) {
    msw.use(...creditAccountHandlers(creditAccountClear));
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('credit-account'));
    await expect(card.getByTestId('credit-available')).toHaveTextContent('₹50,000');
    await expect(card.getByText(creditTexts.nothingOwed)).toBeVisible();
  },
};

/**
 * A business buyer's tax invoices by financial year, the latest first, each year's statement a CSV
 * for their accounts: the year's invoices and credit notes, and its value net of the credit notes.
 */
export const TaxInvoices: Story = {
  beforeEach({ msw }) {
    msw.use(...taxStatementHandlers(accountTaxDocuments));
  },
  play: async ({ canvas, userEvent }) => {
    const card = within(await canvas.findByTestId('tax-documents'));
    await expect(card.getByRole('heading', { name: taxStatementTexts.heading })).toBeVisible();
    await expect(card.getByText(taxStatementTexts.intro)).toBeVisible();
    const years = card.getAllByTestId('tax-year');
    await expect(years.map((y) => within(y).getByText(/^Financial year/).textContent)).toEqual([
      'Financial year 2025-26',
      'Financial year 2024-25',
    ]);
    // The cancelled order's invoice and its credit note cancel out.
    await expect(years[1]).toHaveTextContent(
      `3 invoices, 1 credit note · ${taxStatementTexts.net(businessInvoice.totals.total + consumerInvoice.totals.total)}`,
    );
    await expect(years[0]).toHaveTextContent('1 invoice');

    const saved = spyOn(URL, 'createObjectURL');
    await userEvent.click(card.getByRole('button', { name: taxStatementTexts.downloadLabel('2024-25') }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const csv = await (saved.mock.calls[0]![0] as Blob).text();
    saved.mockRestore();
    await expect(csv.split('\r\n')[0]).toBe(STATEMENT_COLUMNS.join(','));
    await expect(csv).toContain(businessInvoice.serial);
    await expect(csv).toContain(`Credit note,${creditNote.serial}`);
    await expect(csv).not.toContain('INV/25-26/');
    await expect(
      card.getByRole('button', { name: taxStatementTexts.downloadLabel('2024-25') }),
    ).toBeEnabled();
  },
};

/** The statement could not be made: a notice says so, and the card stays for another try. */
export const TaxInvoicesDownloadFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      serverError('get', mockPath(extensionRoutes.taxStatement)),
      ...taxStatementHandlers(accountTaxDocuments),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const card = within(await canvas.findByTestId('tax-documents'));
    await userEvent.click(card.getByRole('button', { name: taxStatementTexts.downloadLabel('2025-26') }));
    await expect(await body().findByText(taxStatementTexts.failedTitle)).toBeVisible();
    await expect(
      card.getByRole('button', { name: taxStatementTexts.downloadLabel('2025-26') }),
    ).toBeEnabled();
  },
};

/** Opens "Delete my account" and waits for the dialog; answers the dialog and its password field. */
async function openDeletion(
  canvas: ReturnType<typeof within>,
  userEvent: { click(e: Element): Promise<void> },
) {
  await canvas.findByText('Priya Sharma');
  const card = within(canvas.getByRole('region', { name: accountDeletionTexts.heading }));
  await expect(card.getByText(accountDeletionTexts.intro)).toBeVisible();
  await userEvent.click(card.getByRole('button', { name: accountDeletionTexts.open }));
  const dialog = within(await body().findByRole('alertdialog', { name: accountDeletionTexts.dialogTitle }));
  return { dialog, password: dialog.getByLabelText(accountDeletionTexts.password) };
}

/**
 * The last card: what deleting takes away and keeps. The password is asked again; a wrong one, or
 * an order still open, is said in the dialog and the account stays.
 */
export const DeleteAccountRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const { dialog, password } = await openDeletion(canvas, userEvent);
    await expect(password).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: accountDeletionTexts.confirm }));
    await expect(dialog.getByText(authMessages.passwordMissing)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(password, WRONG_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: accountDeletionTexts.confirm }));
    await expect(await dialog.findByText(accountDeletionTexts.wrongPassword)).toBeVisible();

    await userEvent.clear(password);
    await userEvent.type(password, PASSWORD_WITH_OPEN_ORDER);
    await userEvent.click(dialog.getByRole('button', { name: accountDeletionTexts.confirm }));
    await expect(
      await dialog.findByText(accountDeletionTexts.openOrders('ORD-7K2M9XQ4, Processing')),
    ).toBeVisible();
    await expect(document.cookie).toMatch(/auth_token=/);
  },
};

/** Deleted: the shopper is signed out and taken home, where a notice says so. */
export const DeleteAccount: Story = {
  parameters: stayMounted,
  decorators: [showLocation],
  play: async ({ canvas, userEvent }) => {
    const { dialog, password } = await openDeletion(canvas, userEvent);
    await userEvent.type(password, 'secret123');
    await userEvent.click(dialog.getByRole('button', { name: accountDeletionTexts.confirm }));
    await expect(await body().findByText(accountDeletionTexts.deleted)).toBeVisible();
    await expect(body().getByText(accountDeletionTexts.deletedTitle)).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^At \/$/));
    await waitFor(() => expect(document.cookie).not.toMatch(/auth_token=/));
  },
};

/** A server that implements only the spec cannot delete accounts: the dialog says how to ask the shop. */
export const DeleteAccountNotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.deleteAccount));
  },
  play: async ({ canvas, userEvent }) => {
    const { dialog, password } = await openDeletion(canvas, userEvent);
    await userEvent.type(password, 'secret123');
    await userEvent.click(dialog.getByRole('button', { name: accountDeletionTexts.confirm }));
    await expect(
      await dialog.findByText(
        accountDeletionTexts.notOffered('write to support@guptasupply.example or call +91 98765 43210'),
      ),
    ).toBeVisible();
    await expect(document.cookie).toMatch(/auth_token=/);
  },
};
