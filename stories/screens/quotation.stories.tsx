import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { QuotationView } from '../../src/screens/quotation/quotation-view.tsx';
import QuotationRoute from '../../src/app/routes/quotation.tsx';
import { businessMessages } from '../../src/contract/business.ts';
import { glovesInCart, tapeInCart } from '../../src/mocks/fixtures/cart.ts';
import { invoiceTexts } from '../../src/domain/invoice-texts.ts';
import { quotationTexts as texts } from '../../src/domain/quotation.ts';
import { mockBuyerDetails } from '../../src/mocks/fixtures/invoices.ts';
import { officeBusiness } from '../../src/mocks/fixtures/orders.ts';
import { nitrileGloves } from '../../src/mocks/fixtures/products.ts';
import { savedBusinessHandlers } from '../../src/mocks/handlers/address-book.ts';
import { extensionRoutes, mockPath, notOffered } from '../../src/mocks/handlers/routes.ts';
import { serverError } from '../../src/mocks/overrides.ts';
import { http, HttpResponse } from 'msw';

const tape = tapeInCart;
const gloves = glovesInCart;
const REACH = 'write to support@guptasupply.example or call +91 98765 43210';

// These stories render the route module `src/app/routes/quotation.tsx` against the MSW handlers
// (POST /quotations built by src/domain/quotation.ts, the mock shop registered in Haryana), and
// with it the view in src/screens/quotation/: quotation-view (with the invoice's document,
// src/screens/invoice/invoice-document.tsx).
const meta = {
  title: 'Screens/Quotation',
  component: QuotationRoute,
  parameters: { route: { path: '/quotation', url: '/quotation' }, cart: [tape, gloves] },
} satisfies Meta<typeof QuotationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Clicks = {
  click(e: Element): Promise<void>;
  type(e: Element, text: string): Promise<void>;
  selectOptions(e: Element, v: string): Promise<void>;
};

/** Chooses the state and makes the quotation; resolves to the document. */
async function make(canvas: Canvas, userEvent: Clicks, state: string) {
  await userEvent.selectOptions(await canvas.findByLabelText(texts.state, { exact: false }), state);
  await userEvent.click(canvas.getByRole('button', { name: /Make/ }));
  return within(await canvas.findByTestId('tax-document-quotation'));
}

/** The form: the state the goods go to, and a business, both optional. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.pageTitle })).toBeVisible();
    await expect(canvas.getByText(texts.intro)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.make })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: invoiceTexts.print })).not.toBeInTheDocument();
  },
};

/**
 * Goods to Haryana, where the shop is registered: CGST + SGST, each line at its price, the total
 * what the cart comes to, saying it is not a tax invoice; then Print.
 */
export const WithinTheState: Story = {
  play: async ({ canvas, userEvent }) => {
    const doc = await make(canvas, userEvent, 'Haryana');
    await expect(doc.getByRole('heading', { level: 2, name: invoiceTexts.quotation })).toBeVisible();
    await expect(doc.getByTestId('document-note')).toHaveTextContent(invoiceTexts.quotationNote);
    await expect(doc.getAllByTestId('document-line')).toHaveLength(2);
    await expect(doc.getByTestId('total-cgst')).toBeVisible();
    await expect(doc.queryByTestId('total-igst')).not.toBeInTheDocument();
    await expect(doc.getByTestId('document-total')).toHaveTextContent('₹1,247');
    await expect(doc.getByTestId('place-of-supply')).toHaveTextContent('Haryana (06)');
    await expect(doc.queryByTestId('document-serial')).not.toBeInTheDocument();
    await expect(doc.getByText(texts.anyBuyer)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.again })).toBeEnabled();
    // Print is one click; so is the PDF the server draws, to save or forward.
    const print = spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(canvas.getByRole('button', { name: invoiceTexts.print }));
    await expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    const saved = spyOn(URL, 'createObjectURL');
    await userEvent.click(canvas.getByRole('button', { name: invoiceTexts.downloadPdf }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const file = saved.mock.calls[0]![0] as Blob;
    await expect(file.type).toBe('application/pdf');
    await expect(await file.text()).toContain('Quotation 1247');
    saved.mockRestore();
  },
};

/** The PDF could not be drawn: the quotation stays on the page, and a notice says why. */
export const PdfFails: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', mockPath(extensionRoutes.quotationPdf)));
  },
  play: async ({ canvas, userEvent }) => {
    await make(canvas, userEvent, 'Haryana');
    await userEvent.click(canvas.getByRole('button', { name: invoiceTexts.downloadPdf }));
    await expect(await within(document.body).findByText(invoiceTexts.pdfFailedTitle)).toBeVisible();
    await expect(canvas.getByTestId('tax-document-quotation')).toBeVisible();
  },
};

/** Goods to another state: IGST. */
export const ToAnotherState: Story = {
  play: async ({ canvas, userEvent }) => {
    const doc = await make(canvas, userEvent, 'Maharashtra');
    await expect(doc.getByTestId('total-igst')).toBeVisible();
    await expect(doc.queryByTestId('total-cgst')).not.toBeInTheDocument();
    await expect(doc.getByTestId('document-total')).toHaveTextContent('₹1,247');
  },
};

/**
 * For a business: its legal name and GSTIN printed as the recipient. Only one of the two, or a
 * GSTIN of another state, is refused on its field first.
 */
export const ForABusiness: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByLabelText(texts.legalName);
    await userEvent.type(name, officeBusiness.legalName);
    await userEvent.selectOptions(canvas.getByLabelText(texts.state, { exact: false }), 'Haryana');
    await userEvent.click(canvas.getByRole('button', { name: texts.make }));
    await expect(await canvas.findByText(businessMessages.gstin)).toBeVisible();

    const gstin = canvas.getByLabelText(texts.gstin);
    await userEvent.type(gstin, officeBusiness.gstin);
    await userEvent.click(canvas.getByRole('button', { name: texts.make }));
    // 27…: registered in Maharashtra, not Haryana.
    await waitFor(() => expect(gstin).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.queryByTestId('tax-document-quotation')).not.toBeInTheDocument();

    const doc = await make(canvas, userEvent, 'Maharashtra');
    await expect(doc.getByText(officeBusiness.legalName)).toBeVisible();
    await expect(doc.getByText(`${invoiceTexts.gstin}: ${officeBusiness.gstin}`)).toBeVisible();
  },
};

/** A signed-in buyer whose last business order named a business: the form starts with it. */
export const SavedBusiness: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...savedBusinessHandlers(mockBuyerDetails));
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByLabelText(texts.legalName)).toHaveValue(mockBuyerDetails.legalName),
    );
    await expect(canvas.getByLabelText(texts.gstin)).toHaveValue(mockBuyerDetails.gstin);
    await expect(canvas.getByLabelText(texts.state, { exact: false })).toHaveValue('Maharashtra');
  },
};

/** A line the shop no longer sells: the server's words, and nothing made. */
export const LineRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockPath(extensionRoutes.quotation), () =>
        HttpResponse.json(
          { error: `items[1]: ${nitrileGloves.title} is no longer sold. Please remove it.` },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText(texts.state, { exact: false }), 'Haryana');
    await userEvent.click(canvas.getByRole('button', { name: texts.make }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('is no longer sold');
    await expect(canvas.queryByTestId('tax-document-quotation')).not.toBeInTheDocument();
  },
};

/** The server failed: the page says so, and the button is there to try again. */
export const Fails: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', mockPath(extensionRoutes.quotation)));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText(texts.state, { exact: false }), 'Haryana');
    await userEvent.click(canvas.getByRole('button', { name: texts.make }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.make })).toBeEnabled();
  },
};

/** A server that implements only the spec makes none: the page says how to ask the shop. */
export const NotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.quotation));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText(texts.state, { exact: false }), 'Haryana');
    await userEvent.click(canvas.getByRole('button', { name: texts.make }));
    // With the shop's contact details once its store info has come, even after the press (a busy
    // machine's CI of 2026-12-06 pressed first, and the page said "use the Contact Us page").
    await expect(await canvas.findByText(texts.notOffered(REACH), {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The page as the server sends it, before the browser reads the stored cart: its place is held, never shown empty. */
export const BeforeTheStoredCartIsRead: Story = {
  render: () => <QuotationView lines={undefined} onMake={fn()} onPrint={fn()} onDownloadPdf={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.pageTitle })).toBeVisible();
    await expect(canvas.getByRole('status', { name: texts.reading })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.make })).not.toBeInTheDocument();
  },
};

/** An empty cart: nothing to quote, and the way to the products. */
export const EmptyCart: Story = {
  parameters: { cart: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(texts.emptyTitle)).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.browse })).toHaveAttribute('href', '/products');
    await expect(canvas.queryByRole('button', { name: texts.make })).not.toBeInTheDocument();
  },
};
