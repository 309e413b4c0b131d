import * as v from 'valibot';
import { charCount } from './char-count';

export { charCount };

/**
 * At most `max` characters, counted by `charCount`: every limit on what people write. The action
 * carries its `maxChars`, so the limits can be listed and tested from the contracts themselves.
 */
// Free of side effects, as valibot's own actions are: a schema no code of a page uses is left out
// of that page's bundle, however many limits it carries.
/* @__NO_SIDE_EFFECTS__ */
export function maxChars(max: number, message?: string) {
  return Object.assign(
    message === undefined
      ? v.check<string>((text) => charCount(text) <= max)
      : v.check<string, string>((text) => charCount(text) <= max, message),
    { maxChars: max },
  );
}

/** At least `min` characters, counted by `charCount` as `maxChars` counts them. */
/* @__NO_SIDE_EFFECTS__ */
export function minChars(min: number, message: string) {
  return Object.assign(
    v.check<string, string>((text) => charCount(text) >= min, message),
    { minChars: min },
  );
}
