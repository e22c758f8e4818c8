import { createRequire } from 'node:module';
import type * as Drizzle from 'drizzle-orm';
import type * as PgCore from 'drizzle-orm/pg-core';

/**
 * drizzle-orm, loaded with require(): importing its ~300 ES modules through Node's ES module
 * loader leaves ~150 MB of garbage that V8 keeps as heap (bench/README.md, "Memory"). Every runtime
 * use of drizzle in the server comes from here or from `load` in client.ts, so one copy, the
 * CommonJS one, is loaded: `sql` fragments and tables of one copy must not meet the other.
 * `import type` from 'drizzle-orm' is erased and stays fine.
 */
export const load = createRequire(import.meta.url);

export const {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  ne,
  notInArray,
  or,
  sql,
  sum,
} = load('drizzle-orm') as typeof Drizzle;

export const pg = load('drizzle-orm/pg-core') as typeof PgCore;
