import type { Env, MiddlewareHandler } from 'hono';
import type * as z from 'zod/v4/core';
import { parseOr400, readJson } from './errors.ts';

/**
 * Request validation for a route, before its handler: the handler reads `c.req.valid('json')` or
 * `c.req.valid('query')`, typed by the schema, and the route's type carries the input for the typed
 * client (server/test/client.ts). A failure is the shop's usual 400 `{ error: '<field>: <problem>' }`.
 *
 * The body is read as JSON whatever its Content-Type says (as the spec's clients have always been
 * answered), with NUL refused and the shop's own message for broken JSON; Hono's `validator('json')`
 * would skip a body without `Content-Type: application/json` and word its errors differently, so
 * the body goes through Hono's validated-data channel from here.
 */
export function json<T extends z.$ZodType, E extends Env = Env, P extends string = string>(
  schema: T,
): MiddlewareHandler<E, P, { in: { json: z.input<T> }; out: { json: z.output<T> } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', parseOr400(schema, await readJson(c)) as object);
    await next();
  };
}

/**
 * The query string, one value per name (the first, as `c.req.query()` reads it), checked by `schema`.
 * The typed client sends what the schema takes in (a name with a default may be left out), as text.
 */
export function query<T extends z.$ZodType, E extends Env = Env, P extends string = string>(
  schema: T,
): MiddlewareHandler<
  E,
  P,
  { in: { query: { [K in keyof z.input<T>]: string | string[] } }; out: { query: z.output<T> } }
> {
  return async (c, next) => {
    const first = Object.fromEntries(Object.entries(c.req.queries()).map(([name, all]) => [name, all[0]]));
    c.req.addValidatedData('query', parseOr400(schema, first) as object);
    await next();
  };
}
