// One zod schema per route for its params, query and body: a wrong value is a 400 that names the
// field (with where it was: "query.from", "body.question"), never a 500 from deeper down.
import type { Request } from 'express';
import { z } from 'zod';
import { HttpError } from './errors.ts';

export interface RouteSchema<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params?: P;
  query?: Q;
  body?: B;
}

type Out<T> = T extends z.ZodType ? z.infer<T> : undefined;

/** How a part's 400 reads, where the default ("field: problem") is not what the route's callers see. */
export interface PartWords {
  /** the 400's words whatever the problem (the field is still named), for routes that say what to send */
  explain?: string;
  /** the schema's own message alone: forms whose messages are sentences a person reads (sign-up, settings) */
  sentences?: boolean;
}

type Where = 'params' | 'query' | 'body';

/** Parses one part of a request (or a value taken from one) with its schema; the one place a 400 or an id's 404 is made. */
export function inputPart<T extends z.ZodType>(schema: T, value: unknown, where: Where, words: PartWords = {}): z.infer<T> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const first = r.error.issues[0]!;
  if (first.code === 'custom' && first.params?.status === 404) throw new HttpError(404, first.message);
  const field = first.path.length ? first.path.map(String).join('.') : where;
  if (words.explain) throw new HttpError(400, words.explain, issueList(r.error.issues, where), field);
  if (first.code === 'unrecognized_keys') throw unknownFields(first.path, first.keys, where);
  const message =
    first.code === 'invalid_type'
      ? where === 'body' && !first.path.length
        ? 'Send the request body as a JSON object (Content-Type: application/json).'
        : `The ${where === 'query' ? 'query value' : where === 'params' ? 'address part' : 'field'} "${field}" is missing or is not a ${first.expected}.`
      : words.sentences
        ? first.message
        : `${field}: ${first.message}`;
  throw new HttpError(400, message, issueList(r.error.issues, where), field);
}

const issueList = (issues: readonly z.core.$ZodIssue[], where: Where) => issues.map((i) => `${i.path.map(String).join('.') || where}: ${i.message}`);

/** A strict schema's extra keys: a 400 whose field is the (first) unknown key, with its path. */
function unknownFields(path: readonly PropertyKey[], keys: readonly string[], where: Where): HttpError {
  const field = [...path.map(String), keys[0]!].join('.');
  const names = keys.map((k) => `"${[...path.map(String), k].join('.')}"`).join(', ');
  const what = where === 'query' ? 'query value' : 'field';
  return new HttpError(
    400,
    `${names} ${keys.length > 1 ? `are not ${what}s` : `is not a ${what}`} this request takes.`,
    keys.map((k) => `${k}: unknown`),
    field,
  );
}

/** Parses a request's parts with the route's schema; the body defaults to {} only when the route has none. */
export function requestInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  req: Request,
  schema: RouteSchema<P, Q, B>,
  words: PartWords = {},
): { params: Out<P>; query: Out<Q>; body: Out<B> } {
  return {
    params: (schema.params ? inputPart(schema.params, req.params, 'params') : undefined) as Out<P>,
    query: (schema.query ? inputPart(schema.query, req.query, 'query', words) : undefined) as Out<Q>,
    body: (schema.body ? inputPart(schema.body, req.body, 'body', words) : undefined) as Out<B>,
  };
}

// ---- fields shared by the routes ----

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text a person typed: no NUL or other control characters (PostgreSQL refuses NUL), no broken UTF-16. */
export const safeText = (max: number) =>
  z
    .string()
    .max(max, `at most ${max} characters`)
    .refine((s) => !CONTROL.test(s), 'contains control characters')
    .refine((s) => !LONE_SURROGATE.test(s), 'is not valid text');

/** A real calendar date YYYY-MM-DD between 1900 and 2200 (2024-02-30 and 0000-00-00 are not). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-03-31')
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const t = new Date(Date.UTC(y, m - 1, d));
    return y >= 1900 && y <= 2200 && t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
  }, 'is not a real calendar date');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id from a URL or body that can be one of ours (a route answers 404 for anything else). */
export const isUuid = (s: string) => UUID.test(s);

export const uuid = z.string().regex(UUID, 'must be an id like 3f2b…');

/** An id in the address that must be one of ours: anything but a UUID is answered as a missing row
 * would be (404 with the route's own words, e.g. "Goal not found."), so a malformed id never reaches SQL. */
export const pathId = (notFound: string) => z.string().refine((s) => isUuid(s), { message: notFound, params: { status: 404 } });

/** Route params `{ id }` (see pathId). */
export const idParams = (notFound: string) => z.object({ id: pathId(notFound) });

/** A query value given once (Express makes repeated keys an array). */
export const oneValue = <T extends z.ZodType>(t: T) => z.preprocess((v) => (Array.isArray(v) ? Symbol('repeated') : v), t);

/** A name that may be left out (null or absent) but, when given, is not blank: trimmed, at most `max` characters. */
export const optionalName = (max: number) =>
  safeText(max)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, 'must not be empty (send null, or leave it out, for none)')
    .nullable()
    .optional();
