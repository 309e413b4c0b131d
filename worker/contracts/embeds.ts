/**
 * Video embeds the rich-text editor accepts. The editor and the server's sanitiser share these
 * parsers, so an embed is only ever stored as a provider plus a validated id, never as a URL.
 */
export type EmbedProvider = 'youtube' | 'vimeo';

export const EMBED_MESSAGES = {
  youtube: 'Invalid YouTube URL',
  vimeo: 'Invalid Vimeo URL',
} as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com'];

const parse = (input: string) => {
  const raw = input.trim();
  try {
    return new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
};

export const isYouTubeId = (id: string) => YOUTUBE_ID.test(id);
export const isVimeoId = (id: string) => VIMEO_ID.test(id);

/** The 11-character id of a YouTube link (watch, youtu.be, embed, shorts, live), or null. */
export function parseYouTubeId(input: string): string | null {
  const url = parse(input);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (YOUTUBE_HOSTS.includes(host) || host === 'www.youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').slice(1);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second ?? null;
  }
  return id && isYouTubeId(id) ? id : null;
}

/** The numeric id of a Vimeo link (vimeo.com/123, player.vimeo.com/video/123, channels/x/123), or null. */
export function parseVimeoId(input: string): string | null {
  const url = parse(input);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'vimeo.com' && host !== 'www.vimeo.com' && host !== 'player.vimeo.com') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const last = parts.at(-1) ?? '';
  if (host === 'player.vimeo.com' && parts[0] !== 'video') return null;
  return isVimeoId(last) ? last : null;
}

export const parseEmbedId = (provider: EmbedProvider, input: string) =>
  provider === 'youtube' ? parseYouTubeId(input) : parseVimeoId(input);

/** The only iframe sources the product renders. */
export const embedSrc = (provider: EmbedProvider, id: string) =>
  provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${id}` : `https://player.vimeo.com/video/${id}`;

export const embedTitle = (provider: EmbedProvider) => (provider === 'youtube' ? 'YouTube video' : 'Vimeo video');
