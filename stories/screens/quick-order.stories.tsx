import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import QuickOrderRoute from '../../src/app/routes/quick-order.tsx';
import { formatMoney } from '../../src/domain/money.ts';
import { quickOrderTexts as texts } from '../../src/domain/quick-order.ts';
import { products } from '../../src/mocks/fixtures/products.ts';
import { savedListHandlers } from '../../src/mocks/handlers/quick-order.ts';
import { kitchenList, monthlyList } from '../../src/mocks/fixtures/saved-lists.ts';
import { extensionRoutes, notOffered } from '../../src/mocks/handlers/routes.ts';
import { loading, serverError } from '../../src/mocks/overrides.ts';

const QUICK_ORDER = '*/api/v1/quick-order';

// These stories render the route module `src/app/routes/quick-order.tsx` against the MSW handlers
// (src/mocks/handlers/quick-order.ts, which check SKUs with the server's rules from src/domain),
// and with it the view in src/screens/quick-order/: quick-order-view.
const meta = {
  title: 'Screens/Quick Order',
  component: QuickOrderRoute,
  parameters: { route: { path: '/quick-order', url: '/quick-order' } },
} satisfies Meta<typeof QuickOrderRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const pad = () => body().getByRole('textbox', { name: texts.field });
/** The checked list, once every line has its answer. */
const checked = (summary: string) =>
  waitFor(
    () => expect(body().getByTestId('pad-summary')).toHaveTextContent(summary, { normalizeWhitespace: true }),
    { timeout: 4000 },
  );

/** Nothing typed yet: the pad, its hint, and where the lines will show. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(pad()).toHaveValue('');
    await expect(canvas.getByText(texts.hint)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.empty);
    await expect(canvas.getByRole('button', { name: texts.upload })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.addAll })).not.toBeInTheDocument();
  },
};

/** One line typed: its product and volume price (5 rolls reach the first tier), then into the cart. */
export const OneLine: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(pad(), 'pro-001-1mx100m 5');
    await checked(texts.summary(1, 1, 5 * 1049));
    const line = within(canvas.getByTestId('pad-line'));
    await expect(line.getByRole('link', { name: 'Bubble Wrap Roll, 100 m' })).toBeVisible();
    await expect(line.getByText('· 1 m x 100 m', { exact: false })).toBeVisible();
    await expect(line.getByText(`5 × ${formatMoney(1049)}`, { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.addAll }));
    await expect(await body().findByText(texts.added(1))).toBeVisible();
    await expect(pad()).toHaveValue('');
  },
};

const fifty = products
  .filter((p) => !p.attributes?.some((a) => /^sizes?$/i.test(a.key)) && !p.packOf)
  .slice(0, 10)
  .flatMap((p, i) => Array.from({ length: 5 }, (_, n) => `${p.sku}, ${i + n + 1}`))
  .join('\n');

/** A pasted list of 50 lines: every line found and priced, the total under them. */
export const FiftyLines: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(pad());
    await userEvent.paste(fifty);
    await checked('50 of 50 lines ready');
    await expect(canvas.getAllByTestId('pad-line')).toHaveLength(50);
    await expect(canvas.getByRole('list', { name: texts.linesLabel(50) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.addAll })).toBeEnabled();
  },
};

const mixed = [
  'sku,quantity',
  'PRO-002, 20',
  'PRO-002, 15',
  'NOPE-404, 3',
  'CLE-003, 2',
  'CLE-003-m, 2',
  'CLE-003-XXL, 1',
  'KIT-003 two',
  'TAP-002',
].join('\n');

/** Good and bad lines together: each bad line says exactly why, and the good ones stay ready. */
export const MixedLines: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(pad());
    await userEvent.paste(mixed);
    await checked(texts.summary(3, 8, 20 * 349 + 2 * 549 + 429));
    const problems = canvas.getAllByTestId('pad-line-problem').map((p) => p.textContent);
    await expect(problems).toEqual([
      'Air Bubble Pouches, 6 x 8 in (Pack of 100) is sold in cartons of 10: order 20 or another multiple of 10',
      texts.unknownSku('NOPE-404'),
      texts.needsSize('Nitrile Gloves, Powder-Free (Box of 100)', [
        'CLE-003-S',
        'CLE-003-M',
        'CLE-003-L',
        'CLE-003-XL',
      ]),
      texts.noSuchSize('Nitrile Gloves, Powder-Free (Box of 100)', 'XXL', [
        'CLE-003-S',
        'CLE-003-M',
        'CLE-003-L',
        'CLE-003-XL',
      ]),
      texts.badQuantity,
    ]);
    await expect(canvas.getByText(texts.badLines(5))).toBeVisible();
    // Lines keep their place in the typed text (the header is line 1).
    await expect(within(canvas.getAllByTestId('pad-line')[0]!).getByText('Line 2')).toBeVisible();
    // Adding takes the ready lines to the cart and leaves the ones to fix in the pad.
    await userEvent.click(canvas.getByRole('button', { name: texts.addAll }));
    await expect(await body().findByText(texts.added(3))).toBeVisible();
    await waitFor(() => expect(canvas.getAllByTestId('pad-line')).toHaveLength(5));
    await expect(pad()).toHaveValue(
      ['sku,quantity', 'PRO-002, 15', 'NOPE-404, 3', 'CLE-003, 2', 'CLE-003-XXL, 1', 'KIT-003 two'].join(
        '\n',
      ),
    );
  },
};

export const MixedLinesPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ userEvent }) => {
    await userEvent.click(pad());
    await userEvent.paste(mixed);
    await checked(texts.summary(3, 8, 20 * 349 + 2 * 549 + 429));
  },
};

/** A CSV file replaces the pad's text and is checked like a pasted list. */
export const CsvUpload: Story = {
  play: async ({ canvas, userEvent }) => {
    const file = new File(['Item,Qty,Note\nCOR-003,4,dispatch\nLAB-001,10,\n'], 'monthly.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(canvas.getByTestId('pad-file'), file);
    await waitFor(() => expect(pad()).toHaveValue('Item,Qty,Note\nCOR-003,4,dispatch\nLAB-001,10,\n'));
    await checked(texts.summary(2, 2, 4 * 1450 + 10 * 339));
  },
};

/** Checking is under way: the lines wait and Add all waits with them. */
export const Checking: Story = {
  beforeEach({ msw }) {
    msw.use(loading('post', QUICK_ORDER));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(pad(), 'COR-003, 4');
    await expect(await canvas.findByText(texts.checking)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.addAll })).toBeDisabled();
  },
};

/** The check failed: the pad keeps the text and says so. */
export const CheckFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', QUICK_ORDER));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(pad(), 'COR-003, 4');
    await expect(await canvas.findByText(texts.failed, {}, { timeout: 4000 })).toBeVisible();
    await expect(pad()).toHaveValue('COR-003, 4');
  },
};

/** A shop whose server implements only the spec: the pad says quick order is not offered. */
export const NotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.quickOrder));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(pad(), 'COR-003, 4');
    await expect(await canvas.findByText(texts.notOffered, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.addAll })).not.toBeInTheDocument();
  },
};

/** A signed-in buyer's saved lists load into the pad with one press. */
export const SavedLists: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...savedListHandlers([monthlyList, { ...kitchenList, updatedAt: monthlyList.updatedAt }]));
  },
  play: async ({ canvas, userEvent }) => {
    const group = within(await canvas.findByRole('group', { name: texts.savedLists }));
    await userEvent.click(group.getByRole('button', { name: texts.loadList('Monthly office supplies') }));
    await expect(pad()).toHaveValue('DIS-001, 6\nKIT-002, 4\nCLE-003-M, 2');
    await checked(texts.summary(3, 3, 6 * 399 + 4 * 199 + 2 * 549));
  },
};

/** Opened from the account page's "Open in quick order": the list named in the address is loaded. */
export const OpenedFromAccount: Story = {
  parameters: { session: 'signed-in', route: { path: '/quick-order', url: '/quick-order?list=list-1' } },
  beforeEach({ msw }) {
    msw.use(...savedListHandlers([monthlyList]));
  },
  play: async () => {
    await waitFor(() => expect(pad()).toHaveValue('DIS-001, 6\nKIT-002, 4\nCLE-003-M, 2'));
    await checked(texts.summary(3, 3, 6 * 399 + 4 * 199 + 2 * 549));
  },
};

/** More lines than one check takes: the pad asks for the list to be split. */
export const TooManyLines: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(pad());
    await userEvent.paste(Array.from({ length: 251 }, (_, i) => `COR-003, ${i + 1}`).join('\n'));
    await expect(await canvas.findByText(texts.tooMany)).toBeVisible();
    await expect(canvas.queryAllByTestId('pad-line')).toHaveLength(0);
  },
};
