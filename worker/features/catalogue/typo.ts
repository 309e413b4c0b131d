/**
 * How likely a typed word is a slip for a catalogue word. Plain edit distance says "balon" is
 * nearer "bacon" than "balloon"; people's slips are not uniform: they hit a neighbouring key, drop
 * or add a doubled letter, swap two letters, or spell by ear. Those cost less here.
 */

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const POSITION = new Map<string, [number, number]>();
ROWS.forEach((row, r) => {
  for (let c = 0; c < row.length; c++) POSITION.set(row[c] as string, [r, c + r * 0.5]);
});

/** Keys next to each other on a QWERTY keyboard (rows are staggered by half a key). */
export function adjacentKeys(a: string, b: string) {
  const pa = POSITION.get(a);
  const pb = POSITION.get(b);
  if (!pa || !pb) return false;
  return Math.abs(pa[0] - pb[0]) <= 1 && Math.abs(pa[1] - pb[1]) <= 1;
}

const VOWELS = new Set('aeiouy');

function substitution(a: string, b: string) {
  if (a === b) return 0;
  if (adjacentKeys(a, b)) return 0.5;
  if (VOWELS.has(a) && VOWELS.has(b)) return 0.6;
  return 1;
}

/** Adding or dropping a letter that repeats its neighbour ("balon" for "balloon") is a light slip. */
const indel = (word: string, i: number) => {
  const ch = word[i];
  return ch !== undefined && (word[i - 1] === ch || word[i + 1] === ch) ? 0.5 : 1;
};

/** Weighted edit distance (Damerau: a swap of neighbouring letters is one light edit). */
export function slipDistance(typed: string, target: string) {
  const n = typed.length;
  const m = target.length;
  let prev2: number[] = [];
  let prev: number[] = [0];
  for (let j = 1; j <= m; j++) prev[j] = (prev[j - 1] as number) + indel(target, j - 1);
  for (let i = 1; i <= n; i++) {
    const row: number[] = [(prev[0] as number) + indel(typed, i - 1)];
    for (let j = 1; j <= m; j++) {
      const a = typed[i - 1] as string;
      const b = target[j - 1] as string;
      let best = Math.min(
        (prev[j] as number) + indel(typed, i - 1),
        (row[j - 1] as number) + indel(target, j - 1),
        (prev[j - 1] as number) + substitution(a, b),
      );
      if (i > 1 && j > 1 && a === target[j - 2] && typed[i - 2] === b) {
        best = Math.min(best, (prev2[j - 2] as number) + 0.5);
      }
      row[j] = best;
    }
    prev2 = prev;
    prev = row;
  }
  return prev[m] as number;
}

/**
 * A rough sound key: consonant sounds in order, vowels dropped after the first letter, doubled
 * letters once. "balon" and "balloon" share one; "bacon" does not.
 */
export function soundKey(word: string) {
  const w = word
    .replace(/^kn|^gn|^pn|^wr/, (m) => m[1] as string)
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/z/g, 's')
    .replace(/dg/g, 'j')
    .replace(/gh/g, '')
    .replace(/th/g, 't')
    .replace(/wh/g, 'w');
  let key = w[0] ?? '';
  for (let i = 1; i < w.length; i++) {
    const ch = w[i] as string;
    if (VOWELS.has(ch) || ch === 'h' || ch === 'w') continue;
    if (key.at(-1) !== ch) key += ch;
  }
  return key;
}

/** 0..1: how well a catalogue word explains a typed one; a word at least 0.7 similar is read as the catalogue's (FUZZY_THRESHOLD). */
export function slipSimilarity(typed: string, target: string) {
  const base = 1 - slipDistance(typed, target) / Math.max(typed.length, target.length, 1);
  const sameSound = soundKey(typed) === soundKey(target) ? 0.08 : 0;
  // People rarely get the first letter wrong.
  const firstLetter = typed[0] === target[0] ? 0 : -0.08;
  return Math.min(1, base + sameSound + firstLetter);
}
