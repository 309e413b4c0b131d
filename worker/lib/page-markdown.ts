import type { PageBlock } from '../contracts/pages';
import { escapeHtml } from './text';

/**
 * Inline markup a page author may use: <strong>, <em> and links to site paths or https URLs.
 * Everything is escaped first and only these exact shapes are turned back into tags, so nothing
 * else (attributes, scripts, other schemes) can get through.
 */
export function safeInline(text: string) {
  return escapeHtml(text)
    .replace(/&lt;(\/?)(strong|em)&gt;/g, '<$1$2>')
    .replace(/&lt;a href=&quot;((?:\/|https:\/\/)[^&<>\s]*)&quot;&gt;/g, '<a href="$1">')
    .replace(/&lt;\/a&gt;/g, '</a>');
}

/** The content editor's markdown-like text: '#'/'##' headings, '-' lists, blank-line paragraphs. */
export function markdownToBlocks(text: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: safeInline(paragraph.join(' ')) });
    if (list.length) blocks.push({ type: 'list', ordered: false, items: list.map(safeInline) });
    paragraph = [];
    list = [];
  };
  for (const raw of text.replaceAll('\r\n', '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ type: 'header', level: 2, text: escapeHtml(line.slice(3).trim()) });
    } else if (line.startsWith('# ')) {
      flush();
      blocks.push({ type: 'header', level: 1, text: escapeHtml(line.slice(2).trim()) });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) {
        blocks.push({ type: 'paragraph', text: safeInline(paragraph.join(' ')) });
        paragraph = [];
      }
      list.push(line.slice(2).trim());
    } else {
      if (list.length) {
        blocks.push({ type: 'list', ordered: false, items: list.map(safeInline) });
        list = [];
      }
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
