import { Hono } from 'hono';
import {
  CoachMessageInput,
  CoachReminderInput,
  CoachSettingsInput,
  MoveReminderInput,
  PlanAnswerInput,
  ReminderListQuery,
} from '../../contracts/coach';
import { IdParams } from '../../contracts/social';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { requireCan, requireUser } from '../../middleware/session';
import { cancelReminderById, moveReminderById, remindersOf } from './reminder-list';
import { answerPlan, remindAbout, talk, thread, undoReply, updateSettings } from './service';

/**
 * The member's own coach. Reading the thread is open to every member; talking to it changes the
 * list (ticking off, adding steps), so it is refused while suspended or banned, like the list.
 */
export const coachRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await thread(c.get('db'), currentProfile(c))))
  .post('/messages', limit('coach'), requireCan('content:interact'), validate('json', CoachMessageInput), async (c) => {
    return c.json(await talk(c.get('db'), c.env, currentProfile(c), c.req.valid('json').text), 201);
  })
  .post(
    '/messages/:id/plan',
    limit('coach'),
    requireCan('content:interact'),
    validate('param', IdParams),
    validate('json', PlanAnswerInput),
    async (c) => {
      const profile = currentProfile(c);
      const { message, item } = await answerPlan(
        c.get('db'),
        c.env.MEDIA,
        profile,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ message, item });
    },
  )
  .post(
    '/messages/:id/undo',
    limit('coach'),
    requireCan('content:interact'),
    validate('param', IdParams),
    async (c) => {
      return c.json(await undoReply(c.get('db'), currentProfile(c), c.req.valid('param').id));
    },
  )
  .post(
    '/reminders',
    limit('coach'),
    requireCan('content:interact'),
    validate('json', CoachReminderInput),
    async (c) => {
      return c.json(await remindAbout(c.get('db'), currentProfile(c), c.req.valid('json')), 201);
    },
  )
  .get('/reminders', validate('query', ReminderListQuery), async (c) => {
    return c.json({ reminders: await remindersOf(c.get('db'), currentProfile(c), c.req.valid('query').itemId) });
  })
  .patch(
    '/reminders/:id',
    limit('coach'),
    requireCan('content:interact'),
    validate('param', IdParams),
    validate('json', MoveReminderInput),
    async (c) => {
      const profile = currentProfile(c);
      return c.json(await moveReminderById(c.get('db'), profile, c.req.valid('param').id, c.req.valid('json')));
    },
  )
  .delete('/reminders/:id', limit('coach'), requireCan('content:interact'), validate('param', IdParams), async (c) => {
    return c.json(await cancelReminderById(c.get('db'), currentProfile(c), c.req.valid('param').id));
  })
  .put('/settings', limit('settings'), validate('json', CoachSettingsInput), async (c) => {
    return c.json(await updateSettings(c.get('db'), currentProfile(c), c.req.valid('json')));
  });
