// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The wire's field names (decision 033): the endpoints the spec names keep its names (snake_case,
 * as its data model writes them, and its own camelCase where it uses it: `recipientId`, `threadId`,
 * `userId`); every other field is camelCase; a field we add to a spec-named input takes that
 * input's case. So no input mixes the two: every object schema a contract exports is checked,
 * nested ones included, and the areas that are camelCase have no snake_case field at all.
 */
type Schema = {
  type?: string;
  entries?: Record<string, Schema>;
  wrapped?: Schema;
  item?: Schema;
  pipe?: Schema[];
  options?: Schema[];
};

const SNAKE = /^[a-z0-9]+(_[a-z0-9]+)+$/;
const CAMEL = /^[a-z][a-z0-9]*([A-Z][a-z0-9]*)+$/;

/** Every object schema inside `schema` (optional, nullable, arrays and pipes looked through). */
function objects(schema: Schema | undefined, path: string, out: [string, string[]][] = []) {
  if (!schema || typeof schema !== 'object') return out;
  if (schema.type?.endsWith('object') && schema.entries) {
    out.push([path, Object.keys(schema.entries)]);
    for (const [key, entry] of Object.entries(schema.entries)) objects(entry, `${path}.${key}`, out);
  }
  objects(schema.wrapped, path, out);
  objects(schema.item, `${path}[]`, out);
  for (const step of schema.pipe ?? []) if (step !== schema) objects(step, path, out);
  for (const option of Array.isArray(schema.options) ? schema.options : []) objects(option, path, out);
  return out;
}

/** Contracts whose inputs are not the spec's: camelCase only. */
const CAMEL_ONLY = [
  'account',
  'admin',
  'analytics',
  'catalogue',
  'coach',
  'contact',
  'newsletter',
  'places',
  'profile',
  'quiz',
];

/**
 * The settings a profile keeps as the spec's objects, written with its keys wherever they travel
 * (spec 1, profiles: notification_preferences, privacy_settings).
 */
const SPEC_OBJECTS = ['.notificationPreferences', '.privacySettings'];

const modules = import.meta.glob<Record<string, unknown>>('../../worker/contracts/*.ts', { eager: true });
const inputs = Object.entries(modules).flatMap(([file, exports]) => {
  const area = /contracts\/([\w-]+)\.ts$/.exec(file)?.[1] as string;
  return Object.entries(exports).flatMap(([name, value]) =>
    objects(value as Schema, `${area}.${name}`).map(([path, keys]) => ({ area, path, keys })),
  );
});

describe("the wire's field names", () => {
  it('reads every contract', () => {
    const files = readdirSync(new URL('../../worker/contracts', import.meta.url)).filter((f) => f.endsWith('.ts'));
    expect(Object.keys(modules)).toHaveLength(files.length);
    // Enough inputs to mean something (a schema library that changed its shape would find none).
    expect(inputs.length).toBeGreaterThan(100);
  });

  it('no input mixes snake_case and camelCase', () => {
    const mixed = inputs
      .filter(({ keys }) => keys.some((k) => SNAKE.test(k)) && keys.some((k) => CAMEL.test(k)))
      .map(({ path, keys }) => `${path}: ${keys.join(', ')}`);
    expect(mixed).toEqual([]);
  });

  it('the areas the spec does not name are camelCase throughout', () => {
    const snake = inputs
      .filter(({ area, path }) => CAMEL_ONLY.includes(area) && !SPEC_OBJECTS.some((o) => path.includes(o)))
      .flatMap(({ path, keys }) => keys.filter((k) => SNAKE.test(k)).map((k) => `${path}.${k}`));
    expect(snake).toEqual([]);
  });

  it('tells the two apart', () => {
    expect(SNAKE.test('client_id') && CAMEL.test('clientId')).toBe(true);
    expect(SNAKE.test('message') || CAMEL.test('message')).toBe(false);
  });
});
