import { fromPaise, toPaise } from './money.ts';

export interface UpiPayment {
  payeeVpa: string;
  payeeName: string;
  amountRupees: number;
  note?: string;
  reference: string;
}

export interface UpiLinkFields {
  pa: string;
  pn: string;
  am?: string;
  cu?: string;
  tn?: string;
  tr?: string;
}

const VPA = /^[a-zA-Z0-9._-]+@[a-zA-Z0-9.-]+$/;

/** A UPI payment link (NPCI UPI Linking Specification); the same string goes into the QR code. */
export function buildUpiLink({ payeeVpa, payeeName, amountRupees, note, reference }: UpiPayment): string {
  const pa = payeeVpa.trim();
  const pn = payeeName.trim();
  const tr = reference.trim();
  if (!pa) throw new Error('UPI link needs the payee VPA (pa)');
  if (!VPA.test(pa)) throw new Error(`UPI payee VPA must look like name@bank, got '${pa}'`);
  if (!pn) throw new Error('UPI link needs the payee name (pn)');
  if (!tr) throw new Error('UPI link needs the transaction reference (tr)');
  if (!Number.isFinite(amountRupees) || toPaise(amountRupees) <= 0) {
    throw new Error(`UPI amount must be a positive number of rupees, got ${amountRupees}`);
  }
  const fields: [string, string][] = [
    ['pa', pa],
    ['pn', pn],
    ['am', fromPaise(toPaise(amountRupees)).toFixed(2)],
    ['cu', 'INR'],
  ];
  if (note?.trim()) fields.push(['tn', note.trim()]);
  fields.push(['tr', tr]);
  return `upi://pay?${fields.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** Reads a upi://pay link back; null when it is not one or has no payee. */
export function parseUpiLink(link: string): UpiLinkFields | null {
  const prefix = 'upi://pay?';
  if (!link.toLowerCase().startsWith(prefix)) return null;
  const values = new Map<string, string>();
  for (const part of link.slice(prefix.length).split('&')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    try {
      values.set(part.slice(0, eq), decodeURIComponent(part.slice(eq + 1)));
    } catch {
      return null;
    }
  }
  const pa = values.get('pa');
  const pn = values.get('pn');
  if (!pa || pn === undefined) return null;
  const fields: UpiLinkFields = { pa, pn };
  for (const key of ['am', 'cu', 'tn', 'tr'] as const) {
    const value = values.get(key);
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}
