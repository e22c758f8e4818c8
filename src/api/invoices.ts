import useSWR from 'swr';
import type { OrderTaxDocuments } from '../contract/invoice.ts';
import { requestFile } from './files.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(() => import('../contract/invoice.ts'));

/** Who asks for an invoice: its customer signed in, or someone tracking the order with its contact. */
export interface InvoiceRequest {
  orderId: string;
  contactInfo?: string | undefined;
}

export const invoiceKey = ({ orderId, contactInfo }: InvoiceRequest) =>
  ['/orders/invoice', orderId.trim(), contactInfo?.trim() ?? ''] as const;

/** Extension, GET /orders/{id}/invoice: the order's tax invoice and any credit note, as issued. */
export const getInvoice = async ({ orderId, contactInfo }: InvoiceRequest): Promise<OrderTaxDocuments> =>
  request(`/orders/${encodeURIComponent(orderId.trim())}/invoice`, (await contract()).orderTaxDocuments, {
    query: { contactInfo: contactInfo?.trim() },
  });

export function useInvoice(asked: InvoiceRequest | null) {
  return useSWR(
    asked && asked.orderId.trim() !== '' ? invoiceKey(asked) : null,
    ([, orderId, contactInfo]) => getInvoice({ orderId, contactInfo }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

/** Extension, GET /orders/{id}/invoice.pdf: the same documents as a PDF the server draws. */
export const getInvoicePdf = ({ orderId, contactInfo }: InvoiceRequest): Promise<Blob> =>
  requestFile(`/orders/${encodeURIComponent(orderId.trim())}/invoice.pdf`, 'application/pdf', {
    query: { contactInfo: contactInfo?.trim() },
  });
