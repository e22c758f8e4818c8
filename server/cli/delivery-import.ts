import type { Db } from '../db/client.ts';
import { deliveryPins } from '../db/schema.ts';
import { PIN_CODE } from '../../src/contract/address.ts';
import { parseDeliveryDays } from '../../src/domain/delivery.ts';
import { parseCsv } from './csv.ts';

type Row = typeof deliveryPins.$inferInsert;

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/**
 * The owner's table of served PINs, from a courier's serviceability sheet: columns pin,
 * deliverable, cod, days ('3-5'). The file replaces the table whole, or, with an error on any line,
 * changes nothing and names each bad line.
 */
export async function importDeliveryPins(db: Db, text: string): Promise<{ rows: number; errors: string[] }> {
  const [header, ...lines] = parseCsv(text.replace(/^\uFEFF/, ''));
  const columns = (header ?? []).map((h) => h.trim().toLowerCase());
  const missing = ['pin', 'deliverable', 'cod', 'days'].filter((c) => !columns.includes(c));
  if (missing.length > 0) return { rows: 0, errors: [`line 1: missing column ${missing.join(', ')}`] };
  const at = (line: string[], name: string) => (line[columns.indexOf(name)] ?? '').trim();
  const errors: string[] = [];
  const rows = new Map<string, Row>();
  lines.forEach((line, i) => {
    const n = i + 2;
    if (line.every((cell) => cell.trim() === '')) return;
    const pin = at(line, 'pin');
    const yesNo = (name: string) => {
      const v = at(line, name).toLowerCase();
      return YES.has(v) ? true : NO.has(v) ? false : undefined;
    };
    const deliverable = yesNo('deliverable');
    const cod = yesNo('cod');
    const days = parseDeliveryDays(at(line, 'days'));
    if (!PIN_CODE.test(pin)) errors.push(`line ${n}: pin '${pin}' is not a 6-digit PIN code`);
    else if (rows.has(pin)) errors.push(`line ${n}: pin ${pin} is listed twice`);
    if (deliverable === undefined) errors.push(`line ${n}: deliverable must be yes or no`);
    if (cod === undefined) errors.push(`line ${n}: cod must be yes or no`);
    if (!days) errors.push(`line ${n}: days must be a number or a range such as 3-5 (at most 60)`);
    if (PIN_CODE.test(pin) && deliverable !== undefined && cod !== undefined && days)
      rows.set(pin, { pin, deliverable, cod, minDays: days.min, maxDays: days.max });
  });
  if (errors.length > 0) return { rows: 0, errors };
  await db.transaction(async (tx) => {
    await tx.delete(deliveryPins);
    const all = [...rows.values()];
    for (let i = 0; i < all.length; i += 1000) await tx.insert(deliveryPins).values(all.slice(i, i + 1000));
  });
  return { rows: rows.size, errors: [] };
}
