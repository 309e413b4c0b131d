import { and, asc, count, desc, eq, max, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type * as v from 'valibot';
import type { AdminPagesQuery, PageSaveInput } from '../../contracts/admin';
import { blocksToMarkdown, markdownToBlocks } from '../../contracts/page-markdown';
import { isReservedSlug, normaliseSlug, splitKeywords } from '../../contracts/page-slug';
import type { Db } from '../../db/client';
import { activities, newsletterSubscribers, profiles, staticPages } from '../../db/schema';
import { fail } from '../../lib/errors';
import { containsFolded } from '../../lib/like';
import type { Actor } from '../../policy';

/** The dashboard's three cards, plus newsletter subscribers for the settings page. */
export async function adminStats(db: Db) {
  const [[pages], [acts], [subs]] = await db.batch([
    db.select({ n: count(), latest: max(staticPages.updatedAt) }).from(staticPages),
    db.select({ n: count(), latest: max(activities.updatedAt) }).from(activities),
    db.select({ n: count() }).from(newsletterSubscribers),
  ]);
  const latest = [pages?.latest, acts?.latest].filter((d): d is Date => d instanceof Date);
  const recent = latest.length ? new Date(Math.max(...latest.map((d) => d.getTime()))) : null;
  return {
    totalPages: pages?.n ?? 0,
    totalActivities: acts?.n ?? 0,
    recentUpdate: recent ? recent.toISOString() : null,
    newsletterSubscribers: subs?.n ?? 0,
  };
}

const SORT_COLUMNS = {
  title: staticPages.title,
  slug: staticPages.slug,
  status: staticPages.status,
  updated_at: staticPages.updatedAt,
} as const;

export async function listPages(db: Db, query: v.InferOutput<typeof AdminPagesQuery>) {
  const updater = alias(profiles, 'updater');
  const where: SQL[] = [];
  if (query.status) where.push(eq(staticPages.status, query.status));
  if (query.q) {
    where.push(or(containsFolded(staticPages.title, query.q), containsFolded(staticPages.slug, query.q)) as SQL);
  }
  const order = query.dir === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: staticPages.id,
      title: staticPages.title,
      slug: staticPages.slug,
      status: staticPages.status,
      updatedAt: staticPages.updatedAt,
      updatedBy: staticPages.updatedBy,
      updaterFirstName: updater.firstName,
      updaterUsername: updater.username,
    })
    .from(staticPages)
    .leftJoin(updater, eq(updater.id, staticPages.updatedBy))
    .where(where.length ? and(...where) : undefined)
    .orderBy(order(SORT_COLUMNS[query.sort]), asc(staticPages.id));
  return rows;
}

/** A page as the editor edits it: its blocks also as the editor's text. */
function withMarkdown(page: typeof staticPages.$inferSelect | undefined) {
  if (!page) throw fail(404, 'PAGE_NOT_FOUND', 'Failed to load page');
  return { ...page, markdown: blocksToMarkdown(page.content) };
}

export async function getPageForEdit(db: Db, id: string) {
  const [page] = await db.select().from(staticPages).where(eq(staticPages.id, id));
  return withMarkdown(page);
}

/** Saving a page: title and slug required, slug normalised, keywords split, published_at on first publish. */
function prepare(input: PageSaveInput) {
  const slug = normaliseSlug(input.slug);
  if (!input.title || !slug) throw fail(400, 'VALIDATION', 'Title and slug are required');
  if (isReservedSlug(slug)) {
    throw fail(
      400,
      'SLUG_RESERVED',
      `The URL /${slug} belongs to another part of Lifelist. Please choose another slug.`,
    );
  }
  return {
    title: input.title,
    slug,
    status: input.status,
    content: markdownToBlocks(input.content),
    metaDescription: input.metaDescription || null,
    metaKeywords: splitKeywords(input.metaKeywords),
  };
}

const slugTaken = (error: unknown) => {
  // drizzle wraps D1's error; the constraint is named in its cause.
  const text = `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
  return text.includes('UNIQUE') && text.includes('static_pages.slug');
};
const takenError = (slug: string) => fail(409, 'SLUG_TAKEN', `Another page already uses the URL /${slug}`);

export async function createPage(db: Db, actor: Actor, input: PageSaveInput) {
  const fields = prepare(input);
  try {
    const [page] = await db
      .insert(staticPages)
      .values({
        ...fields,
        publishedAt: fields.status === 'published' ? new Date() : null,
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .returning();
    return withMarkdown(page);
  } catch (error) {
    if (slugTaken(error)) throw takenError(fields.slug);
    throw error;
  }
}

export async function updatePage(db: Db, actor: Actor, id: string, input: PageSaveInput) {
  const fields = prepare(input);
  const [current] = await db
    .select({ publishedAt: staticPages.publishedAt })
    .from(staticPages)
    .where(eq(staticPages.id, id));
  if (!current) throw fail(404, 'PAGE_NOT_FOUND', 'Failed to save page');
  try {
    const [page] = await db
      .update(staticPages)
      .set({
        ...fields,
        // Set once, on the first save as published; later saves keep the original date.
        ...(fields.status === 'published' && !current.publishedAt ? { publishedAt: new Date() } : {}),
        updatedBy: actor.id,
        updatedAt: new Date(),
      })
      .where(eq(staticPages.id, id))
      .returning();
    return withMarkdown(page);
  } catch (error) {
    if (slugTaken(error)) throw takenError(fields.slug);
    throw error;
  }
}

export async function deletePage(db: Db, id: string) {
  const deleted = await db.delete(staticPages).where(eq(staticPages.id, id)).returning({ id: staticPages.id });
  if (!deleted.length) throw fail(404, 'PAGE_NOT_FOUND', 'Failed to delete content');
}

/** Ids of the pages behind the given slugs, for the footer's edit links. */
export async function pageIdsBySlug(db: Db) {
  const rows = await db.select({ id: staticPages.id, slug: staticPages.slug }).from(staticPages);
  return Object.fromEntries(rows.map((r) => [r.slug, r.id]));
}

/** A page's current slug (what the guest cache keys it by), or null when there is no such page. */
export const pageSlug = async (db: Db, id: string) =>
  (await db.select({ slug: staticPages.slug }).from(staticPages).where(eq(staticPages.id, id)))[0]?.slug ?? null;
