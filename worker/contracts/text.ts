import * as v from 'valibot';

/**
 * At most `max` characters of a text, cut at a word boundary with an ellipsis when it is longer,
 * for titles, meta descriptions and previews that must not end mid-word (both sides use it).
 */
export function excerpt(text: string, max = 155) {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?\-–—]+$/, '');
  return `${head}…`;
}

/**
 * How many characters a text has as a person counts them and as the database's `length()` does:
 * code points, so "é", "λ" and "🙂" are one each (JavaScript's `length` counts an emoji as two).
 */
export function charCount(text: string) {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** At most `max` characters, counted by `charCount`. */
export const maxChars = (max: number, message: string) =>
  v.check<string, string>((text) => charCount(text) <= max, message);
