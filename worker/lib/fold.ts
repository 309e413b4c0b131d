/**
 * Text as searches compare it: lower case, accents removed (é -> e), and the letters Unicode does
 * not decompose written out in plain Latin (ø -> o, æ -> ae, ß -> ss), so "Tromso" finds "Tromsø".
 * The catalogue's index and every admin search fold with it.
 */
const PLAIN: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

export const foldText = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[øæœßđðłþı]/g, (c) => PLAIN[c] ?? c);

/**
 * The accented letters an admin search folds inside SQL (SQLite has no Unicode folding of its
 * own): each is replaced by its `foldText` form. D1 cannot register a function, so the column is
 * folded with nested replace() calls, written as literals (these letters need no escaping) rather
 * than bound. D1 allows an expression 100 levels deep, so this is the Latin-1 letters and œ, in
 * both cases (about 60 levels), not every accented letter there is.
 */
const LETTERS = 'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿæœß';

export const SQL_FOLDS: [from: string, to: string][] = [...new Set([...LETTERS, ...LETTERS.toUpperCase()])]
  .filter((c) => c !== c.toUpperCase() || foldText(c) !== c.toLowerCase())
  .filter((c) => foldText(c) !== c)
  .map((c) => [c, foldText(c)]);
