// Text and HTML: the one place text is escaped into HTML (or XML) and character references are
// decoded. Shared by the Worker (sanitiser, page heads, sitemaps) and the app (page markdown).

/** Text made safe to put inside HTML (an element's text or a quoted attribute). */
export const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * Named entities the sanitiser decodes before it re-escapes text and checks URLs. Unknown names stay
 * literal text, which is safe: the output escapes every `&` it does not produce itself.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  sol: '/',
  bsol: '\\',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  semi: ';',
  comma: ',',
  period: '.',
  excl: '!',
  num: '#',
  percnt: '%',
  equals: '=',
  plus: '+',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  euro: '\u20ac',
  pound: '\u00a3',
  middot: '\u00b7',
  bull: '\u2022',
  deg: '\u00b0',
  times: '\u00d7',
};

const codePoint = (n: number) =>
  // Surrogates, NUL and out-of-range points become the replacement character, as browsers do.
  Number.isFinite(n) && n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : '\ufffd';

/** Decodes numeric and common named character references; a missing `;` is tolerated as browsers do. */
export function decodeEntities(s: string) {
  if (!s.includes('&')) return s;
  return s.replace(/&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g, (m, dec, hex, name) => {
    if (dec) return codePoint(Number.parseInt(dec, 10));
    if (hex) return codePoint(Number.parseInt(hex, 16));
    const named = NAMED[String(name).toLowerCase()];
    return named ?? m;
  });
}
