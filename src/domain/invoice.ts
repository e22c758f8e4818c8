import type { TaxDocument, TaxDocumentLine } from '../contract/invoice.ts';
import {
  addTaxed,
  amountInWords,
  chargeRate,
  gstStateCode,
  splitInclusive,
  summariseByRate,
  taxOf,
  type TaxedAmount,
} from './gst.ts';
import { fromPaise } from './money.ts';
import type { TaxDocumentKind } from './tax-documents.ts';

/**
 * A tax invoice (or credit note) built from an order: each line's GST-inclusive amount split into
 * taxable value and CGST + SGST or IGST (gst.ts), summed per rate, with the amount in words. The
 * server builds it once, when the order is paid, and keeps it as built.
 */

/** The store's own registration (store configuration's `gst`). */
export interface Supplier {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
}

/** A business buyer's details given at checkout, printed as the recipient. */
export interface Buyer {
  gstin: string;
  legalName: string;
  /** The billing address, when it is not the shipping address. */
  address?: { address: string; city: string; state: string; postalCode: string };
  /** Their purchase order number, when they gave one. */
  purchaseOrder?: string;
}

export interface InvoiceOrder {
  id: string;
  createdAt: Date;
  totalPaise: number;
  codFeePaise: number;
  shippingAddress: { fullName: string; address: string; city: string; state: string; postalCode: string };
  buyer?: Buyer | null;
  lines: ReadonlyArray<{
    title: string;
    size: string | null;
    color: string | null;
    quantity: number;
    unitPricePaise: number;
    /** The line's share of a coupon's discount (none: 0); its taxable value is after it. */
    discountPaise?: number;
    hsnCode: string;
    gstRate: number;
  }>;
}

/** The cash-on-delivery fee is a charge for the goods' delivery: SAC 9968, at the goods' rate. */
export const COD_FEE_LINE = { description: 'Cash on delivery fee', hsnCode: '9968' } as const;
export const INVOICE_UNIT = 'NOS';

const rupees = (t: TaxedAmount) => ({
  taxable: fromPaise(t.taxable),
  cgst: fromPaise(t.cgst),
  sgst: fromPaise(t.sgst),
  igst: fromPaise(t.igst),
});

const lineDescription = (line: InvoiceOrder['lines'][number]) => {
  const options = [line.size && `Size: ${line.size}`, line.color && `Colour: ${line.color}`].filter(Boolean);
  return options.length > 0 ? `${line.title} (${options.join(', ')})` : line.title;
};

export interface TaxDocumentHeader {
  /** A quotation (src/domain/quotation.ts) is laid out as an invoice, with no serial of its own. */
  kind: TaxDocumentKind | 'quotation';
  serial: string;
  issuedAt: Date;
  financialYear: string;
  /** A credit note's invoice. */
  against?: { serial: string; issuedAt: string } | null;
}

export function buildTaxDocument(
  header: TaxDocumentHeader,
  order: InvoiceOrder,
  supplier: Supplier,
): TaxDocument {
  const ship = order.shippingAddress;
  // Goods: the place of supply is where they are delivered.
  const placeState = ship.state;
  const placeCode = gstStateCode(placeState);
  const supplierCode = gstStateCode(supplier.state);
  if (placeCode === undefined) throw new RangeError(`No GST state code for ${placeState}`);
  if (supplierCode === undefined) throw new RangeError(`No GST state code for ${supplier.state}`);
  const intraState = placeCode === supplierCode;

  const goods = order.lines.map((line) => ({
    description: lineDescription(line),
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    discountPaise: line.discountPaise ?? 0,
    rate: line.gstRate,
  }));
  const charges =
    order.codFeePaise > 0
      ? [
          {
            ...COD_FEE_LINE,
            quantity: 1,
            unitPricePaise: order.codFeePaise,
            discountPaise: 0,
            rate: chargeRate(goods.map((g) => g.rate)),
          },
        ]
      : [];
  const taxed = [...goods, ...charges].map((l) => {
    // A discount given on the invoice is out of the taxable value (CGST Act, section 15(3)(a)).
    const amount = l.unitPricePaise * l.quantity - l.discountPaise;
    return { ...l, amount, split: splitInclusive(amount, l.rate, intraState) };
  });
  const lines: TaxDocumentLine[] = taxed.map((l) => ({
    description: l.description,
    hsnCode: l.hsnCode,
    quantity: l.quantity,
    unit: INVOICE_UNIT,
    unitPrice: fromPaise(l.unitPricePaise),
    ...(l.discountPaise > 0 && { discount: fromPaise(l.discountPaise) }),
    rate: l.rate,
    ...rupees(l.split),
    total: fromPaise(l.amount),
  }));
  const byRate = summariseByRate(taxed.map((l) => ({ ...l.split, rate: l.rate })));
  const sum = addTaxed(byRate);
  // The lines add up to what was charged; a difference (an order priced another way) is the round-off.
  const roundOff = order.totalPaise - (sum.taxable + taxOf(sum));

  const buyer = order.buyer ?? null;
  const billing = buyer?.address;
  const recipientState = billing?.state ?? ship.state;
  return {
    kind: header.kind,
    serial: header.serial,
    issuedAt: header.issuedAt.toISOString(),
    financialYear: header.financialYear,
    orderId: order.id,
    orderedAt: order.createdAt.toISOString(),
    ...(buyer?.purchaseOrder && { buyerOrder: buyer.purchaseOrder }),
    against: header.against ?? null,
    supplier: {
      name: supplier.legalName,
      gstin: supplier.gstin,
      address: supplier.address
        .split(/\n/)
        .map((l) => l.trim())
        .filter(Boolean),
      state: supplier.state,
      stateCode: supplierCode,
    },
    recipient: {
      name: buyer?.legalName ?? ship.fullName,
      gstin: buyer?.gstin ?? null,
      address: billing
        ? [billing.address, `${billing.city}, ${billing.state} ${billing.postalCode}`]
        : [
            ...(buyer ? [`Attn: ${ship.fullName}`] : []),
            ship.address,
            `${ship.city}, ${ship.state} ${ship.postalCode}`,
          ],
      state: recipientState,
      stateCode: gstStateCode(recipientState) ?? '',
    },
    placeOfSupply: { state: placeState, stateCode: placeCode },
    intraState,
    reverseCharge: false,
    lines,
    byRate: byRate.map((r) => ({ rate: r.rate, ...rupees(r) })),
    totals: { ...rupees(sum), roundOff: fromPaise(roundOff), total: fromPaise(order.totalPaise) },
    amountInWords: amountInWords(order.totalPaise),
  };
}
