/**
 * The contract's zod: the mini API (functions, not methods, so a page carries only what it uses),
 * with zod's English messages, which mini leaves out unless asked. Every contract module imports
 * zod from here, so the messages are set wherever a schema is.
 */
import * as z from 'zod/mini';

z.config(z.locales.en());

export { z };

/** What `preprocess` makes, typed as classic zod types its `z.preprocess` (a key is optional as `schema` says). */
export type ZodMiniPreprocess<U extends z.core.SomeType = z.core.$ZodType> = z.ZodMiniType<
  z.output<U>,
  unknown,
  z.core.$ZodPreprocessInternals<U>
>;

/**
 * Classic zod's `z.preprocess`, which mini lacks: the value transformed, then read by `schema`.
 * Classic builds the very same pipe of a transform into the schema (its $ZodPreprocess is a
 * $ZodPipe, nothing more, at run time); only the type differs, hence the cast.
 */
export const preprocess = <U extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: U) =>
  z.pipe(z.transform(fn), schema) as unknown as ZodMiniPreprocess<U>;
