import { and, eq } from 'drizzle-orm';
import { normaliseSlug, SLUG_ALIASES } from '../../contracts/page-slug';
import type { Db } from '../../db/client';
import { staticPages } from '../../db/schema';

export async function getPublishedPage(db: Db, rawSlug: string) {
  const slug = normaliseSlug(rawSlug);
  const candidates = [slug, SLUG_ALIASES[slug]].filter((s): s is string => Boolean(s));
  for (const candidate of candidates) {
    const [page] = await db
      .select()
      .from(staticPages)
      .where(and(eq(staticPages.slug, candidate), eq(staticPages.status, 'published')));
    if (page) return page;
  }
  return null;
}
