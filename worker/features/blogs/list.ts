import { and, asc, count, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { BLOG_PAGE_SIZE, type BlogListQuery, type BlogListResult, type SavedBlogsResult } from '../../contracts/blogs';
import type { Db } from '../../db/client';
import { blogs, profiles, userBlogSaves } from '../../db/schema';
import { mayEditBlogSql } from '../../policy/blog-roles';
import { ownerReachable } from '../../policy/visibility';
import { blogVisibleTo, notBlockedWith } from './access';
import { type CardRow, cardColumns, toCard } from './dto';

type ListQuery = v.InferOutput<typeof BlogListQuery>;

/**
 * An FTS5 query from what the reader typed: every word must appear (prefix match, so "kayak"
 * finds "kayaking"); quotes and operators are stripped so input can never be FTS syntax.
 */
export function ftsQuery(q: string): string | null {
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}_'-]/gu, '').replace(/^[-']+|[-']+$/g, ''))
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `"${w.replaceAll('"', '')}"*`).join(' ') : null;
}

const SORT_COLUMNS = {
  date: sql`coalesce(${blogs.publishedAt}, ${blogs.createdAt})`,
  views: blogs.viewsCount,
  likes: blogs.likesCount,
};

/** The public list: published and public only, 10 a page, with the total for Load More. */
export async function listBlogs(db: Db, viewerId: string | null, query: ListQuery): Promise<BlogListResult> {
  const where: SQL[] = [
    eq(blogs.status, 'published'),
    eq(blogs.visibility, 'public'),
    notBlockedWith(viewerId),
    ownerReachable(viewerId, sql`${blogs.userId}`),
  ];
  if (query.userId) where.push(eq(blogs.userId, query.userId));
  if (query.tag) {
    where.push(
      sql`exists(select 1 from blog_tags bt where bt.blog_id = ${blogs.id} and bt.tag = ${query.tag.toLowerCase()})`,
    );
  }
  const match = query.q ? ftsQuery(query.q) : null;
  if (query.q && !match) return { items: [], total: 0, nextOffset: null };
  if (match) where.push(sql`${blogs.id} in (select blog_id from blogs_fts where blogs_fts match ${match})`);
  const condition = and(...where);
  const order = query.dir === 'asc' ? asc : desc;
  const ordering = [order(SORT_COLUMNS[query.sort]), order(blogs.createdAt), order(blogs.id)];
  // The page's ids are chosen first, so excerpts and authors are read for 10 rows, not for every match.
  const pageIds = db
    .select({ id: blogs.id })
    .from(blogs)
    .where(condition)
    .orderBy(...ordering)
    .limit(BLOG_PAGE_SIZE)
    .offset(query.offset);
  const [rows, totals] = await Promise.all([
    db
      .select(cardColumns(viewerId))
      .from(blogs)
      .innerJoin(profiles, eq(profiles.id, blogs.userId))
      .where(inArray(blogs.id, pageIds))
      .orderBy(...ordering),
    db.select({ n: count() }).from(blogs).where(condition),
  ]);
  const total = totals[0]?.n ?? 0;
  const loaded = query.offset + rows.length;
  return { items: (rows as CardRow[]).map(toCard), total, nextOffset: loaded < total ? loaded : null };
}

const SAVED_PAGE = 20;

/** The viewer's saved blogs, newest save first, still subject to the view rule. */
export async function savedBlogs(db: Db, viewerId: string, cursor?: string): Promise<SavedBlogsResult> {
  const where: SQL[] = [eq(userBlogSaves.userId, viewerId), blogVisibleTo(viewerId)];
  const [at, id] = (cursor ?? '').split('_');
  if (at && id && /^\d+$/.test(at)) {
    const when = new Date(Number(at));
    where.push(
      or(lt(userBlogSaves.createdAt, when), and(eq(userBlogSaves.createdAt, when), lt(userBlogSaves.id, id))) as SQL,
    );
  }
  const rows = await db
    .select({ ...cardColumns(viewerId), savedAt: userBlogSaves.createdAt, saveId: userBlogSaves.id })
    .from(userBlogSaves)
    .innerJoin(blogs, eq(blogs.id, userBlogSaves.blogId))
    .innerJoin(profiles, eq(profiles.id, blogs.userId))
    .where(and(...where))
    .orderBy(desc(userBlogSaves.createdAt), desc(userBlogSaves.id))
    .limit(SAVED_PAGE + 1);
  const page = rows.slice(0, SAVED_PAGE);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({ saved_at: r.savedAt.toISOString(), blog: toCard(r as CardRow) })),
    nextCursor: rows.length > SAVED_PAGE && last ? `${last.savedAt.getTime()}_${last.saveId}` : null,
  };
}

/** The member's own blogs and those they coauthor as a writer or editor, drafts included, last edited first. */
export async function myBlogs(db: Db, me: string) {
  const rows = await db
    .select(cardColumns(me))
    .from(blogs)
    .innerJoin(profiles, eq(profiles.id, blogs.userId))
    .where(mayEditBlogSql(me, blogs.id, blogs.userId))
    .orderBy(desc(blogs.updatedAt))
    .limit(50);
  return { items: (rows as CardRow[]).map(toCard) };
}
