// Counting characters, free of schemas: the message composer counts as the API does without
// carrying the validation library into every page's first load.

/**
 * How many characters a text has as a person counts them and as the database's `length()` does:
 * code points, so "é", "λ" and "🙂" are one each (JavaScript's `length` counts an emoji as two).
 */
export function charCount(text: string) {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
