import { decodeEntities, escapeHtml } from './html';
import type { PageBlock } from './pages';

/**
 * Inline markup a page author may use: <strong>, <em> and links to site paths or https URLs, also
 * written as **bold** and [text](/path). Everything is escaped first and only these exact shapes
 * are turned back into tags, so nothing else (attributes, scripts, other schemes) can get through.
 */
export function safeInline(text: string) {
  return escapeHtml(text)
    .replace(/&lt;(\/?)(strong|em)&gt;/g, '<$1$2>')
    .replace(/&lt;a href=&quot;((?:\/|https:\/\/)[^&<>\s]*)&quot;&gt;/g, '<a href="$1">')
    .replace(/&lt;\/a&gt;/g, '</a>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(((?:\/|https:\/\/)[^\s()<>"&]*)\)/g, '<a href="$2">$1</a>');
}

/** The source an author would type for stored inline HTML; safeInline of it gives the same HTML. */
export const inlineSource = (html: string) => decodeEntities(html);

const SAFE_URL = /^(\/|https:\/\/)[^\s<>"]*$/;
const tableRow = (line: string) =>
  line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => safeInline(cell.trim()));

/**
 * The content editor's markdown-like text. Its rules: '#'/'##' headings, '-' lists and
 * blank-line paragraphs. So that every block a page can hold survives an edit, the editor also
 * reads '###' headings, '1.' lists, '> ' quotes ('> -- caption'), '---' delimiters,
 * '![caption](url)' images, '|' tables (a '|---|' line after the first row makes it headings)
 * and ``` code fences.
 */
export function markdownToBlocks(text: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  const lines = text.replaceAll('\r\n', '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let quote: string[] = [];
  let caption: string | undefined;
  let table: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: safeInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(safeInline) });
    if (quote.length) {
      blocks.push({
        type: 'quote',
        text: safeInline(quote.join(' ')),
        ...(caption ? { caption: escapeHtml(caption) } : {}),
      });
    }
    if (table) {
      const withHeadings = table.length > 1 && /^\|?\s*:?-{3,}/.test(table[1] ?? '');
      const rows = table.filter((_, i) => !(withHeadings && i === 1)).map(tableRow);
      blocks.push({ type: 'table', rows, withHeadings });
    }
    paragraph = [];
    list = null;
    quote = [];
    caption = undefined;
    table = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (line.startsWith('```')) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !(lines[i] ?? '').trim().startsWith('```'); i++) code.push(lines[i] ?? '');
      blocks.push({ type: 'code', code: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,3}) (.*)$/.exec(line);
    const image = /^!\[([^\]]*)\]\(([^)\s]+)\)$/.exec(line);
    const ordered = /^\d+[.)] (.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({
        type: 'header',
        level: (heading[1] ?? '#').length as 1 | 2 | 3,
        text: escapeHtml((heading[2] ?? '').trim()),
      });
    } else if (line === '---' || line === '***') {
      flush();
      blocks.push({ type: 'delimiter' });
    } else if (image && SAFE_URL.test(image[2] ?? '')) {
      flush();
      blocks.push({ type: 'image', url: image[2] ?? '', ...(image[1] ? { caption: escapeHtml(image[1]) } : {}) });
    } else if (line.startsWith('|')) {
      if (!table) flush();
      table = [...(table ?? []), line];
    } else if (line.startsWith('>')) {
      if (!quote.length) flush();
      const body = line.replace(/^>\s?/, '');
      if (body.startsWith('-- ')) caption = body.slice(3).trim();
      else quote.push(body);
    } else if (line.startsWith('- ') || ordered) {
      const isOrdered = Boolean(ordered);
      if (!list || list.ordered !== isOrdered) flush();
      list ??= { ordered: isOrdered, items: [] };
      list.items.push(ordered ? (ordered[1] ?? '').trim() : line.slice(2).trim());
    } else {
      if (list || quote.length || table) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The editor text for stored blocks, so editing a page and saving it unchanged keeps every block. */
export function blocksToMarkdown(blocks: PageBlock[]): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'header':
          return `${'#'.repeat(Math.min(b.level, 3))} ${inlineSource(b.text)}`;
        case 'paragraph':
          return inlineSource(b.text);
        case 'list':
          return b.items.map((item, i) => `${b.ordered ? `${i + 1}.` : '-'} ${inlineSource(item)}`).join('\n');
        case 'image':
          return `![${inlineSource(b.caption ?? '')}](${b.url})`;
        case 'quote':
          return `> ${inlineSource(b.text)}${b.caption ? `\n> -- ${inlineSource(b.caption)}` : ''}`;
        case 'delimiter':
          return '---';
        case 'table':
          return b.rows
            .flatMap((row, i) => {
              const line = `| ${row.map(inlineSource).join(' | ')} |`;
              return b.withHeadings && i === 0 ? [line, `|${row.map(() => '---').join('|')}|`] : [line];
            })
            .join('\n');
        case 'code':
          return `\`\`\`\n${b.code}\n\`\`\``;
        default:
          return '';
      }
    })
    .join('\n\n');
}

/** Activity descriptions written in the content editor become HTML built from the same safe blocks. */
export function blocksToHtml(blocks: PageBlock[]): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'header': {
          // Level 1 stays below the page's own h1; deeper levels stop at h4.
          const tag = `h${Math.min(b.level + 1, 4)}`;
          return `<${tag}>${b.text}</${tag}>`;
        }
        case 'paragraph':
          return `<p>${b.text}</p>`;
        case 'list': {
          const tag = b.ordered ? 'ol' : 'ul';
          return `<${tag}>${b.items.map((i) => `<li>${i}</li>`).join('')}</${tag}>`;
        }
        case 'quote':
          return `<blockquote><p>${b.text}</p></blockquote>`;
        case 'code':
          return `<pre><code>${escapeHtml(b.code)}</code></pre>`;
        case 'image':
          return `<img src="${escapeHtml(b.url)}" alt="${b.caption ?? ''}">`;
        case 'delimiter':
          return '<hr>';
        default:
          return '';
      }
    })
    .join('');
}
