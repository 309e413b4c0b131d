import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type BaseIssue, type GenericSchema, type GenericSchemaAsync, type InferOutput, safeParse } from 'valibot';
import type { AppEnv } from '../env';
import { fail } from './errors';
import { field, readForm } from './form';

/** valibot's own wording ("Invalid key: Expected "content" but received undefined"), never shown to people. */
const LIBRARY_MESSAGE = /^Invalid [a-z ]+: (Expected|Received) /;

/** "cover_image_url" -> "Cover image url", "targetDate" -> "Target date". */
function fieldName(issue: BaseIssue<unknown>) {
  const key = issue.path
    ?.map((p) => p.key)
    .filter((k) => typeof k === 'string')
    .at(-1);
  if (typeof key !== 'string' || !key) return null;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A schema as valibot builds it: an object's entries, an array's item, its own message. */
type Shape = { entries?: Record<string, Shape>; item?: Shape; message?: unknown; wrapped?: Shape };

/**
 * The contract's own words for a field that was left out: the message its schema carries (the
 * same one the field answers when it is sent blank or of the wrong kind), found along the path.
 */
function ownMessage(schema: unknown, issue: BaseIssue<unknown>) {
  let at = schema as Shape | undefined;
  for (const step of issue.path ?? []) {
    if (!at) return null;
    at = typeof step.key === 'string' && at.entries ? at.entries[step.key] : at.item;
  }
  const message = at?.message ?? at?.wrapped?.message;
  return typeof message === 'string' ? message : null;
}

/**
 * The message a person reads for a failed check: the contract's own words when it has them (for a
 * field left out, the words its schema gives it); for a check the library words itself, a plain
 * sentence naming the field.
 */
export function issueMessage(issue: BaseIssue<unknown> | undefined, schema?: unknown) {
  if (!issue) return 'Invalid request';
  if (!LIBRARY_MESSAGE.test(issue.message)) return issue.message;
  if (issue.received === 'undefined' && schema) {
    const own = ownMessage(schema, issue);
    if (own) return own;
  }
  const field = fieldName(issue);
  if (!field) return 'The request is not in the expected form';
  if (issue.received === 'undefined') return `${field} is required`;
  if (issue.expected === 'never') return `${field} is not something this form takes`;
  return `${field} is not valid`;
}

/**
 * Validates a request part with a contract schema. The first issue's message is the answer, so
 * the API says exactly what the web form says for the same input.
 */
export const validate = <T extends GenericSchema | GenericSchemaAsync, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  vValidator(target, schema, (result) => {
    if (!result.success) throw fail(400, 'VALIDATION', issueMessage(result.issues[0], schema));
  });

const parseJson = (value: unknown) => {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Validates a body sent as JSON, or as a form whose `data` field is that JSON with `files` beside
 * it (a form with a picture). Hono's form validator would read the form first and answer one it
 * cannot read in its own words; here an unreadable form answers as every form does (`readForm`)
 * and a bad body in the contract's words. The handler reads `c.req.valid('json')`, and the files
 * that came (non-empty) with `c.req.valid('form')`.
 */
export const validateJsonOrForm = <T extends GenericSchema, F extends string = never>(
  schema: T,
  files: readonly F[] = [],
) =>
  createMiddleware<
    AppEnv,
    string,
    {
      // What the browser sends: the JSON as the form's `data` field, beside its files.
      in: { form: { data: string } & Partial<Record<F, File>> };
      out: { json: InferOutput<T>; form: Partial<Record<F, File>> };
    }
  >(async (c, next) => {
    let body: unknown;
    const sent: Partial<Record<F, File>> = {};
    if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await readForm(c);
      body = parseJson(field(form, 'data'));
      for (const name of files) {
        const file = field(form, name);
        if (file instanceof File && file.size > 0) sent[name] = file;
      }
    } else {
      body = await c.req.json().catch(() => undefined);
    }
    const parsed = safeParse(schema, body);
    if (!parsed.success) throw fail(400, 'VALIDATION', issueMessage(parsed.issues[0], schema));
    c.req.addValidatedData('json', parsed.output as object);
    c.req.addValidatedData('form', sent);
    await next();
  });

/**
 * Declares a multipart route's form, so the typed client (web/lib/api-client.ts) sends it: `F` is
 * the fields the browser sends. The form is read once (a broken body is a 400, `readForm`), and the
 * route checks what it holds itself (files by size, declared type and bytes).
 */
export const formBody = <F extends Record<string, string | File | (string | File)[] | undefined>>() =>
  createMiddleware<AppEnv, string, { in: { form: F }; out: { form: Awaited<ReturnType<typeof readForm>> } }>(
    async (c, next) => {
      c.req.addValidatedData('form', await readForm(c));
      await next();
    },
  );
