import { encodePng } from './png';

// A 5×7 bitmap font for capital letters, one string of 7 rows of 5 bits per letter.
const FONT: Record<string, string> = {
  A: '01110100011000111111100011000110001',
  B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110',
  D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111',
  F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111',
  H: '10001100011000111111100011000110001',
  I: '01110001000010000100001000010001110',
  J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001',
  L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001',
  N: '10001110011010110011100011000110001',
  O: '01110100011000110001100011000101110',
  P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101',
  R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110',
  T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110',
  V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011010101010',
  X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100',
  Z: '11111000010001000100010001000011111',
};

const hex = (c: string) => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16)) as [number, number, number];

/** A square avatar: the member's colour, a soft diagonal light and their initials in white. */
export function avatarPng(initials: string, colour: string, size = 256) {
  const [r, g, b] = hex(colour);
  const px = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const light = 1 + 0.25 * (1 - (x + y) / (2 * size));
      const i = (y * size + x) * 3;
      px[i] = Math.min(255, r * light);
      px[i + 1] = Math.min(255, g * light);
      px[i + 2] = Math.min(255, b * light);
    }
  }
  const letters = initials
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 2)
    .split('');
  const scale = Math.floor(size / 16);
  const gap = scale;
  const width = letters.length * 5 * scale + (letters.length - 1) * gap;
  const left = Math.floor((size - width) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  letters.forEach((letter, li) => {
    const bits = FONT[letter] ?? '';
    for (let row = 0; row < 7; row++) {
      for (let col = 0; col < 5; col++) {
        if (bits[row * 5 + col] !== '1') continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const x = left + li * (5 * scale + gap) + col * scale + dx;
            const y = top + row * scale + dy;
            px.set([255, 255, 255], (y * size + x) * 3);
          }
        }
      }
    }
  });
  return encodePng(size, size, px);
}
