/**
 * Readers for an address's search parameters (the routes' `validateSearch`). Every page's first
 * load runs them, so they are plain functions rather than a schema library. They are lenient: a
 * value of the wrong type or outside its choices is dropped, so a shared or hand-edited link never
 * breaks the page. The API validates what it is sent on its own; these only shape the screen.
 */
type Reader<T> = (value: unknown) => T | undefined;

/** A string of at most `max` characters. */
export const text =
  (max = Number.POSITIVE_INFINITY): Reader<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value : undefined;

/** One of the given strings. */
export const oneOf =
  <T extends string>(choices: readonly T[]): Reader<T> =>
  (value) =>
    (choices as readonly unknown[]).includes(value) ? (value as T) : undefined;

/** A whole number from `min` to `max` (the router reads `?cost=3` as the number 3). */
export const wholeNumber =
  (min: number, max: number): Reader<number> =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

type Shape = Record<string, Reader<unknown>>;
export type SearchOf<S extends Shape> = { [K in keyof S]?: S[K] extends Reader<infer T> ? T : never };

/** Reads each key of `shape` from the search, leaving out what is missing or malformed. */
export function searchReader<S extends Shape>(shape: S) {
  return (search: Record<string, unknown>): SearchOf<S> => {
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const value = read(search[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as SearchOf<S>;
  };
}
