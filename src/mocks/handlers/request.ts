import { HttpResponse } from 'msw';
import type { z } from '../../contract/zod.ts';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

const problem = (error: z.core.$ZodError) => {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
};

/** Parses a JSON body with a contract schema; a failure becomes a 400 `{ error }` naming the problem. */
export const readBody = async <S extends z.ZodMiniType>(
  request: Request,
  schema: S,
): Promise<Parsed<z.output<S>>> => {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return {
      ok: false,
      response: HttpResponse.json({ error: 'The request body must be JSON' }, { status: 400 }),
    };
  }
  const result = schema.safeParse(body);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: HttpResponse.json({ error: problem(result.error) }, { status: 400 }) };
};

export const readQuery = <S extends z.ZodMiniType>(request: Request, schema: S): Parsed<z.output<S>> => {
  const result = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: HttpResponse.json({ error: problem(result.error) }, { status: 400 }) };
};

export const hasBearer = (request: Request) => /^Bearer \S+/.test(request.headers.get('Authorization') ?? '');
