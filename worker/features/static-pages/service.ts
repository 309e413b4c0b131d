import { and, eq } from 'drizzle-orm';
import { normaliseSlug, SLUG_ALIASES } from '../../contracts/page-slug';
import type { PageBlock } from '../../contracts/pages';
import type { Db } from '../../db/client';
import { staticPages } from '../../db/schema';
import { sanitizeRichHtml } from '../../lib/sanitize';

/**
 * A page's blocks as they are served: their HTML sanitised again on the way out, as blogs are, so
 * a row written around the editor (which sanitises on save) still cannot put markup on the page.
 */
async function servedBlocks(blocks: PageBlock[]): Promise<PageBlock[]> {
  return Promise.all(
    blocks.map(async (b) => {
      switch (b.type) {
        case 'header':
        case 'paragraph':
          return { ...b, text: await sanitizeRichHtml(b.text) };
        case 'quote':
          return { ...b, text: await sanitizeRichHtml(b.text) };
        case 'list':
          return { ...b, items: await Promise.all(b.items.map(sanitizeRichHtml)) };
        case 'table':
          return { ...b, rows: await Promise.all(b.rows.map((row) => Promise.all(row.map(sanitizeRichHtml)))) };
        default:
          return b;
      }
    }),
  );
}

export async function getPublishedPage(db: Db, rawSlug: string) {
  const slug = normaliseSlug(rawSlug);
  const candidates = [slug, SLUG_ALIASES[slug]].filter((s): s is string => Boolean(s));
  for (const candidate of candidates) {
    const [page] = await db
      .select()
      .from(staticPages)
      .where(and(eq(staticPages.slug, candidate), eq(staticPages.status, 'published')));
    if (page) return { ...page, content: await servedBlocks(page.content) };
  }
  return null;
}
