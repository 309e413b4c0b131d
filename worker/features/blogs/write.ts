import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  BLOG_MESSAGES,
  type BlogAutosaveInput,
  type BlogCreateInput,
  type BlogUpdateInput,
  COVER_MAX_BYTES,
} from '../../contracts/blogs';
import { htmlToText } from '../../contracts/text';
import type { Db } from '../../db/client';
import { type BlogRow, blogs, blogTags } from '../../db/schema';
import { fail } from '../../lib/errors';
import { isBlankHtml, sanitizeRichHtml } from '../../lib/sanitize';
import { checkUpload, mediaKey } from '../../lib/uploads';
import { type Actor, authorize } from '../../policy';
import { recordStaffEdit } from '../community/posts';
import { editableBlog } from './access';

type Create = v.InferOutput<typeof BlogCreateInput>;
type Update = v.InferOutput<typeof BlogUpdateInput>;
type Autosave = v.InferOutput<typeof BlogAutosaveInput>;

const COVER_PREFIX = '/media/blog-covers/';

/** Sanitises on every write; the plain text feeds search, excerpts and reading time. */
async function cleanContent(html: string, required: boolean) {
  const content = await sanitizeRichHtml(html);
  if (required && isBlankHtml(content)) throw fail(400, 'VALIDATION', BLOG_MESSAGES.contentRequired);
  return { content, searchText: htmlToText(content) };
}

/** A cover must be one the writer uploaded, or the one the blog already has. */
function checkCover(url: string | null | undefined, actorId: string, current: string | null) {
  if (url === undefined || url === null || url === current) return;
  if (!url.startsWith(`${COVER_PREFIX}${actorId}/`)) throw fail(400, 'VALIDATION', 'Upload the cover image again');
}

const coverKey = (url: string | null) => (url?.startsWith(COVER_PREFIX) ? url.slice('/media/'.length) : null);

const tagRows = (blogId: string, tags: string[]) => tags.map((tag) => ({ blogId, tag: tag.toLowerCase() }));

export async function createBlog(db: Db, actorId: string, input: Create): Promise<BlogRow> {
  checkCover(input.cover_image_url, actorId, null);
  const { content, searchText } = await cleanContent(input.content, true);
  const now = new Date();
  const [blog] = await db
    .insert(blogs)
    .values({
      userId: actorId,
      title: input.title,
      subtitle: input.subtitle,
      content,
      searchText,
      coverImageUrl: input.cover_image_url,
      status: input.status,
      visibility: input.visibility,
      tags: input.tags,
      seoTitle: input.seo_title ?? null,
      seoDescription: input.seo_description ?? null,
      seoKeywords: input.seo_keywords ?? null,
      canonicalUrl: input.canonical_url || null,
      publishedAt: input.status === 'published' ? now : null,
    })
    .returning();
  if (!blog) throw new Error('blog insert returned nothing');
  if (input.tags.length) await db.insert(blogTags).values(tagRows(blog.id, input.tags)).onConflictDoNothing();
  return blog;
}

async function applyChanges(
  db: Db,
  media: R2Bucket,
  blog: BlogRow,
  changes: Partial<typeof blogs.$inferInsert>,
  tags: string[] | undefined,
  staffEditorId?: string,
) {
  const update = db
    .update(blogs)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(blogs.id, blog.id))
    .returning();
  // A staff edit keeps the text before it, in the same batch as the change.
  const [[updated]] = staffEditorId
    ? await db.batch([
        update,
        recordStaffEdit(db, {
          contentType: 'blog',
          contentId: blog.id,
          ownerId: blog.userId,
          editorId: staffEditorId,
          previous: { title: blog.title, subtitle: blog.subtitle, content: blog.content, status: blog.status },
        }),
      ])
    : [await update];
  if (tags) {
    await db.batch([
      db.delete(blogTags).where(eq(blogTags.blogId, blog.id)),
      ...(tags.length ? [db.insert(blogTags).values(tagRows(blog.id, tags)).onConflictDoNothing()] : []),
    ]);
  }
  const oldCover = coverKey(blog.coverImageUrl);
  if (changes.coverImageUrl !== undefined && oldCover && changes.coverImageUrl !== blog.coverImageUrl) {
    await media.delete(oldCover);
  }
  return updated as BlogRow;
}

/** Author, writer and editor may update; only supplied fields change. */
export async function updateBlog(db: Db, media: R2Bucket, editor: Actor, id: string, input: Update) {
  const { blog, byStaff } = await editableBlog(db, editor, id);
  // A cover must be one uploaded for this blog's author (by them, or by staff editing it).
  checkCover(input.cover_image_url, byStaff ? blog.userId : editor.id, blog.coverImageUrl);
  const changes: Partial<typeof blogs.$inferInsert> = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.subtitle !== undefined) changes.subtitle = input.subtitle;
  if (input.content !== undefined) Object.assign(changes, await cleanContent(input.content, true));
  if (input.cover_image_url !== undefined) changes.coverImageUrl = input.cover_image_url;
  if (input.tags !== undefined) changes.tags = input.tags;
  if (input.visibility !== undefined) changes.visibility = input.visibility;
  if (input.status !== undefined) changes.status = input.status;
  if (input.status === 'published' && !blog.publishedAt) changes.publishedAt = new Date();
  if (input.seo_title !== undefined) changes.seoTitle = input.seo_title;
  if (input.seo_description !== undefined) changes.seoDescription = input.seo_description;
  if (input.seo_keywords !== undefined) changes.seoKeywords = input.seo_keywords;
  if (input.canonical_url !== undefined) changes.canonicalUrl = input.canonical_url || null;
  return applyChanges(db, media, blog, changes, input.tags, byStaff ? editor.id : undefined);
}

/**
 * Keeps a draft's work on the server while the writer types. It can never publish, and a
 * published blog is not changed behind its readers' backs: those edits wait for Publish.
 */
export async function autosaveBlog(db: Db, media: R2Bucket, editor: Actor, id: string, input: Autosave) {
  const { blog, byStaff } = await editableBlog(db, editor, id);
  // Staff edits are saved (and logged) only when saved on purpose; the editor keeps a local copy.
  if (byStaff) return blog;
  const actorId = editor.id;
  if (blog.status === 'published') {
    throw fail(409, 'PUBLISHED', 'Published blogs are not autosaved; use Publish to update them');
  }
  checkCover(input.cover_image_url, actorId, blog.coverImageUrl);
  const changes: Partial<typeof blogs.$inferInsert> = {};
  if (input.title) changes.title = input.title;
  if (input.subtitle !== undefined) changes.subtitle = input.subtitle;
  if (input.content !== undefined) Object.assign(changes, await cleanContent(input.content, false));
  if (input.cover_image_url !== undefined) changes.coverImageUrl = input.cover_image_url;
  if (input.tags !== undefined) changes.tags = input.tags;
  return applyChanges(db, media, blog, changes, input.tags);
}

/** Only the author deletes; the cover leaves R2 with the blog. */
export async function deleteBlog(db: Db, media: R2Bucket, actor: Actor, id: string) {
  const actorId = actor.id;
  const [blog] = await db.select().from(blogs).where(eq(blogs.id, id));
  if (!blog) throw fail(404, 'NOT_FOUND', BLOG_MESSAGES.notFound);
  authorize(actor, 'blog:delete', { ownerId: blog.userId });
  await db.delete(blogs).where(and(eq(blogs.id, id), eq(blogs.userId, actorId)));
  const key = coverKey(blog.coverImageUrl);
  if (key) await media.delete(key);
}

/** Stores a checked cover as blog-covers/{userId}/{timestamp}-{random}.{ext}. */
export async function uploadCover(media: R2Bucket, actorId: string, file: unknown) {
  const upload = await checkUpload(file, {
    maxBytes: COVER_MAX_BYTES,
    allowed: ['image/jpeg', 'image/png', 'image/webp'],
    tooLarge: BLOG_MESSAGES.coverTooLarge,
    wrongType: BLOG_MESSAGES.coverType,
  });
  const key = mediaKey(`blog-covers/${actorId}`, upload.extension);
  await media.put(key, upload.bytes, {
    httpMetadata: { contentType: upload.type, cacheControl: 'public, max-age=3600' },
  });
  return { url: `/media/${key}` };
}
