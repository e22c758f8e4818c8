import type { OrderItem } from '../contract/order.ts';
import type { CartItem } from './cart.ts';
import type { Product } from './product.ts';
import { stockOf } from './stock.ts';
import { checkLineVariant } from './variants.ts';

/** Why a past order's line could not go back into the cart as it was. */
export type Skipped =
  | { title: string; reason: 'gone' }
  | { title: string; reason: 'option'; message: string }
  | { title: string; reason: 'sold-out' }
  | { title: string; reason: 'fewer'; added: number; wanted: number };

/**
 * "Buy again": a past order's lines as cart lines at today's price, each with its size and
 * colour, within today's stock. `products` holds each product as the shop sells it now (null: no
 * longer sold). What could not be added as it was is listed, with why.
 */
export function buyAgain(
  lines: readonly OrderItem[],
  products: ReadonlyMap<string, Product | null>,
): { add: CartItem[]; skipped: Skipped[] } {
  const add: CartItem[] = [];
  const skipped: Skipped[] = [];
  for (const line of lines) {
    const product = line.productId === undefined ? null : (products.get(line.productId) ?? null);
    if (!product) {
      skipped.push({ title: line.productTitle, reason: 'gone' });
      continue;
    }
    const checked = checkLineVariant(
      { ...product, title: product.name },
      { size: line.size, color: line.color },
    );
    if (!checked.ok) {
      skipped.push({ title: product.name, reason: 'option', message: checked.message });
      continue;
    }
    const { size, color } = checked.variant;
    const stock = stockOf(product, size);
    const quantity = stock === undefined ? line.quantity : Math.min(line.quantity, stock);
    if (quantity <= 0) {
      skipped.push({ title: product.name, reason: 'sold-out' });
      continue;
    }
    if (quantity < line.quantity) {
      skipped.push({ title: product.name, reason: 'fewer', added: quantity, wanted: line.quantity });
    }
    add.push({
      id: product.id,
      name: product.name,
      image: product.image,
      price: product.price,
      quantity,
      ...(size !== undefined && { selectedSize: size }),
      ...(color !== undefined && { selectedColor: color }),
    });
  }
  return { add, skipped };
}
