import { Hono } from 'hono';
import {
  BLOG_MESSAGES,
  BLOG_SORTS,
  BlogAutosaveInput,
  BlogCommentInput,
  BlogCommentParams,
  BlogCreateInput,
  BlogIdParams,
  BlogListQuery,
  BlogUpdateInput,
  CoauthorInput,
  CoauthorParams,
  CursorQuery,
  ReactionInput,
} from '../../contracts/blogs';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { field, readForm } from '../../lib/form';
import { guestCachedWhen, purgeGuestCache, queryParams } from '../../lib/guest-cache';
import { limit } from '../../lib/limits';
import { withdrawFromGuests } from '../../lib/public-copies';
import { validate } from '../../lib/validate';
import { maxBody } from '../../middleware/body-limit';
import { requireCan, requireUser } from '../../middleware/session';
import { can } from '../../policy';
import { countOnce, currentTotal } from '../counters/count';
import { viewerKey } from '../counters/viewer';
import { notifierFor } from '../notifications/service';
import { editableBlog, viewableBlog } from './access';
import { removeCoauthor, setCoauthor } from './coauthors';
import { addComment, deleteComment, listComments } from './comments';
import { blogDetail } from './detail';
import { recordShare, setLike, setSave, toggleReaction } from './engagement';
import { listBlogs, myBlogs, savedBlogs } from './list';
import { autosaveBlog, createBlog, deleteBlog, updateBlog, uploadCover } from './write';

const interact = requireCan('content:interact');
/**
 * A blog published, changed or deleted: the guest copies of the list's first pages (each sort, both
 * directions, as the web client asks for them) go; later pages and searches wait out their minute.
 */
const purgeBlogLists = (url: string) =>
  purgeGuestCache(
    url,
    BLOG_SORTS.flatMap((sort) => ['desc', 'asc'].map((dir) => `/api/blogs?sort=${sort}&dir=${dir}&offset=0`)),
  );

const guestListPages = guestCachedWhen((c) => !c.req.query('q') && !c.req.query('userId'), queryParams(BlogListQuery));

const viewerId = (c: { get: (k: 'profile') => { id: string } | null }) => c.get('profile')?.id ?? null;

export const blogRoutes = new Hono<AppEnv>()
  // The list's pages for guests, not searches or one author's list (an edit cannot name those).
  .get('/', guestListPages, validate('query', BlogListQuery), async (c) =>
    c.json(await listBlogs(c.get('db'), viewerId(c), c.req.valid('query'))),
  )
  .get('/saved', requireUser, validate('query', CursorQuery), async (c) =>
    c.json(await savedBlogs(c.get('db'), currentProfile(c).id, c.req.valid('query').cursor)),
  )
  /** The member's own blogs and those they coauthor, drafts included, last edited first. */
  .get('/mine', requireUser, async (c) => c.json(await myBlogs(c.get('db'), currentProfile(c).id)))
  .post('/', limit('blog'), interact, validate('json', BlogCreateInput), async (c) => {
    const blog = await createBlog(c.get('db'), currentProfile(c).id, c.req.valid('json'));
    if (blog.status === 'published') await purgeBlogLists(c.req.url);
    return c.json({ blog: { id: blog.id, status: blog.status }, message: BLOG_MESSAGES.created }, 201);
  })
  .post('/cover', limit('upload'), maxBody(6 * 1024 * 1024), interact, async (c) => {
    const body = await readForm(c);
    return c.json(await uploadCover(c.env.MEDIA, currentProfile(c).id, field(body, 'file')), 201);
  })
  .get('/:id', validate('param', BlogIdParams), async (c) => {
    const db = c.get('db');
    const access = await viewableBlog(db, viewerId(c), c.req.valid('param').id);
    // A reader's look counts once a day (its Counter object, off D1's write path), not the author's
    // or a coauthor's, nor a draft's; the page shows the total with it.
    const { id, viewsCount, status } = access.blog;
    const [views, blog] = await Promise.all([
      status !== 'published'
        ? viewsCount
        : access.role === null
          ? countOnce(c.env, 'blog-view', id, await viewerKey(c), viewsCount).then((r) => r.total)
          : currentTotal(c.env, 'blog-view', id, viewsCount),
      blogDetail(db, viewerId(c), access),
    ]);
    // Admins may edit a member's blog as staff (the change goes to the moderation log).
    return c.json({
      blog: {
        ...blog,
        views_count: views,
        can_edit_as_staff: !blog.can_edit && can(c.get('profile'), 'content:edit-any'),
      },
    });
  })
  .get('/:id/edit', requireUser, validate('param', BlogIdParams), async (c) => {
    const db = c.get('db');
    const access = await editableBlog(db, currentProfile(c), c.req.valid('param').id);
    return c.json({
      blog: { ...(await blogDetail(db, currentProfile(c).id, access)), by_staff: Boolean(access.byStaff) },
    });
  })
  .put(
    '/:id',
    limit('blog'),
    interact,
    validate('param', BlogIdParams),
    validate('json', BlogUpdateInput),
    async (c) => {
      const { id } = c.req.valid('param');
      const blog = await updateBlog(c.get('db'), c.env.MEDIA, currentProfile(c), id, c.req.valid('json'));
      await purgeBlogLists(c.req.url);
      if (blog.status !== 'published' || blog.visibility !== 'public') {
        await withdrawFromGuests(c.get('db'), c.env.MEDIA, c.req.url, { blogIds: [blog.id] });
      }
      return c.json({ blog: { id: blog.id, status: blog.status }, message: BLOG_MESSAGES.updated });
    },
  )
  .put(
    '/:id/autosave',
    limit('blog'),
    interact,
    validate('param', BlogIdParams),
    validate('json', BlogAutosaveInput),
    async (c) => {
      const { id } = c.req.valid('param');
      const blog = await autosaveBlog(c.get('db'), c.env.MEDIA, currentProfile(c), id, c.req.valid('json'));
      return c.json({ blog: { id: blog.id, status: blog.status, updated_at: blog.updatedAt.toISOString() } });
    },
  )
  .delete('/:id', limit('blog'), interact, validate('param', BlogIdParams), async (c) => {
    const { id } = c.req.valid('param');
    await deleteBlog(c.get('db'), c.env.MEDIA, currentProfile(c), id);
    await purgeBlogLists(c.req.url);
    await withdrawFromGuests(c.get('db'), c.env.MEDIA, c.req.url, { blogIds: [id] });
    return c.json({ message: 'Blog deleted' });
  })
  .put('/:id/like', limit('like'), interact, validate('param', BlogIdParams), async (c) =>
    c.json(await setLike(c.get('db'), currentProfile(c).id, c.req.valid('param').id, true)),
  )
  .delete('/:id/like', limit('like'), interact, validate('param', BlogIdParams), async (c) =>
    c.json(await setLike(c.get('db'), currentProfile(c).id, c.req.valid('param').id, false)),
  )
  .put('/:id/save', limit('save'), interact, validate('param', BlogIdParams), async (c) => {
    await setSave(c.get('db'), currentProfile(c).id, c.req.valid('param').id, true);
    return c.body(null, 204);
  })
  .delete('/:id/save', limit('save'), interact, validate('param', BlogIdParams), async (c) => {
    await setSave(c.get('db'), currentProfile(c).id, c.req.valid('param').id, false);
    return c.body(null, 204);
  })
  .post('/:id/share', limit('share'), interact, validate('param', BlogIdParams), async (c) =>
    c.json(await recordShare(c.get('db'), currentProfile(c).id, c.req.valid('param').id)),
  )
  .post(
    '/:id/reactions',
    limit('like'),
    interact,
    validate('param', BlogIdParams),
    validate('json', ReactionInput),
    async (c) =>
      c.json(
        await toggleReaction(c.get('db'), currentProfile(c).id, c.req.valid('param').id, c.req.valid('json').emoji),
      ),
  )
  .get('/:id/comments', validate('param', BlogIdParams), validate('query', CursorQuery), async (c) =>
    c.json(await listComments(c.get('db'), viewerId(c), c.req.valid('param').id, c.req.valid('query').cursor)),
  )
  .post(
    '/:id/comments',
    limit('comment'),
    interact,
    validate('param', BlogIdParams),
    validate('json', BlogCommentInput),
    async (c) => {
      const db = c.get('db');
      const comment = await addComment(
        db,
        notifierFor(c.env, db),
        currentProfile(c).id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ comment }, 201);
    },
  )
  .delete('/comments/:commentId', limit('comment'), interact, validate('param', BlogCommentParams), async (c) => {
    await deleteComment(c.get('db'), currentProfile(c), c.req.valid('param').commentId);
    return c.body(null, 204);
  })
  .post(
    '/:id/coauthors',
    limit('blog'),
    interact,
    validate('param', BlogIdParams),
    validate('json', CoauthorInput),
    async (c) => {
      const db = c.get('db');
      const added = await setCoauthor(
        db,
        notifierFor(c.env, db),
        currentProfile(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(added, 201);
    },
  )
  .delete('/:id/coauthors/:userId', limit('blog'), interact, validate('param', CoauthorParams), async (c) => {
    const { id, userId } = c.req.valid('param');
    await removeCoauthor(c.get('db'), currentProfile(c), id, userId);
    return c.body(null, 204);
  });
