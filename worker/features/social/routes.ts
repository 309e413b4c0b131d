import { Hono } from 'hono';
import { ReportUserInput } from '../../contracts/reports';
import { BlockInput, IdParams, MutedWordInput, PageQuery, UserIdInput } from '../../contracts/social';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { requireCan, requireUser } from '../../middleware/session';
import { resolveThread } from '../messaging/access';
import { notifierFor, notify } from '../notifications/service';
import { clearFollowRequestNotifications } from '../notifications/statements';
import {
  block,
  blockList,
  connections,
  connectionsVisible,
  decide,
  follow,
  mute,
  mutedWordList,
  muteList,
  muteWord,
  pendingRequests,
  relationshipStatus,
  reportUser,
  unblock,
  unfollow,
  unmute,
  unmuteWord,
} from './service';

/**
 * Relationships: following, follow requests, blocks and mutes. Following, answering requests and blocking are interactions:
 * suspended and banned members may read their connections but not change them.
 */
export const relationships = new Hono<AppEnv>()
  .use(requireUser)
  .post('/follow', limit('follow'), requireCan('content:interact'), validate('json', UserIdInput), async (c) => {
    const db = c.get('db');
    const actor = currentProfile(c);
    const result = await follow(db, actor, c.req.valid('json').user_id);
    if (result.created && result.follow) {
      await clearFollowRequestNotifications(db, actor.id, result.follow.followingId);
      await notify(db, notifierFor(c.env, db), {
        userId: result.follow.followingId,
        actorId: actor.id,
        type: 'follow_request',
        entityId: result.follow.id,
      });
    }
    return c.json({ follow: result.follow, message: result.message }, result.created ? 201 : 200);
  })
  .delete('/follow', limit('follow'), requireCan('content:interact'), validate('json', UserIdInput), async (c) =>
    c.json(await unfollow(c.get('db'), currentProfile(c), c.req.valid('json').user_id)),
  )
  .post(
    '/follow/:id/accept',
    limit('follow'),
    requireCan('content:interact'),
    validate('param', IdParams),
    async (c) => {
      const db = c.get('db');
      const actor = currentProfile(c);
      const result = await decide(db, actor, c.req.valid('param').id, 'accepted');
      if (result.follow) {
        await notify(db, notifierFor(c.env, db), {
          userId: result.follow.followerId,
          actorId: actor.id,
          type: 'follow_accepted',
          entityId: result.follow.id,
        });
      }
      return c.json(result);
    },
  )
  .post('/follow/:id/reject', limit('follow'), requireCan('content:interact'), validate('param', IdParams), async (c) =>
    c.json(await decide(c.get('db'), currentProfile(c), c.req.valid('param').id, 'rejected')),
  )
  .get('/follow/requests', async (c) => c.json({ requests: await pendingRequests(c.get('db'), currentProfile(c)) }))
  .get('/followers/:id', validate('param', IdParams), validate('query', PageQuery), async (c) => {
    const { id } = c.req.valid('param');
    await connectionsVisible(c.get('db'), currentProfile(c).id, id);
    const { limit, offset } = c.req.valid('query');
    return c.json(await connections(c.get('db'), id, 'followers', limit, offset));
  })
  .get('/following/:id', validate('param', IdParams), validate('query', PageQuery), async (c) => {
    const { id } = c.req.valid('param');
    await connectionsVisible(c.get('db'), currentProfile(c).id, id);
    const { limit, offset } = c.req.valid('query');
    return c.json(await connections(c.get('db'), id, 'following', limit, offset));
  })
  .get('/blocks', async (c) => c.json({ blocks: await blockList(c.get('db'), currentProfile(c)) }))
  .post('/block', limit('follow'), requireCan('content:interact'), validate('json', BlockInput), async (c) => {
    const { user_id, reason } = c.req.valid('json');
    return c.json(await block(c.get('db'), currentProfile(c), user_id, reason), 201);
  })
  .delete('/block', limit('follow'), requireCan('content:interact'), validate('json', UserIdInput), async (c) =>
    c.json(await unblock(c.get('db'), currentProfile(c), c.req.valid('json').user_id)),
  )
  .get('/mutes', async (c) => c.json({ mutes: await muteList(c.get('db'), currentProfile(c)) }))
  .post('/mute', limit('follow'), validate('json', UserIdInput), async (c) =>
    c.json(await mute(c.get('db'), currentProfile(c), c.req.valid('json').user_id), 201),
  )
  .delete('/mute', limit('follow'), validate('json', UserIdInput), async (c) =>
    c.json(await unmute(c.get('db'), currentProfile(c), c.req.valid('json').user_id)),
  )
  .get('/muted-words', async (c) => c.json({ words: await mutedWordList(c.get('db'), currentProfile(c)) }))
  .post('/muted-words', limit('follow'), validate('json', MutedWordInput), async (c) =>
    c.json(await muteWord(c.get('db'), currentProfile(c), c.req.valid('json').word), 201),
  )
  .delete('/muted-words', limit('follow'), validate('json', MutedWordInput), async (c) =>
    c.json(await unmuteWord(c.get('db'), currentProfile(c), c.req.valid('json').word)),
  )
  .post('/report', limit('report'), requireCan('content:interact'), validate('json', ReportUserInput), async (c) => {
    const { user_id, reason, extra_notes } = c.req.valid('json');
    return c.json(await reportUser(c.get('db'), currentProfile(c), user_id, reason, extra_notes), 201);
  })
  /**
   * How the viewer and a member stand, and whether a message to them would be sent: the profile
   * offers Message only when the messaging API would take it, and says why not otherwise.
   */
  .get('/status/:id', validate('param', IdParams), async (c) => {
    const db = c.get('db');
    const me = currentProfile(c);
    const { id } = c.req.valid('param');
    const [status, thread] = await Promise.all([
      relationshipStatus(db, me, id),
      resolveThread(db, me, id).catch(() => null),
    ]);
    return c.json({ ...status, messageRefusal: thread ? thread.cannotSend : "You can't message this member." });
  });
