import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/v4/core';

/** An error a caller caused, answered as `{ error }` with its status. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

export const messages = {
  signInAgain: 'Please sign in again.',
  notFound: 'Not found',
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found or access denied',
  invalidJson: 'The request body must be valid JSON',
  tooLarge: 'The request body is too large',
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  internal: 'Something went wrong on our side. Please try again later.',
} as const;

/** The first problem of a zod error as '<field>: <message>', so the caller knows what to fix. */
export function describeZodError(error: z.$ZodError, prefix = ''): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export function parseOr400<T extends z.$ZodType>(schema: T, value: unknown, prefix = ''): z.output<T> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new HttpError(400, describeZodError(result.error, prefix));
  return result.data;
}

// PostgreSQL text cannot hold NUL: refuse it at the door instead of failing in the database.
const hasNulChar = (text: string) => text.includes('\0') || /\\u0000/i.test(text);
export const nulMessage = 'The request must not contain NUL characters';

export function parseJsonText(text: string): unknown {
  if (hasNulChar(text)) throw new HttpError(400, nulMessage);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, messages.invalidJson);
  }
}

export async function readJson(c: Context): Promise<unknown> {
  return parseJsonText(await c.req.text());
}

export const hasNul = hasNulChar;

/** PostgreSQL's unique_violation (23505), as postgres.js and PGlite report it. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
