import ArrowLeftIcon from '~icons/radix-icons/arrow-left';
import { Button, Flex, Link, Skeleton, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderTaxDocuments } from '../../contract/invoice.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { InvoiceDocument } from './invoice-document.tsx';
import { invoiceTexts as t } from '../../domain/invoice-texts.ts';
import styles from './invoice.module.css';
import { Notice } from '../../components/notice.tsx';

export type InvoiceViewState =
  | { kind: 'loading' }
  | { kind: 'no-order' }
  | { kind: 'sign-in'; loginHref: string }
  /** The server has none to show (not paid yet, or not this shopper's order): its words. */
  | { kind: 'not-issued'; message?: string | undefined }
  | { kind: 'error'; message: string; onRetry: () => void }
  | { kind: 'ready'; documents: OrderTaxDocuments };

export interface InvoiceViewProps {
  state: InvoiceViewState;
  /** Where "back" goes: My Orders for the customer, the tracking page for a tracker. */
  backHref: string;
  backLabel?: string;
  /** Opens the browser's print dialog. */
  onPrint: () => void;
  /** Downloads the PDF the server draws; `downloading` while it comes. */
  onDownloadPdf: () => void;
  downloading?: boolean;
}

/** A document's two ways out: the PDF the server draws, and the browser's print (the invoice's, a quotation's). */
export function DocumentActions({
  onDownloadPdf,
  downloading,
  onPrint,
}: {
  onDownloadPdf: () => void;
  downloading: boolean;
  onPrint: () => void;
}) {
  return (
    <Flex gap="2" wrap="wrap">
      <Button size="3" onClick={onDownloadPdf} loading={downloading}>
        {t.downloadPdf}
      </Button>
      <Button size="3" variant="soft" onClick={onPrint}>
        {t.print}
      </Button>
    </Flex>
  );
}

/**
 * /invoice: an order's tax invoice (and credit note, once cancelled) as the shop issued it, to
 * read on a phone and to print on A4 or save as PDF.
 */
export function InvoiceView({
  state,
  backHref,
  backLabel = t.back,
  onPrint,
  onDownloadPdf,
  downloading = false,
}: InvoiceViewProps) {
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <Flex direction="column" gap="4" px={{ initial: '3', sm: '5' }} py={{ initial: '3', sm: '5' }}>
        <Flex justify="between" align="center" gap="3" wrap="wrap" className={styles.noPrint}>
          <Link asChild size="2">
            <RouterLink to={backHref}>
              <Flex align="center" gap="1" asChild>
                <span>
                  <ArrowLeftIcon aria-hidden />
                  {backLabel}
                </span>
              </Flex>
            </RouterLink>
          </Link>
          {state.kind === 'ready' && (
            <DocumentActions onDownloadPdf={onDownloadPdf} downloading={downloading} onPrint={onPrint} />
          )}
        </Flex>
        <Body state={state} backHref={backHref} backLabel={backLabel} />
      </Flex>
    </main>
  );
}

function Body({
  state,
  backHref,
  backLabel,
}: {
  state: InvoiceViewState;
  backHref: string;
  backLabel: string;
}) {
  switch (state.kind) {
    case 'loading':
      return (
        <Flex
          direction="column"
          gap="3"
          role="status"
          aria-label={t.loading}
          aria-busy
          data-testid="invoice-loading"
        >
          <Skeleton height="40px" width="40%" />
          <Skeleton height="120px" />
          <Skeleton height="240px" />
        </Flex>
      );
    case 'no-order':
      return <EmptyState title={t.noOrderTitle} hint={t.noOrder} action={{ label: t.back, to: '/orders' }} />;
    case 'sign-in':
      return (
        <EmptyState
          title={t.signInTitle}
          hint={t.signIn}
          action={{ label: t.signInAction, to: state.loginHref }}
          data-testid="invoice-sign-in"
        />
      );
    case 'not-issued':
      return (
        <EmptyState
          title={t.notIssuedTitle}
          hint={state.message ?? t.notIssued}
          action={{ label: backLabel, to: backHref }}
          data-testid="invoice-not-issued"
        />
      );
    case 'error':
      return (
        <Flex direction="column" gap="3" align="start" data-testid="invoice-error">
          <Notice tone="error" icon={null}>
            <Text weight="bold">{t.errorTitle}.</Text> {state.message}
          </Notice>
          <Button variant="outline" color="gray" highContrast onClick={state.onRetry}>
            {t.retry}
          </Button>
        </Flex>
      );
    case 'ready':
      return (
        <>
          <InvoiceDocument document={state.documents.invoice} />
          {state.documents.creditNote && <InvoiceDocument document={state.documents.creditNote} />}
        </>
      );
  }
}
