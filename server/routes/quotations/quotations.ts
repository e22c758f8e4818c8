import { Hono, type Context } from 'hono';
import {
  quotationRequest,
  type QuotationAnswer,
  type QuotationRequest,
} from '../../../src/contract/quotation.ts';
import { gstStateCode } from '../../../src/domain/gst.ts';
import type { InvoiceOrder } from '../../../src/domain/invoice.ts';
import { buildQuotation, quotationFileName, quotationTexts } from '../../../src/domain/quotation.ts';
import { storeRegistration } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { HttpError } from '../../lib/errors.ts';
import { json } from '../../lib/validate.ts';
import { orderLinesOf } from '../orders/create-order.ts';
import { quotationPdf } from '../../invoices/pdf.ts';

/**
 * Extension POST /quotations (src/contract/quotation.ts): a quotation (proforma) for a cart, for
 * anyone (no session), counted per address against the rate limit. Its lines are priced by the
 * orders' own `orderLinesOf` (volume prices, sizes and colours, quantity rules, and the same
 * refusals, word for word), with the GST split for the state the goods go to and the store's
 * registration as the supplier. Made on request: nothing is written.
 */
export function quotationRoutes({ db, env, limiter }: Deps) {
  /** The request's quotation: counted, checked, priced and laid out (the errors as described above). */
  const quotationOf = async (c: Context<AppEnv>, { items, state, buyer }: QuotationRequest) => {
    await limiter.check('quotation', { ip: clientIp(c, env) });
    c.header('Cache-Control', 'no-store');
    // The contract takes only the states and union territories, each with its code; kept for safety.
    if (gstStateCode(state) === undefined) throw new HttpError(400, `state: ${quotationTexts.stateUnknown}`);
    const [supplier] = await db.select().from(storeRegistration);
    if (!supplier) throw new HttpError(409, quotationTexts.unregistered);
    const { lines } = await orderLinesOf(db, { items, products: {} });
    const priced: InvoiceOrder['lines'] = lines.map((l) => ({
      title: l.productTitle,
      size: l.size ?? null,
      color: l.color ?? null,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      hsnCode: l.hsnCode!,
      gstRate: l.gstRate!,
    }));
    return buildQuotation({ now: new Date(), lines: priced, state, buyer }, supplier);
  };
  return (
    new Hono<AppEnv>()
      .post('/quotations', json(quotationRequest), async (c) =>
        c.json({ quotation: await quotationOf(c, c.req.valid('json')) } satisfies QuotationAnswer),
      )
      // The same quotation as a PDF, drawn as the invoice's (server/invoices/pdf.ts): a phone can
      // forward the file to whoever approves the purchase.
      .post('/quotations.pdf', json(quotationRequest), async (c) => {
        const quotation = await quotationOf(c, c.req.valid('json'));
        return c.body(new Uint8Array(await quotationPdf(quotation)), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${quotationFileName(quotation)}"`,
        });
      })
  );
}
