import { z } from './zod.ts';
import { amount, optional } from './common.ts';
import {
  MAX_LINE_QUANTITY,
  MAX_LIST_NAME,
  MAX_QUICK_ORDER_LINES,
  MAX_SAVED_LISTS,
  MAX_SKU_LENGTH,
  REMINDER_EVERY_DAYS,
} from './limits.ts';
import { productAsServed } from './product.ts';

export { MAX_QUICK_ORDER_LINES, MAX_SAVED_LISTS };

const sku = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'give a SKU'),
    z.maxLength(MAX_SKU_LENGTH, `at most ${MAX_SKU_LENGTH} characters`),
  );
const quantity = z
  .number()
  .check(
    z.int('must be a whole number'),
    z.gte(1, 'must be at least 1'),
    z.lte(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`),
  );

/**
 * Extension POST /quick-order: lines of a SKU and a quantity (absent: the fewest the product is
 * sold in). A server without it answers 404 and the pad says quick order is not offered.
 */
export const quickOrderRequest = z.object({
  lines: z
    .array(z.object({ sku, quantity: z.optional(quantity) }))
    .check(
      z.minLength(1, 'give at least one line'),
      z.maxLength(MAX_QUICK_ORDER_LINES, `at most ${MAX_QUICK_ORDER_LINES} lines at a time`),
    ),
});
export type QuickOrderRequest = z.input<typeof quickOrderRequest>;

/**
 * Each line in the order given: the product and size its SKU names, its price each at the volume
 * price the quantity reaches and the line's total, or the problem (with the product when one was
 * found: a quantity or stock problem).
 */
export const quickOrderLine = z.object({
  sku: z.string(),
  quantity: z.number().check(z.int()),
  product: optional(productAsServed),
  size: optional(z.string()),
  unitPrice: optional(amount),
  lineTotal: optional(amount),
  problem: optional(z.string()),
});
export const quickOrderAnswer = z.object({ lines: z.array(quickOrderLine) });
export type QuickOrderLine = z.infer<typeof quickOrderLine>;
export type QuickOrderAnswerInput = z.input<typeof quickOrderAnswer>;

/** A reorder list's line: a SKU (with its size) and a quantity. */
export const listLine = z.object({ sku, quantity });

/** Extension POST /lists: saves lines under a name (replacing the lines of a list of that name). */
export const savedListInput = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'give the list a name'),
      z.maxLength(MAX_LIST_NAME, `at most ${MAX_LIST_NAME} characters`),
    ),
  lines: z
    .array(listLine)
    .check(
      z.minLength(1, 'a list needs at least one line'),
      z.maxLength(MAX_QUICK_ORDER_LINES, `at most ${MAX_QUICK_ORDER_LINES} lines`),
    ),
});
export type SavedListInput = z.input<typeof savedListInput>;

/** How often a list reminds its buyer, and the day (in India, 'YYYY-MM-DD') the next e-mail goes. */
export const listReminder = z.object({
  everyDays: z.number().check(z.int(), z.positive()),
  nextOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type ListReminder = z.infer<typeof listReminder>;

/**
 * Extension PUT /lists/{id}/reminder: e-mail the buyer every so many days to order the list again
 * (one of REMINDER_EVERY_DAYS), or null: no more reminders. Answers the lists, as POST does.
 */
export const listReminderInput = z.object({
  everyDays: z.nullable(
    z.number().check(
      z.refine((n) => (REMINDER_EVERY_DAYS as readonly number[]).includes(n), {
        message: `every ${REMINDER_EVERY_DAYS.join(', ')} or null days`,
      }),
    ),
  ),
});
export type ListReminderInput = z.input<typeof listReminderInput>;

export const savedList = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  lines: z.array(z.object({ sku: z.string(), quantity: z.number().check(z.int(), z.gte(1)) })),
  updatedAt: z.string(),
  /**
   * Extension within the extension: a server that keeps reminders serves it on every list (null:
   * none set); absent, the server has no reminders and the account offers none.
   */
  reminder: z.optional(z.nullable(listReminder)),
});
export type SavedList = z.infer<typeof savedList>;
export type SavedListAnswerInput = z.input<typeof savedList>;

/** Extension GET /lists (and the answer of POST and DELETE): the buyer's lists, newest first. */
export const savedLists = z.object({ data: z.array(savedList) });
export type SavedListsInput = z.input<typeof savedLists>;
