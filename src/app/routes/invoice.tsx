import { useLocation, useSearchParams } from 'react-router-dom';
import { getInvoicePdf, useInvoice } from '../../api/invoices.ts';
import { usePdfDownload } from '../save-file.ts';
import { errorMessage, isNotFoundError } from '../../api/errors.ts';
import { loginPath, orderHref, trackHref } from '../../domain/routes.ts';
import { InvoiceView, type InvoiceViewState } from '../../screens/invoice/invoice-view.tsx';
import { useHydrated } from '../../components/use-hydrated.ts';
import { useSession } from '../../state/session.tsx';
import { invoiceTexts } from '../../domain/invoice-texts.ts';

/**
 * /invoice?order=ORD-…[&contact=…]: the order's tax invoice, for its customer signed in or, with
 * the contact the order was tracked with, for whoever tracked it. Rendered in the browser only.
 */
export default function InvoiceRoute() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  // As given: the server reads the number as it reads any typed one (I, L and O mistaken for digits).
  const orderId = (params.get('order') ?? '').trim();
  const contactInfo = params.get('contact')?.trim() || undefined;
  const { status } = useSession();
  const hydrated = useHydrated();
  const signedIn = status === 'authenticated';
  const asking = hydrated && orderId !== '' && (contactInfo !== undefined || signedIn);
  const { data, error, mutate } = useInvoice(asking ? { orderId, contactInfo } : null);

  const { downloading, download } = usePdfDownload();
  const downloadPdf = () => {
    if (data)
      void download(
        () => getInvoicePdf({ orderId, contactInfo }),
        invoiceTexts.pdfFileName(data.invoice.serial),
      );
  };

  // Back to the order: its tracking for a guest who tracked it, its card on My Orders for its customer.
  const backHref = contactInfo ? trackHref(orderId) : orderHref(orderId);
  let state: InvoiceViewState;
  if (orderId === '') state = { kind: 'no-order' };
  else if (!hydrated) state = { kind: 'loading' };
  else if (!asking) state = { kind: 'sign-in', loginHref: loginPath(`${pathname}${search}`) };
  else if (data) state = { kind: 'ready', documents: data };
  // Not paid yet, or not this shopper's order: the server says which.
  else if (isNotFoundError(error))
    state = { kind: 'not-issued', message: errorMessage(error, '') || undefined };
  else if (error)
    state = {
      kind: 'error',
      message: errorMessage(error, invoiceTexts.tryAgain),
      onRetry: () => void mutate(),
    };
  else state = { kind: 'loading' };

  return (
    <InvoiceView
      state={state}
      backHref={backHref}
      {...(contactInfo ? { backLabel: invoiceTexts.trackBack } : {})}
      onPrint={() => window.print()}
      onDownloadPdf={downloadPdf}
      downloading={downloading}
    />
  );
}
