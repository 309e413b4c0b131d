import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { TURNSTILE_TEST_TOKEN } from '../../worker/contracts/captcha';
import type { DetectedType } from '../../worker/contracts/file-types';
import { errorOf, guest, type Member, signUp, signUpBody } from './helpers';

/**
 * Every upload route takes only the file types it names, told by the file's bytes. Each accepted
 * type is tried through every route that takes it, with near misses: its own magic bytes with the
 * wrong sub-type (a WAV or an AVI is a RIFF file too; a QuickTime movie and an HEIC photo are ISO
 * media files like an MP4), its signature broken a byte from the end, and the right declared type
 * and extension on bytes of something else.
 */

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
/** Filler after a signature: files are longer than their first 16 bytes. */
const REST = new Array(48).fill(0);

/** A real file's first bytes for each type the product accepts. */
const VALID: Record<DetectedType, Uint8Array<ArrayBuffer>> = {
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0], REST),
  'image/png': bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR', REST),
  'image/gif': bytes('GIF89a', [1, 0, 1, 0], REST),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', REST),
  'video/mp4': bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2', REST),
  'video/quicktime': bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  ', REST),
  'video/webm': bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1], REST),
  'application/pdf': bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], REST),
};

const HTML = bytes('<html><script>alert(1)</script></html>');
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], REST);

/** Near misses of each type, each declared as that type under that type's own extension. */
const NEAR_MISSES: Record<DetectedType, [string, Uint8Array<ArrayBuffer>][]> = {
  'image/jpeg': [
    ['a JPEG start marker without its segment', bytes([0xff, 0xd8, 0x00, 0xe0], REST)],
    ['a page of HTML', HTML],
  ],
  'image/png': [
    ['a PNG signature with its last byte wrong', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x00], REST)],
    ['a PNG whose line endings were rewritten', bytes([0x89], 'PNG', [0x0a, 0x1a, 0x0a, 0, 0], REST)],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ],
  'image/gif': [
    ['a GIF of a version that does not exist', bytes('GIF88a', [1, 0, 1, 0], REST)],
    ['a page of HTML', HTML],
  ],
  'image/webp': [
    ['a WAV (RIFF, WAVE)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ', REST)],
    ['an AVI (RIFF, AVI)', bytes('RIFF', [0x24, 0, 0, 0], 'AVI LIST', REST)],
    ['a RIFF header and nothing else', bytes('RIFF', [0, 0, 0, 0])],
  ],
  'video/mp4': [
    ['a QuickTime movie', VALID['video/quicktime']],
    ['an HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic', REST)],
    ['an AVIF picture', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1', REST)],
    ['an ftyp box in the wrong place', bytes('ftypisom', [0, 0, 2, 0], REST)],
  ],
  'video/quicktime': [
    ['an MP4', VALID['video/mp4']],
    ['an HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic', REST)],
  ],
  'video/webm': [
    ['an EBML signature with its last byte wrong', bytes([0x1a, 0x45, 0xdf, 0x00], REST)],
    ['a program', EXE],
  ],
  'application/pdf': [
    ['PostScript', bytes('%!PS-Adobe-3.0\n', REST)],
    ['a PDF marker without its dash', bytes('%PDF1.7\n', REST)],
    ['a program', EXE],
  ],
};

const EXTENSIONS: Record<DetectedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
};

type Upload = {
  accepts: DetectedType[];
  ok: number;
  /** The refusal, for a file of this name. */
  refused: (name: string, type: DetectedType) => string;
  /** Sends one file; a new sender for each type keeps within every write limit. */
  sender: () => Promise<(file: File) => Promise<Response>>;
};

const form = (fields: Record<string, string>, name?: string, file?: File) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (name && file) f.append(name, file);
  return f;
};
const custom = { title: 'Ride the Tour de France route', description: 'Stage by stage', categories: 'Adventure' };

const UPLOADS: Record<string, Upload> = {
  'POST /api/community/media': {
    accepts: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime'],
    ok: 201,
    refused: (name, type) =>
      `Some files couldn't be added: ${name} (invalid ${type.startsWith('video/') ? 'video' : 'image'} format)`,
    sender: async () => {
      const m = await signUp();
      return (file) => m.fetch('/api/community/media', { method: 'POST', body: form({}, 'file', file) });
    },
  },
  'POST /api/blogs/cover': {
    accepts: ['image/jpeg', 'image/png', 'image/webp'],
    ok: 201,
    refused: () => 'Only JPG, PNG, and WebP images are supported',
    sender: async () => {
      const m = await signUp();
      return (file) => m.fetch('/api/blogs/cover', { method: 'POST', body: form({}, 'file', file) });
    },
  },
  'POST /api/profile/avatar': {
    accepts: ['image/jpeg', 'image/png', 'image/webp'],
    ok: 200,
    refused: () => 'Only JPG, PNG, and WebP images are allowed',
    sender: async () => {
      const m = await signUp();
      return (file) => m.fetch('/api/profile/avatar', { method: 'POST', body: form({}, 'avatar', file) });
    },
  },
  'POST /api/account/sign-up': {
    accepts: ['image/jpeg', 'image/png'],
    ok: 202,
    refused: () => 'Avatar must be a JPG or PNG image',
    sender: async () => (file) =>
      guest().fetch('/api/account/sign-up', {
        method: 'POST',
        body: form({ data: JSON.stringify(signUpBody()) }, 'avatar', file),
      }),
  },
  'POST /api/contact': {
    accepts: ['application/pdf', 'image/jpeg', 'image/png'],
    ok: 201,
    refused: () => 'Only PDF, JPG, and PNG files are allowed',
    sender: async () => (file) =>
      guest().fetch('/api/contact', {
        method: 'POST',
        body: form(
          {
            name: 'Jordan Lee',
            email: 'jordan@example.com',
            category: 'technical_support',
            subject: 'A file for you',
            message: 'The attached file shows what happens when I open the list on my phone in the evening.',
            privacyPolicy: 'true',
            captchaToken: TURNSTILE_TEST_TOKEN,
          },
          'attachment',
          file,
        ),
      }),
  },
  'POST /api/activities/custom': {
    accepts: ['image/jpeg', 'image/png', 'image/gif'],
    ok: 201,
    refused: () => 'Only JPG, PNG, and GIF images are supported',
    sender: async () => {
      const m = await signUp();
      return (file) => m.fetch('/api/activities/custom', { method: 'POST', body: form(custom, 'image', file) });
    },
  },
  'PATCH /api/activities/custom/:id': {
    accepts: ['image/jpeg', 'image/png', 'image/gif'],
    ok: 200,
    refused: () => 'Only JPG, PNG, and GIF images are supported',
    sender: async () => {
      const m: Member = await signUp();
      const made = await m.fetch('/api/activities/custom', { method: 'POST', body: form(custom) });
      const { activity } = (await made.json()) as { activity: { id: string } };
      return (file) =>
        m.fetch(`/api/activities/custom/${activity.id}`, { method: 'PATCH', body: form(custom, 'image', file) });
    },
  },
};

const ALL_TYPES = Object.keys(VALID) as DetectedType[];

describe('uploads are told by their bytes', () => {
  it('covers every route that takes a file', () => {
    // A route takes a file when the matrix sends it a form with a File in it.
    const routes = [...new Set(app.routes.map((r) => `${r.method} ${r.path}`))].filter((r) =>
      /\/(media|cover|avatar|custom(\/:id)?|sign-up|contact)$/.test(r),
    );
    expect(routes.filter((r) => !r.startsWith('GET ') && !r.startsWith('DELETE ')).sort()).toEqual(
      Object.keys(UPLOADS).sort(),
    );
  });

  for (const [route, upload] of Object.entries(UPLOADS)) {
    for (const type of upload.accepts) {
      it(`${route}: ${type}, and its near misses`, async () => {
        const send = await upload.sender();
        const name = `upload.${EXTENSIONS[type]}`;
        const ok = await send(new File([VALID[type]], name, { type }));
        expect(ok.status, await ok.clone().text()).toBe(upload.ok);
        for (const [what, content] of NEAR_MISSES[type]) {
          const res = await send(new File([content], name, { type }));
          expect({ what, status: res.status }).toEqual({ what, status: 415 });
          expect({ what, error: (await errorOf(res)).error }).toEqual({ what, error: upload.refused(name, type) });
        }
        // Another accepted type's real bytes, declared as this one.
        for (const other of ALL_TYPES.filter((t) => t !== type)) {
          const res = await send(new File([VALID[other]], name, { type }));
          expect({ other, status: res.status }).toEqual({ other, status: 415 });
        }
      });
    }

    it(`${route}: the real bytes of a type it does not take`, async () => {
      const send = await upload.sender();
      for (const type of ALL_TYPES.filter((t) => !upload.accepts.includes(t))) {
        const name = `upload.${EXTENSIONS[type]}`;
        const res = await send(new File([VALID[type]], name, { type }));
        expect({ type, status: res.status }).toEqual({ type, status: 415 });
      }
    });
  }
});
