import { Hono } from 'hono';
import {
  AdsQuery,
  CommentInput,
  CounterSeenInput,
  CreatePostInput,
  CursorQuery,
  FeedQuery,
  SearchQuery,
  ShareInput,
  TagSearchQuery,
  UpdatePostInput,
} from '../../contracts/community';
import { IdParams } from '../../contracts/social';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { field, readForm } from '../../lib/form';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { maxBody } from '../../middleware/body-limit';
import { requireCan, requireUser } from '../../middleware/session';
import { countOnce } from '../counters/count';
import { viewerKey } from '../counters/viewer';
import { notifierFor } from '../notifications/service';
import { countAd, listAds } from './ads';
import { addComment, deleteComment, listComments } from './comments';
import { markSeen, newContentCounts } from './counters';
import { hashtagPostCount, listFeed } from './feed';
import { getPost, likePost, listSaved, savePost, sharePost, storedViews, unlikePost, unsavePost } from './interactions';
import { uploadPostMedia } from './media';
import { createPost, deletePost, updatePost } from './posts';
import { activityTags, searchCommunity } from './search';
import { recentActivities, suggestedUsers, trendingHashtags } from './sidebar';

const interact = requireCan('content:interact');
const viewerId = (c: { get: (k: 'profile') => { id: string } | null }) => c.get('profile')?.id ?? null;

export const community = new Hono<AppEnv>()
  .get('/feed', validate('query', FeedQuery), async (c) =>
    c.json(await listFeed(c.get('db'), viewerId(c), c.req.valid('query'))),
  )
  .get('/counters', requireUser, async (c) => c.json(await newContentCounts(c.get('db'), currentProfile(c))))
  .post('/counters/seen', limit('settings'), requireUser, validate('json', CounterSeenInput), async (c) =>
    c.json(await markSeen(c.get('db'), currentProfile(c), c.req.valid('json').type)),
  )
  .post('/media', limit('upload'), maxBody(21 * 1024 * 1024), interact, async (c) => {
    const body = await readForm(c);
    return c.json(await uploadPostMedia(c.env.MEDIA, currentProfile(c), field(body, 'file')), 201);
  })
  .post('/posts', limit('post'), interact, validate('json', CreatePostInput), async (c) => {
    const post = await createPost(
      c.get('db'),
      c.env.MEDIA,
      notifierFor(c.env, c.get('db')),
      currentProfile(c),
      c.req.valid('json'),
    );
    return c.json({ post, message: 'Post created successfully' }, 201);
  })
  .get('/posts/:id', validate('param', IdParams), async (c) => {
    const db = c.get('db');
    const id = c.req.valid('param').id;
    // The post's own answer decides (a removed post is 410, whichever of the two fails first).
    const [post, comments] = await Promise.allSettled([
      getPost(db, viewerId(c), id),
      listComments(db, viewerId(c), id),
    ]);
    if (post.status === 'rejected') throw post.reason;
    if (comments.status === 'rejected') throw comments.reason;
    return c.json({ post: post.value, comments: comments.value });
  })
  /** Counts the viewer's look once a day (a Counter object, off D1's write path); answers the total with it. */
  .post('/posts/:id/view', limit('view'), validate('param', IdParams), async (c) => {
    const { id } = c.req.valid('param');
    const stored = await storedViews(c.get('db'), viewerId(c), id);
    const { total } = await countOnce(c.env, 'post-view', id, await viewerKey(c), stored);
    return c.json({ views_count: total });
  })
  .patch(
    '/posts/:id',
    limit('post'),
    interact,
    validate('param', IdParams),
    validate('json', UpdatePostInput),
    async (c) => {
      const post = await updatePost(
        c.get('db'),
        c.env.MEDIA,
        notifierFor(c.env, c.get('db')),
        currentProfile(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ post, message: 'Post updated successfully' });
    },
  )
  .delete('/posts/:id', limit('post'), requireUser, validate('param', IdParams), async (c) => {
    await deletePost(c.get('db'), c.env.MEDIA, currentProfile(c), c.req.valid('param').id);
    return c.json({ message: 'Post deleted successfully' });
  })
  .post('/posts/:id/like', limit('like'), interact, validate('param', IdParams), async (c) =>
    c.json(await likePost(c.get('db'), notifierFor(c.env, c.get('db')), currentProfile(c), c.req.valid('param').id)),
  )
  .delete('/posts/:id/like', limit('like'), interact, validate('param', IdParams), async (c) =>
    c.json(await unlikePost(c.get('db'), currentProfile(c), c.req.valid('param').id)),
  )
  .put('/posts/:id/save', limit('save'), interact, validate('param', IdParams), async (c) => {
    await savePost(c.get('db'), currentProfile(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .delete('/posts/:id/save', limit('save'), validate('param', IdParams), async (c) => {
    await unsavePost(c.get('db'), currentProfile(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/posts/:id/share', limit('share'), validate('param', IdParams), validate('json', ShareInput), async (c) =>
    c.json(await sharePost(c.get('db'), c.get('profile'), c.req.valid('param').id, c.req.valid('json').platform), 201),
  )
  .get('/saved', requireUser, validate('query', CursorQuery), async (c) =>
    c.json(await listSaved(c.get('db'), currentProfile(c), c.req.valid('query').cursor)),
  )
  .post('/comments', limit('comment'), interact, validate('json', CommentInput), async (c) => {
    const comment = await addComment(
      c.get('db'),
      notifierFor(c.env, c.get('db')),
      currentProfile(c),
      c.req.valid('json'),
    );
    return c.json({ comment, message: 'Comment posted successfully' }, 201);
  })
  .delete('/comments/:id', limit('comment'), requireUser, validate('param', IdParams), async (c) => {
    await deleteComment(c.get('db'), currentProfile(c), c.req.valid('param').id);
    return c.json({ message: 'Comment deleted successfully' });
  })
  .get('/hashtags/:name', async (c) => {
    const name = c.req.param('name').replace(/^#/, '').toLowerCase().slice(0, 60);
    // Counted for this viewer: the posts their hashtag page lists.
    return c.json({ hashtag: { name, post_count: await hashtagPostCount(c.get('db'), viewerId(c), name) } });
  })
  .get('/search', validate('query', SearchQuery), async (c) => {
    const { q, tab, sort } = c.req.valid('query');
    return c.json(await searchCommunity(c.get('db'), viewerId(c), q, tab, sort));
  })
  .get('/sidebar', async (c) => {
    const db = c.get('db');
    const profile = c.get('profile');
    const [tags, activities, suggested] = await Promise.all([
      trendingHashtags(db),
      recentActivities(db, profile?.id ?? null),
      profile ? suggestedUsers(db, profile) : Promise.resolve([]),
    ]);
    return c.json({ hashtags: tags, activities, suggested });
  })
  .get('/activity-tags', validate('query', TagSearchQuery), async (c) => {
    return c.json({ activities: await activityTags(c.get('db'), c.req.valid('query').q) });
  })
  .get('/ads', validate('query', AdsQuery), async (c) =>
    c.json({ ads: await listAds(c.get('db'), (c.req.valid('query').tags ?? '').split(',')) }),
  )
  .post('/ads/:id/impression', limit('view'), validate('param', IdParams), async (c) =>
    c.json({ impressions: await countAd(c, c.req.valid('param').id, 'impressions') }),
  )
  .post('/ads/:id/click', limit('view'), validate('param', IdParams), async (c) =>
    c.json({ clicks: await countAd(c, c.req.valid('param').id, 'clicks') }),
  );
