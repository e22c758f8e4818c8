import { http, HttpResponse } from 'msw';
import { productAsServed } from '../../contract/product.ts';
import { quotationRequest } from '../../contract/quotation.ts';
import { unitPricePaiseAt } from '../../domain/bulk.ts';
import { toPaise } from '../../domain/money.ts';
import { toProduct } from '../../domain/product.ts';
import { buildQuotation } from '../../domain/quotation.ts';
import { mockSupplier } from '../fixtures/invoices.ts';
import { findProduct } from '../fixtures/products.ts';
import { readBody } from './request.ts';
import { extensionRoutes, mockPath } from './routes.ts';

/**
 * POST /quotations as our server answers it (server/routes/quotations): each line at its price
 * for the quantity (volume prices), GST by the mock shop's registration in Haryana, built by the
 * same rule (src/domain/quotation.ts). An unknown product is the orders' 400.
 */
async function quotationOf(request: Request) {
  const body = await readBody(request, quotationRequest);
  if (!body.ok) return body;
  const lines = [];
  for (const [i, item] of body.data.items.entries()) {
    const input = findProduct(item.productId);
    if (!input || input.hsnCode == null || input.gstRate == null)
      return {
        ok: false as const,
        response: HttpResponse.json(
          { error: `items[${i}]: Unknown product '${item.productId}'` },
          { status: 400 },
        ),
      };
    const product = toProduct(productAsServed.parse(input));
    const tiers = (product.priceTiers ?? []).map((t) => ({
      minQuantity: t.minQuantity,
      pricePaise: toPaise(t.price),
    }));
    lines.push({
      title: product.name,
      size: item.size ?? null,
      color: item.color ?? null,
      quantity: item.quantity,
      unitPricePaise: unitPricePaiseAt(toPaise(product.price), tiers, item.quantity),
      hsnCode: input.hsnCode,
      gstRate: input.gstRate,
    });
  }
  const quotation = buildQuotation(
    { now: new Date(), lines, state: body.data.state, buyer: body.data.buyer },
    mockSupplier,
  );
  return { ok: true as const, quotation };
}

export const quotationHandlers = [
  http.post(mockPath(extensionRoutes.quotation), async ({ request }) => {
    const made = await quotationOf(request);
    return made.ok ? HttpResponse.json({ quotation: made.quotation }) : made.response;
  }),
  // The same as a PDF (a minimal file naming its total: the server's own drawing is its tests').
  http.post(mockPath(extensionRoutes.quotationPdf), async ({ request }) => {
    const made = await quotationOf(request);
    if (!made.ok) return made.response;
    return new HttpResponse(`%PDF-1.4\n% Quotation ${made.quotation.totals.total}\n%%EOF\n`, {
      headers: { 'Content-Type': 'application/pdf' },
    });
  }),
];
