import { CARD_HEIGHT, CARD_WIDTH, type Card } from '../../../contracts/preview-card';
import { STROKE_FONT } from '../../../lib/stroke-font';
import { hex, Raster, type Rgb, textWidth } from './raster';
import { drawSvg } from './svg';

/** Background pairs, picked per item so neighbouring cards differ; all keep white text above 4.5:1. */
const PALETTES: [string, string][] = [
  ['#0f766e', '#134e4a'],
  ['#1d4ed8', '#1e3a8a'],
  ['#7c3aed', '#4c1d95'],
  ['#b45309', '#78350f'],
  ['#be123c', '#881337'],
  ['#15803d', '#14532d'],
  ['#0369a1', '#0c4a6e'],
];

/** Letters the stroke font can draw: accents dropped, typographic quotes and dashes made plain. */
export function drawable(text: string) {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .split('')
    .filter((ch) => ch in STROKE_FONT)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Greedy word wrap to `width` pixels, at most `lines` lines, the last cut with "..." when needed. */
export function wrap(text: string, size: number, width: number, lines: number) {
  const out: string[] = [];
  let line = '';
  const words = text.split(' ');
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size) <= width || !line) {
      line = next;
      continue;
    }
    out.push(line);
    line = word;
    if (out.length === lines) {
      line = '';
      out[lines - 1] = ellipsis(`${out[lines - 1]} ${words.slice(i).join(' ')}`, size, width);
      break;
    }
  }
  if (line) out.push(line);
  return out.map((l) => (textWidth(l, size) > width ? ellipsis(l, size, width) : l));
}

function ellipsis(text: string, size: number, width: number) {
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

const seedIndex = (seed: string) => [...seed].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

/**
 * Behind the text of a card with an illustration: a shade from the left, deep enough under the
 * text that white stays readable (4.5:1 or more) over any colour of the picture.
 */
const SHADE = `<svg viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}"><defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0f172a" stop-opacity="0.88"/><stop offset="0.62" stop-color="#0f172a" stop-opacity="0.78"/><stop offset="0.85" stop-color="#0f172a" stop-opacity="0.3"/><stop offset="1" stop-color="#0f172a" stop-opacity="0.1"/></linearGradient></defs><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#s)"/></svg>`;

/**
 * A 1200×630 card: the Lifelist name, what the page is, its title and a footer line, over the
 * page's illustration (`art`, an SVG drawn to cover the card) or a gradient of its colours.
 */
export function drawCard(card: Card, art?: string) {
  const [from, to] = PALETTES[seedIndex(card.seed) % PALETTES.length] as [string, string];
  const r = new Raster(CARD_WIDTH, CARD_HEIGHT);
  const white: Rgb = [255, 255, 255];
  const soft: Rgb = [226, 232, 240];
  if (art) {
    // The 800×500 illustration covers the card: 1.5 times, its middle 420 units tall shown.
    const scale = Math.max(CARD_WIDTH / 800, CARD_HEIGHT / 500);
    drawSvg(r, art, [scale, 0, 0, scale, (CARD_WIDTH - 800 * scale) / 2, (CARD_HEIGHT - 500 * scale) / 2]);
    drawSvg(r, SHADE);
  } else {
    r.gradient(hex(from), hex(to));
    r.disc(1120, 40, 260, white, 0.07);
    r.disc(1010, 610, 170, white, 0.05);
  }

  r.roundRect(80, 70, 124, 114, 12, white);
  r.text('L', 93, 105, 26, 6, hex(from));
  r.text('Lifelist', 142, 106, 30, 5, white);

  // Beside initials, or over the picture's shade, the text keeps to the left.
  const textRight = card.initials || art ? 760 : 1120;
  r.text(drawable(card.kicker).toUpperCase(), 80, 190, 22, 4, soft);
  const title = drawable(card.title) || 'Lifelist';
  // Two lines at the large size, else three at a smaller one, so the footer always has room.
  const large = wrap(title, 66, textRight - 80, 3);
  const size = large.length <= 2 ? 66 : 52;
  const lines = size === 66 ? large : wrap(title, size, textRight - 80, 3);
  let baseline = 190 + 40 + size;
  for (const line of lines) {
    r.text(line, 80, baseline, size, Math.round(size / 7), white);
    baseline += Math.round(size * 1.55);
  }
  const footer = drawable(card.footer);
  if (footer) r.text(wrap(footer, 28, textRight - 80, 1)[0] ?? '', 80, 560, 28, 4, soft);

  if (card.initials) {
    r.disc(950, 330, 160, white, 0.18);
    const initials = drawable(card.initials).toUpperCase().slice(0, 2) || '?';
    const w = textWidth(initials, 110);
    r.text(initials, 950 - w / 2, 330 + 55, 110, 14, white);
  }
  return r;
}

/** The card as a PNG file. */
export const renderCard = (card: Card, art?: string) => drawCard(card, art).png();
