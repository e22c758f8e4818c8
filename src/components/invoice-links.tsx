import { Link } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import type { Order } from '../contract/order.ts';
import { invoiceHref } from '../domain/invoice-route.ts';

export const invoiceLinkTexts = {
  download: 'Download invoice',
  withCreditNote: 'Download invoice and credit note',
} as const;

/** An order's tax invoice (and credit note), where the server issued one: opens the printable page. */
export function InvoiceLinks({
  orderId,
  invoice,
  contactInfo,
}: {
  orderId: string;
  invoice: NonNullable<Order['invoice']>;
  contactInfo?: string | undefined;
}) {
  return (
    <Link asChild size="2">
      <RouterLink to={invoiceHref(orderId, contactInfo)} data-testid="invoice-link">
        {invoice.creditNote ? invoiceLinkTexts.withCreditNote : invoiceLinkTexts.download}
      </RouterLink>
    </Link>
  );
}
