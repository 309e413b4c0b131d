import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { GenericSchema, GenericSchemaAsync } from 'valibot';
import { fail } from './errors';

/**
 * Validates a request part with a contract schema. The first issue's message is the answer, so
 * the API says exactly what the web form says for the same input.
 */
export const validate = <T extends GenericSchema | GenericSchemaAsync, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  vValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.issues[0];
      throw fail(400, 'VALIDATION', issue?.message ?? 'Invalid request');
    }
  });
