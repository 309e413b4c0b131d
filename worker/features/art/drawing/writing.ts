// Words in a picture: a name on a sign (a venue, an event, a book's title, a few words of a script). Drawn
// as strokes of the Hershey sans font (worker/lib/stroke-font.ts), so a picture reads the same in
// every browser and in its link-preview card, with no font to load.
import { STROKE_FONT } from '../../../lib/stroke-font';
import { line, n, rect } from './shapes';

const CAP = 662;

/** What a picture's writing is drawn as: accents dropped (Musée: Musee), spaces kept single. */
export const foldWriting = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Characters of the writing the stroke font cannot draw (none when it can all be drawn). */
export const undrawable = (s: string) => [...new Set([...foldWriting(s)].filter((ch) => !STROKE_FONT[ch]))];

/** What is wrong with a picture's writing as a label gives it (data/activities/FORMAT.md), or null. */
export function writingProblem(s: string): string | null {
  if (!foldWriting(s).replace(/\|/g, '').trim()) return 'is empty';
  if (s.length > 28) return `is ${s.length} characters (at most 28)`;
  const missing = undrawable(s.replace(/\|/g, ''));
  if (missing.length)
    return `has ${missing.map((ch) => JSON.stringify(ch)).join(' ')}, which the sign's letters cannot draw`;
  const lines = writingLines(s, 14);
  if (lines.length > 2 || lines.some((l) => l.length > 16)) return `does not fit on a sign in 2 lines of 14 characters`;
  return null;
}

/** Width of a line in font units. */
const units = (s: string) => [...s].reduce((w, ch) => w + (STROKE_FONT[ch]?.[0] ?? 0), 0);

/** The writing in lines of at most `chars` characters, broken between words (a `|` breaks it there). */
export function writingLines(s: string, chars: number): string[] {
  const out: string[] = [];
  for (const part of foldWriting(s).split('|')) {
    let cur = '';
    for (const word of part.trim().split(' ')) {
      if (cur && cur.length + 1 + word.length > chars) {
        out.push(cur);
        cur = word;
      } else cur = cur ? `${cur} ${word}` : word;
    }
    if (cur) out.push(cur);
  }
  return out;
}

/** The path data of a line of writing, centred on `cx` with its baseline at `base`, capitals `cap` high. */
function strokes(text: string, cx: number, base: number, cap: number): string {
  const k = cap / CAP;
  let pen = cx - (units(text) * k) / 2;
  let d = '';
  for (const ch of text) {
    const glyph = STROKE_FONT[ch];
    if (!glyph) continue;
    const [advance, ...parts] = glyph;
    for (const pts of parts) {
      d += `M${(pen + (pts[0] as number) * k).toFixed(1)} ${(base - (pts[1] as number) * k).toFixed(1)}`;
      for (let i = 2; i + 1 < pts.length; i += 2)
        d += `L${(pen + (pts[i] as number) * k).toFixed(1)} ${(base - (pts[i + 1] as number) * k).toFixed(1)}`;
    }
    pen += advance * k;
  }
  return d;
}

/**
 * Lines of writing fitted in a box (centre, width, height): as large as fits, up to `maxCap`.
 * Returns the strokes and the height they take.
 */
function fitted(lines: string[], cx: number, cy: number, w: number, h: number, ink: string, maxCap: number): string {
  const widest = Math.max(...lines.map(units));
  const gap = 0.55;
  const cap = Math.min(maxCap, (w / widest) * CAP, h / (lines.length + (lines.length - 1) * gap));
  const total = cap * (lines.length + (lines.length - 1) * gap);
  let d = '';
  lines.forEach((l, i) => {
    d += strokes(l, cx, cy - total / 2 + cap + i * cap * (1 + gap), cap);
  });
  return line(d, ink, Math.round(Math.max(1, cap * 0.15) * 10) / 10);
}

const WOOD = '#8B5E34';
const BOARD = '#F6EBD3';
const INK = '#33261A';

/** The capital height of a sign's letters. */
const SIGN_CAP = 26;

/** How wide a sign's board is for its writing: room for the widest line, within 120 to 300. */
const boardWidth = (lines: string[]) =>
  Math.min(300, Math.max(120, Math.max(...lines.map(units)) * (SIGN_CAP / CAP) + 40));

/** A board with the writing on it, `cx` its centre and `top` its upper edge; returns it and its size. */
function board(writing: string, cx: number, top: number): { svg: string; w: number; h: number } {
  const lines = writingLines(writing, 14);
  const cap = SIGN_CAP;
  const w = boardWidth(lines);
  const h = lines.length * cap * 1.55 + 26;
  const x = cx - w / 2;
  const svg =
    rect(x, top, w, h, BOARD, ` rx="8" stroke="${WOOD}" stroke-width="6"`) +
    fitted(lines, cx, top + h / 2, w - 30, h - 24, INK, cap);
  return { svg, w, h };
}

/**
 * A sign standing on two posts (its board's centre at `cx`, its posts on the ground at `ground`),
 * its board high enough to clear what stands beside it.
 */
export function signOnPosts(writing: string, cx: number, ground: number): string {
  const top = ground - 236;
  const { svg, w, h } = board(writing, cx, top);
  const legs = [cx - w / 2 + 22, cx + w / 2 - 22]
    .map((x) => rect(x - 6, top + h - 4, 12, ground - top - h + 4, WOOD, ' rx="3"'))
    .join('');
  return `<ellipse cx="${n(cx)}" cy="${n(ground)}" rx="${n(w / 2)}" ry="8" fill="#000" opacity=".12"/>${legs}${svg}`;
}

/** A sign hung by two cords from the top of the picture, its board's centre at `cx`. */
export function hangingSign(writing: string, cx: number): string {
  const top = 34;
  const { svg, w } = board(writing, cx, top);
  const cords = line(
    `M${n(cx - w / 2 + 26)} -4L${n(cx - w / 2 + 26)} ${top + 4}M${n(cx + w / 2 - 26)} -4L${n(cx + w / 2 - 26)} ${top + 4}`,
    WOOD,
    4,
  );
  return cords + svg;
}

/** Where a sign's board may stand so it stays inside the picture. */
export const signX = (want: number, writing: string) => {
  const half = boardWidth(writingLines(writing, 14)) / 2;
  return Math.min(800 - half - 14, Math.max(half + 14, want));
};
