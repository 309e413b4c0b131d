import { type EmbedProvider, embedSrc, embedTitle, isVimeoId, isYouTubeId, parseEmbedId } from '../contracts/embeds';
import { decodeEntities, escapeHtml } from '../contracts/html';

/**
 * Rich text allow-list. HTMLRewriter is used only as a tokenizer: the output is rebuilt from scratch
 * by this module, so nothing from the input reaches the page unless it was re-serialised here
 * (balanced tags, escaped text, known attributes with checked values). workerd has no DOM, which
 * rules DOMPurify out; see docs/decisions/022-rich-text-sanitiser.md.
 */
const ALIASES: Record<string, string> = { b: 'strong', i: 'em', strike: 's', del: 's' };
const ALLOWED = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  's',
  'code',
  'a',
  'br',
  'img',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'hr',
]);
const VOID = new Set(['br', 'hr', 'img']);
/** Every HTML void element: they never get an end tag, so no end handler may be attached. */
const HTML_VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'image',
  'isindex',
]);
const INLINE = new Set(['strong', 'em', 'u', 's', 'code', 'a']);
/** Blocks that may only hold inline content: opening any block inside them closes them first. */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3']);
/** Elements dropped together with everything inside them. */
const DROP = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'select',
  'head',
  'video',
  'audio',
  'canvas',
  'form',
  'button',
  'input',
  'link',
  'meta',
  'base',
]);
const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);

/** An absolute URL whose scheme is allowed, re-serialised; null otherwise. */
function safeUrl(raw: string | null, schemes: readonly string[]): string | null {
  if (!raw) return null;
  // Browsers ignore control characters and surrounding spaces in URLs; so must the check.
  const cleaned = [...decodeEntities(raw)].filter((ch) => ch > ' ' && (ch < '\u007f' || ch > '\u009f')).join('');
  if (!cleaned || cleaned.length > 2048) return null;
  try {
    const url = new URL(cleaned);
    return schemes.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function alignment(style: string | null): string | null {
  const match = /(?:^|;)\s*text-align\s*:\s*([a-z]+)\s*(?:;|$)/i.exec(decodeEntities(style ?? ''));
  const value = match?.[1]?.toLowerCase();
  return value && ALIGNMENTS.has(value) ? value : null;
}

const attr = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;

function embedHtml(provider: EmbedProvider, id: string) {
  return (
    `<div data-embed="${provider}" data-id="${id}" class="rich-embed">` +
    `<iframe src="${embedSrc(provider, id)}" title="${embedTitle(provider)}" loading="lazy" ` +
    'allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen" allowfullscreen ' +
    'referrerpolicy="strict-origin-when-cross-origin" ' +
    'sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe></div>'
  );
}

/** The embed an element stands for, if it is one the editor makes or a known player iframe. */
function embedOf(tag: string, el: Element): { provider: EmbedProvider; id: string } | null {
  if (tag === 'div') {
    const provider = el.getAttribute('data-embed');
    const id = decodeEntities(el.getAttribute('data-id') ?? '');
    if (provider === 'youtube' && isYouTubeId(id)) return { provider, id };
    if (provider === 'vimeo' && isVimeoId(id)) return { provider, id };
    return null;
  }
  if (tag === 'iframe') {
    const src = safeUrl(el.getAttribute('src'), ['https:', 'http:']);
    if (!src) return null;
    for (const provider of ['youtube', 'vimeo'] as const) {
      const id = parseEmbedId(provider, src);
      if (id) return { provider, id };
    }
  }
  return null;
}

/** The start tag to emit for an allowed element, or null when its required attribute is unsafe. */
function startTag(tag: string, el: Element): string | null {
  switch (tag) {
    case 'a': {
      const href = safeUrl(el.getAttribute('href'), ['http:', 'https:', 'mailto:']);
      return href ? `<a${attr('href', href)} target="_blank" rel="noopener nofollow ugc">` : null;
    }
    case 'img': {
      const src = safeUrl(el.getAttribute('src'), ['http:', 'https:']);
      if (!src) return null;
      const alt = decodeEntities(el.getAttribute('alt') ?? '').slice(0, 300);
      const title = decodeEntities(el.getAttribute('title') ?? '').slice(0, 300);
      return `<img${attr('src', src)}${attr('alt', alt)}${title ? attr('title', title) : ''} loading="lazy">`;
    }
    case 'ol': {
      const start = Number.parseInt(el.getAttribute('start') ?? '', 10);
      return Number.isInteger(start) && start > 1 && start < 100_000 ? `<ol start="${start}">` : '<ol>';
    }
    case 'code': {
      const lang = /^language-[a-z0-9+#-]{1,20}$/i.exec(el.getAttribute('class') ?? '')?.[0];
      return lang ? `<code class="${lang}">` : '<code>';
    }
    case 'p':
    case 'h1':
    case 'h2':
    case 'h3': {
      const align = alignment(el.getAttribute('style'));
      return align && align !== 'left' ? `<${tag} style="text-align: ${align}">` : `<${tag}>`;
    }
    default:
      return `<${tag}>`;
  }
}

/** Set for `<x/>`; missing from the Element typings, which merge with the DOM's. */
const selfClosing = (el: Element) => (el as unknown as { selfClosing?: boolean }).selfClosing === true;

class Builder {
  out: string[] = [];
  open: string[] = [];
  dropDepth = 0;

  private closeTop() {
    this.out.push(`</${this.open.pop()}>`);
  }

  /** Keeps the output a well-formed tree whatever the input's nesting. */
  private prepare(tag: string) {
    const top = () => this.open.at(-1);
    if (!INLINE.has(tag) && tag !== 'br' && tag !== 'img') {
      // A block closes open inline elements and any paragraph or heading it would land inside.
      while (top() && (INLINE.has(top() as string) || TEXT_BLOCKS.has(top() as string))) this.closeTop();
      if (tag === 'li') {
        const list = Math.max(this.open.lastIndexOf('ul'), this.open.lastIndexOf('ol'));
        const li = this.open.lastIndexOf('li');
        if (li > list) while (this.open.length > li) this.closeTop();
      }
    }
    if (tag === 'a' && this.open.includes('a')) this.close('a');
  }

  start(tag: string, html: string) {
    this.prepare(tag);
    this.out.push(html);
    if (!VOID.has(tag)) this.open.push(tag);
  }

  block(html: string) {
    this.prepare('div');
    this.out.push(html);
  }

  close(tag: string) {
    const at = this.open.lastIndexOf(tag);
    if (at === -1) return;
    while (this.open.length > at) this.closeTop();
  }

  text(raw: string) {
    if (this.dropDepth === 0 && raw) this.out.push(escapeHtml(decodeEntities(raw)));
  }

  finish() {
    while (this.open.length) this.closeTop();
    return this.out.join('');
  }
}

/** Rewrites untrusted HTML to the editor's own elements and attributes. */
export async function sanitizeRichHtml(html: string): Promise<string> {
  if (!html) return '';
  const b = new Builder();
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(el) {
        const name = el.tagName.toLowerCase();
        const tag = ALIASES[name] ?? name;
        if (b.dropDepth > 0) {
          // Nested elements of a dropped subtree are ignored; only the dropped root counts depth.
          return;
        }
        const embed = tag === 'div' || tag === 'iframe' ? embedOf(tag, el) : null;
        if (embed) b.block(embedHtml(embed.provider, embed.id));
        if (embed || DROP.has(tag)) {
          if (HTML_VOID.has(name) || selfClosing(el)) return;
          b.dropDepth++;
          el.onEndTag(() => {
            b.dropDepth = Math.max(0, b.dropDepth - 1);
          });
          return;
        }
        if (!ALLOWED.has(tag)) return;
        const html = startTag(tag, el);
        if (html === null) return;
        b.start(tag, html);
        if (!HTML_VOID.has(name) && !selfClosing(el)) el.onEndTag(() => b.close(tag));
      },
    })
    .onDocument({
      text(t) {
        b.text(t.text);
      },
      comments(c) {
        c.remove();
      },
    });
  await rewriter.transform(new Response(html)).arrayBuffer();
  return b.finish();
}

/** True when sanitised HTML holds no visible content (no text, image or embed). */
export const isBlankHtml = (html: string) =>
  !/<(img|iframe)\b/.test(html) && decodeEntities(html.replace(/<[^>]*>/g, '')).trim() === '';
