import * as v from 'valibot';

/**
 * How many characters a text has as a person counts them and as the database's `length()` does:
 * code points, so "é", "λ" and "🙂" are one each (JavaScript's `length` counts an emoji as two).
 */
export function charCount(text: string) {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * At most `max` characters, counted by `charCount`: every limit on what people write. The action
 * carries its `maxChars`, so the limits can be listed and tested from the contracts themselves.
 */
export const maxChars = (max: number, message?: string) =>
  Object.assign(
    message === undefined
      ? v.check<string>((text) => charCount(text) <= max)
      : v.check<string, string>((text) => charCount(text) <= max, message),
    { maxChars: max },
  );
