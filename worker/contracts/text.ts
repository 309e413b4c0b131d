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
