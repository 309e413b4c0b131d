import * as v from 'valibot';
import { issueMessage } from '../../worker/lib/validate';

/** The first problem a contract finds in the input, in the API's words (lib/validate.ts), or what it reads. */
export function read<S extends v.GenericSchema>(schema: S, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? { ok: result.output } : { issue: issueMessage(result.issues[0], schema) };
}

/** Only the message, or undefined when the input passes. */
export const issue = (schema: v.GenericSchema, input: unknown) => read(schema, input).issue;

/** `n` characters of text that is not ASCII (Greek, accents and emoji): limits count characters. */
export const chars = (n: number) => [...'λé🙂ß'.repeat(Math.ceil(n / 4))].slice(0, n).join('');
