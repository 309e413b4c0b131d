import { blocksToMarkdown } from '../../../worker/contracts/page-markdown';
import type { PageBlock } from '../../../worker/contracts/pages';

const INLINE = new Set(['STRONG', 'B', 'EM', 'I', 'A', 'BR']);
const BLOCK = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'UL', 'OL', 'BLOCKQUOTE']);

function inline(el: Element): string | null {
  let out = '';
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      out += (node.textContent ?? '').replace(/\s+/g, ' ');
      continue;
    }
    if (!(node instanceof Element) || !INLINE.has(node.tagName)) return null;
    const inner = inline(node);
    if (inner === null) return null;
    if (node.tagName === 'BR') out += ' ';
    else if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!/^(\/|https:\/\/)/.test(href)) return null;
      out += `[${inner}](${href})`;
    } else out += `**${inner}**`;
  }
  return out.trim();
}

/**
 * The content editor's text for an activity description, or null when the description uses
 * formatting the text form cannot hold (images, embeds, alignment); the full activity editor
 * handles those, so nothing is lost by editing here.
 */
export function descriptionToEditorText(html: string): string | null {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const blocks: PageBlock[] = [];
  for (const el of Array.from(doc.body.children)) {
    if (!BLOCK.has(el.tagName) || el.getAttribute('style')) return null;
    if (el.tagName === 'UL' || el.tagName === 'OL') {
      const items: string[] = [];
      for (const li of Array.from(el.children)) {
        const text = li.tagName === 'LI' ? inline(li) : null;
        if (text === null) return null;
        items.push(text);
      }
      blocks.push({ type: 'list', ordered: el.tagName === 'OL', items });
      continue;
    }
    const target = el.tagName === 'BLOCKQUOTE' && el.children.length === 1 ? (el.children[0] as Element) : el;
    const text = inline(target);
    if (text === null) return null;
    if (el.tagName === 'P') blocks.push({ type: 'paragraph', text });
    else if (el.tagName === 'BLOCKQUOTE') blocks.push({ type: 'quote', text });
    else blocks.push({ type: 'header', level: Math.max(1, Number(el.tagName[1]) - 1) as 1 | 2 | 3, text });
  }
  return blocksToMarkdown(blocks);
}
