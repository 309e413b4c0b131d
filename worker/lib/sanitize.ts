/**
 * Rich text allow-list for HTML members and editors write (blogs, activity descriptions). Runs
 * HTMLRewriter over the fragment: unknown elements are unwrapped (their text stays), script-like
 * elements are removed with their content, attributes are dropped except a few checked ones, and
 * video embeds are rebuilt from a validated YouTube or Vimeo id.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'hr',
  'span',
  'div',
  'figure',
  'figcaption',
]);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'object',
  'embed',
  'svg',
  'math',
  'form',
]);
const ALIGN = /^text-align:\s*(left|right|center|justify);?$/;
const SAFE_HREF = /^(https?:\/\/|\/(?!\/)|mailto:|#)/i;
const SAFE_SRC = /^(https:\/\/|\/(?!\/))/i;

/** The id of a YouTube or Vimeo player URL, or null. */
function embedSource(src: string) {
  const yt =
    /^https:\/\/(?:www\.)?(?:youtube(?:-nocookie)?\.com\/embed\/|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?#].*)?$/.exec(src);
  if (yt) return `https://www.youtube-nocookie.com/embed/${yt[1]}`;
  const vimeo = /^https:\/\/player\.vimeo\.com\/video\/(\d+)(?:[?#].*)?$/.exec(src);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}

export async function sanitizeRichHtml(html: string): Promise<string> {
  const rewriter = new HTMLRewriter().on('*', {
    element(el) {
      const tag = el.tagName.toLowerCase();
      if (DROP_WITH_CONTENT.has(tag)) {
        el.remove();
        return;
      }
      if (tag === 'iframe') {
        const src = embedSource(el.getAttribute('src') ?? '');
        if (!src) {
          el.remove();
          return;
        }
        el.replace(
          `<iframe src="${src}" width="640" height="360" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin" title="Embedded video"></iframe>`,
          { html: true },
        );
        return;
      }
      if (!ALLOWED.has(tag)) {
        el.removeAndKeepContent();
        return;
      }
      const keep: Record<string, string> = {};
      const style = el.getAttribute('style')?.trim() ?? '';
      if (ALIGN.test(style)) keep.style = style.replace(/;?$/, ';');
      if (tag === 'a') {
        const href = el.getAttribute('href') ?? '';
        if (SAFE_HREF.test(href)) {
          keep.href = href;
          if (/^https?:/i.test(href)) {
            keep.target = '_blank';
            keep.rel = 'noopener noreferrer nofollow';
          }
        }
      }
      if (tag === 'img') {
        const src = el.getAttribute('src') ?? '';
        if (!SAFE_SRC.test(src)) {
          el.remove();
          return;
        }
        keep.src = src;
        keep.alt = el.getAttribute('alt') ?? '';
        keep.loading = 'lazy';
      }
      // workerd yields [name, value] pairs here (the DOM typings in scope describe Attr objects).
      const names = [...(el.attributes as unknown as Iterable<string[]>)].map(([name]) => name ?? '');
      for (const name of names) el.removeAttribute(name);
      for (const [name, value] of Object.entries(keep)) el.setAttribute(name, value);
    },
    comments(comment) {
      comment.remove();
    },
  });
  return rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html' } })).text();
}
