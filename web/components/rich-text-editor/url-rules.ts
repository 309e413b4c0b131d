import { EMBED_MESSAGES, type EmbedProvider, parseEmbedId } from '../../../worker/contracts/embeds';

export type InsertKind = 'link' | 'image' | EmbedProvider;

export type InsertResult = { ok: true; value: string } | { ok: false; message: string };

const absolute = (input: string, schemes: string[]) => {
  try {
    const url = new URL(input.trim());
    return schemes.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * Checks what the user typed into the link, image or video box. The server applies the same rules
 * again; checking here lets the editor answer with its own message before anything is inserted.
 */
export function checkInsert(kind: InsertKind, input: string): InsertResult {
  const raw = input.trim();
  if (kind === 'youtube' || kind === 'vimeo') {
    const id = parseEmbedId(kind, raw);
    return id ? { ok: true, value: id } : { ok: false, message: EMBED_MESSAGES[kind] };
  }
  if (kind === 'link') {
    // A bare address gets https, as people type "example.com".
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
    const href = raw ? absolute(withScheme, ['http:', 'https:', 'mailto:']) : null;
    return href
      ? { ok: true, value: href }
      : { ok: false, message: 'Enter a web address starting with http:// or https://' };
  }
  const src = absolute(raw, ['http:', 'https:']);
  return src
    ? { ok: true, value: src }
    : { ok: false, message: 'Enter an image address starting with http:// or https://' };
}

export const INSERT_LABELS: Record<InsertKind, { title: string; field: string; placeholder: string }> = {
  link: { title: 'Add link', field: 'Link URL', placeholder: 'https://example.com' },
  image: { title: 'Add image', field: 'Image URL', placeholder: 'https://example.com/photo.jpg' },
  youtube: { title: 'Embed YouTube video', field: 'YouTube URL', placeholder: 'https://www.youtube.com/watch?v=…' },
  vimeo: { title: 'Embed Vimeo video', field: 'Vimeo URL', placeholder: 'https://vimeo.com/123456789' },
};
