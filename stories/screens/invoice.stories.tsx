import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import InvoiceRoute from '../../src/app/routes/invoice.tsx';
import { INVOICE_NOT_ISSUED } from '../../src/contract/invoice.ts';
import { loginPath } from '../../src/domain/routes.ts';
import { invoiceHref } from '../../src/domain/invoice-route.ts';
import { accountEmail } from '../../src/mocks/fixtures/account.ts';
import {
  businessInvoice,
  cancelledInvoice,
  cashOnDeliveryInvoice,
  consumerInvoice,
  creditNote,
  interStateInvoice,
  intraStateInvoice,
  mockBuyer,
  mockSupplier,
} from '../../src/mocks/fixtures/invoices.ts';
import {
  cashOnDeliveryOrder,
  couponOrder,
  deliveredOrder,
  pendingOrder,
  processingOrder,
  shippedOrder,
} from '../../src/mocks/fixtures/orders.ts';
import { loading, respond, serverError } from '../../src/mocks/overrides.ts';
import { invoiceTexts as t } from '../../src/domain/invoice-texts.ts';

const INVOICE = '*/api/v1/orders/:id/invoice';
const at = (orderId: unknown, contact?: string) => ({
  route: { path: '/invoice', url: invoiceHref(String(orderId), contact) },
});

// These stories render the route module `src/app/routes/invoice.tsx` against the MSW handlers, and
// with it the views in src/screens/invoice/: invoice-view and invoice-document.
const meta = {
  title: 'Screens/Invoice',
  component: InvoiceRoute,
  parameters: { session: 'signed-in', ...at(processingOrder.id) },
} satisfies Meta<typeof InvoiceRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const documentIn = async (canvas: Canvas, kind: 'invoice' | 'creditNote' = 'invoice') =>
  within(await canvas.findByTestId(`tax-document-${kind}`));
const columnHeads = (doc: ReturnType<typeof within>) =>
  doc.getAllByRole('columnheader').map((h: HTMLElement) => h.textContent);

/** Goods to another state (Maharashtra): IGST at the full rate, the recipient a consumer. */
export const InterState: Story = {
  play: async ({ canvas, userEvent }) => {
    const doc = await documentIn(canvas);
    await expect(doc.getByRole('heading', { level: 1, name: t.invoice })).toBeVisible();
    await expect(doc.getByTestId('document-serial')).toHaveTextContent(interStateInvoice.serial);
    await expect(doc.getByText(`${t.gstin}: ${mockSupplier.gstin}`)).toBeVisible();
    await expect(doc.getByText(`${t.gstin}: ${t.unregistered}`)).toBeVisible();
    await expect(doc.getByTestId('place-of-supply')).toHaveTextContent('Maharashtra (27)');
    await expect(doc.getByText(t.reverseCharge)).toBeVisible();
    // Across states: IGST only, no CGST or SGST column.
    await expect(columnHeads(doc)).toContain(t.columns.igst);
    await expect(columnHeads(doc)).not.toContain(t.columns.cgst);
    await expect(doc.getAllByTestId('document-line')).toHaveLength(interStateInvoice.lines.length);
    await expect(doc.getByTestId('total-igst')).toHaveTextContent(`₹${interStateInvoice.totals.igst}`);
    await expect(doc.getByTestId('document-total')).toHaveTextContent('₹2,495');
    await expect(doc.getByTestId('amount-in-words')).toHaveTextContent(
      'Rupees Two Thousand Four Hundred Ninety-Five Only',
    );
    // Print is one click; so is the PDF the server draws, saved under the invoice's serial.
    const print = spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(canvas.getByRole('button', { name: t.print }));
    await expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    const saved = spyOn(URL, 'createObjectURL');
    await userEvent.click(canvas.getByRole('button', { name: t.downloadPdf }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const file = saved.mock.calls[0]![0] as Blob;
    await expect(file.type).toBe('application/pdf');
    await expect(await file.text()).toContain(interStateInvoice.serial);
    saved.mockRestore();
    // Back to the order's card on My Orders.
    await expect(canvas.getByRole('link', { name: t.back })).toHaveAttribute(
      'href',
      `/orders#order-${processingOrder.id}`,
    );
  },
};

/** Delivered in the store's own state (Haryana): CGST and SGST, half the rate each. */
export const IntraState: Story = {
  beforeEach({ msw }) {
    msw.use(respond('get', INVOICE, { invoice: intraStateInvoice, creditNote: null }));
  },
  play: async ({ canvas }) => {
    const doc = await documentIn(canvas);
    await expect(doc.getByTestId('place-of-supply')).toHaveTextContent('Haryana (06)');
    await expect(columnHeads(doc)).toEqual(expect.arrayContaining([t.columns.cgst, t.columns.sgst]));
    await expect(columnHeads(doc)).not.toContain(t.columns.igst);
    await expect(doc.getAllByTestId('document-line')[0]).toHaveTextContent('9% + 9%');
    await expect(doc.getByTestId('total-cgst').textContent).toBe(doc.getByTestId('total-sgst').textContent);
  },
};

/** A consumer at home: named and addressed as the order was shipped, no GSTIN. */
export const Consumer: Story = {
  parameters: at(deliveredOrder.id),
  play: async ({ canvas }) => {
    const doc = await documentIn(canvas);
    await expect(doc.getByText(consumerInvoice.recipient.name)).toBeVisible();
    await expect(doc.getByText(`${t.gstin}: ${t.unregistered}`)).toBeVisible();
    await expect(doc.getByTestId('place-of-supply')).toHaveTextContent('Karnataka (29)');
  },
};

/** A registered business, goods at two rates: its GSTIN and head office, and the tax per rate. */
export const BusinessMultiRate: Story = {
  parameters: at(shippedOrder.id),
  play: async ({ canvas }) => {
    const doc = await documentIn(canvas);
    await expect(doc.getByText(mockBuyer.legalName)).toBeVisible();
    await expect(doc.getByText(`${t.gstin}: ${mockBuyer.gstin}`)).toBeVisible();
    await expect(doc.getByText(mockBuyer.address!.address)).toBeVisible();
    // Their own purchase order number, for their accounts to match the invoice to it.
    await expect(doc.getByText(t.buyerOrder)).toBeVisible();
    await expect(doc.getByTestId('buyer-order')).toHaveTextContent('PO/2425/0387');
    const rates = within(doc.getByTestId('tax-by-rate')).getAllByRole('row').slice(1);
    await expect(rates.map((r) => r.firstElementChild?.textContent)).toEqual(
      businessInvoice.byRate.map((r) => `${r.rate}%`),
    );
    await expect(rates).toHaveLength(2);
  },
};

/** Cash on delivery: the fee is a line of its own (SAC 9968), taxed at the goods' rate. */
export const CashOnDelivery: Story = {
  parameters: at(cashOnDeliveryOrder.id),
  beforeEach({ msw }) {
    msw.use(respond('get', INVOICE, { invoice: cashOnDeliveryInvoice, creditNote: null }));
  },
  play: async ({ canvas }) => {
    const doc = await documentIn(canvas);
    const lines = doc.getAllByTestId('document-line');
    await expect(lines.at(-1)).toHaveTextContent('Cash on delivery fee');
    await expect(lines.at(-1)).toHaveTextContent('9968');
    await expect(doc.getByTestId('document-total')).toHaveTextContent(
      `₹${cashOnDeliveryInvoice.totals.total.toLocaleString('en-IN')}`,
    );
  },
};

/** Placed with a coupon: each line's share of it in a Discount column, out of its taxable value. */
export const WithCouponDiscount: Story = {
  parameters: at(couponOrder.id),
  play: async ({ canvas }) => {
    const doc = await documentIn(canvas);
    await expect(doc.getByRole('columnheader', { name: 'Discount' })).toBeVisible();
    const [boxes, bags] = doc.getAllByTestId('document-line');
    await expect(boxes).toHaveTextContent(/₹549-₹109\.80₹941\.14/);
    await expect(bags).toHaveTextContent(/-₹44\.90.*₹342\.46/);
    await expect(doc.getByTestId('document-total')).toHaveTextContent('₹1,392.30');
  },
};

/** Cancelled after payment: the invoice, then the credit note against it. */
export const WithCreditNote: Story = {
  beforeEach({ msw }) {
    msw.use(respond('get', INVOICE, { invoice: cancelledInvoice, creditNote }));
  },
  play: async ({ canvas }) => {
    await documentIn(canvas);
    const note = await documentIn(canvas, 'creditNote');
    await expect(note.getByRole('heading', { level: 1, name: t.creditNote })).toBeVisible();
    await expect(note.getByTestId('document-serial')).toHaveTextContent(creditNote.serial);
    await expect(note.getByText(`${t.against}`)).toBeVisible();
    await expect(note.getByText(new RegExp(cancelledInvoice.serial))).toBeVisible();
  },
};

/** Someone tracking the order with its contact, signed out: the invoice, and back to tracking. */
export const Tracked: Story = {
  parameters: { session: 'signed-out', ...at(shippedOrder.id, accountEmail) },
  play: async ({ canvas }) => {
    await documentIn(canvas);
    await expect(canvas.getByRole('link', { name: t.trackBack })).toHaveAttribute(
      'href',
      `/track-order?id=${String(shippedOrder.id)}`,
    );
  },
};

/** Signed out without a contact: nothing is asked of the server; signing in comes back here. */
export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvas }) => {
    const block = await canvas.findByTestId('invoice-sign-in');
    await expect(block).toHaveTextContent(t.signInTitle);
    await expect(within(block).getByRole('link', { name: t.signInAction })).toHaveAttribute(
      'href',
      loginPath(invoiceHref(String(processingOrder.id))),
    );
  },
};

/** Not paid yet: the server has no invoice to show, and says so. */
export const NotIssued: Story = {
  parameters: at(pendingOrder.id),
  play: async ({ canvas }) => {
    const block = await canvas.findByTestId('invoice-not-issued');
    await expect(block).toHaveTextContent(t.notIssuedTitle);
    await expect(block).toHaveTextContent(INVOICE_NOT_ISSUED);
    await expect(canvas.queryByRole('button', { name: t.print })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loading('get', INVOICE));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: t.loading })).toBeVisible();
  },
};

/** The PDF could not be made: the page stays, and a notice says why. */
export const PdfFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', '*/api/v1/orders/:id/invoice.pdf'));
  },
  play: async ({ canvas, userEvent }) => {
    await documentIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.downloadPdf }));
    await expect(await within(document.body).findByText(t.pdfFailedTitle)).toBeVisible();
    await expect(canvas.getByTestId('tax-document-invoice')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', INVOICE));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByTestId('invoice-error');
    await expect(alert).toHaveTextContent(t.errorTitle);
    await expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
  },
};

export const NoOrder: Story = {
  parameters: { route: { path: '/invoice', url: '/invoice' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.noOrderTitle)).toBeVisible();
  },
};

/** On a phone the lines scroll sideways inside their own region; the rest reads top to bottom. */
export const InterStatePhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const doc = await documentIn(canvas);
    const region = doc.getByRole('region', { name: `${t.lines}, ${t.invoice}` });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(doc.getByTestId('document-total')).toBeVisible();
  },
};

export const BusinessMultiRatePhone: Story = {
  ...BusinessMultiRate,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
