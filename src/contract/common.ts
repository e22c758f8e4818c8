import { z } from './zod.ts';

/** Ids are served as strings or numbers; screens use them as strings. */
export const id = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number().check(z.int(), z.nonnegative())]),
  z.transform(String),
);

/**
 * The largest amount of money the shop handles, in rupees (₹1 lakh crore): far above any order,
 * and far enough inside a safe integer of paise that stored sums never lose a paisa.
 */
export const MAX_AMOUNT_RUPEES = 1e12;

/** Amounts in rupees, served as numbers or numeric strings. */
export const amount = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+(\.\d+)?$/)), z.transform(Number))]),
  z.number().check(z.nonnegative(), z.lte(MAX_AMOUNT_RUPEES)),
);

/** A value that may be absent, null or present; null is read as absent (an optional key). */
export const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.nullish(schema),
      z.transform((v: z.output<T> | null | undefined) => v ?? undefined),
    ),
  );

/** An answer whose body the caller does not read. */
export const anything = z.unknown();

export const errorBody = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;
