/**
 * Couriers the shop ships with, and where a shopper follows a parcel by its airway bill (AWB)
 * number. A courier not listed is shown by name, without a link.
 */
export interface Courier {
  name: string;
  /** The tracking page, with {awb} where the number goes. */
  trackingUrl: string;
}

export const COURIERS: readonly Courier[] = [
  { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track-v2/package/{awb}' },
  {
    name: 'Blue Dart',
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
  },
  { name: 'DTDC', trackingUrl: 'https://www.dtdc.in/tracking.asp?strCnno={awb}' },
  { name: 'Ecom Express', trackingUrl: 'https://ecomexpress.in/tracking/?awb_field={awb}' },
  { name: 'XpressBees', trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}' },
  { name: 'Shadowfax', trackingUrl: 'https://tracker.shadowfax.in/#/track/{awb}' },
  {
    name: 'India Post',
    trackingUrl:
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={awb}',
  },
];

/** An AWB number: letters and digits (couriers print some with dashes), 6 to 30 of them. */
export const AWB = /^[A-Za-z0-9][A-Za-z0-9-]{4,28}[A-Za-z0-9]$/;

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The listed courier by its name, however it is spaced or capitalised ('bluedart', 'Blue Dart'). */
export const findCourier = (name: string): Courier | undefined =>
  COURIERS.find((c) => key(c.name) === key(name));

/** Where to follow a parcel: the courier's own tracking page for this AWB, if the courier is listed. */
export function trackingUrl(courier: string, awb: string): string | undefined {
  const known = findCourier(courier);
  if (!known || !AWB.test(awb)) return undefined;
  return known.trackingUrl.replace('{awb}', encodeURIComponent(awb));
}

/** An order's shipment as orders and e-mails show it, once the owner has given courier and AWB (and the e-way bill, when the goods needed one). */
export function shipmentOf(order: { courier: string | null; awb: string | null; ewayBill?: string | null }) {
  if (!order.courier || !order.awb) return undefined;
  return {
    courier: order.courier,
    awb: order.awb,
    trackingUrl: trackingUrl(order.courier, order.awb),
    ...(order.ewayBill && { ewayBill: order.ewayBill }),
  };
}
