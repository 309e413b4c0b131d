import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { BaseIssue, GenericSchema, GenericSchemaAsync } from 'valibot';
import { fail } from './errors';

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

/**
 * The message a person reads for a failed check: the contract's own words when it has them; for a
 * check the library words itself, a plain sentence naming the field.
 */
export function issueMessage(issue: BaseIssue<unknown> | undefined) {
  if (!issue) return 'Invalid request';
  if (!LIBRARY_MESSAGE.test(issue.message)) return issue.message;
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
    if (!result.success) throw fail(400, 'VALIDATION', issueMessage(result.issues[0]));
  });
