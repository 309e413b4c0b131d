import { Hono } from 'hono';
import {
  ActionInput,
  ActionsQuery,
  AppealAnswerInput,
  AppealDecisionInput,
  AppealInput,
  AppealQuestionInput,
  BulkReportsInput,
  IdParam,
  LiftInput,
  ModerationMessageInput,
  ReportGroupsQuery,
  ReportInput,
  ReportsQuery,
  UpdateReportInput,
} from '../../contracts/moderation';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { requireCan, requireUser } from '../../middleware/session';
import { authorize, can } from '../../policy';
import { notifierFor } from '../notifications/service';
import { actionsFor, createAction } from './actions';
import { moderationAnalytics } from './analytics';
import { answerQuestion, askQuestion, listAppeals, respondToAppeal, submitAppeal } from './appeals';
import { liftRestriction, memberHistory } from './history';
import { markRead, myMessages, restrictionOf, sendMessage } from './messages';
import { pendingGroups, pendingReports, settleReports, updateReport } from './queue';
import { fileReport } from './report';

/**
 * Moderation: reports, actions, appeals and moderation messages. Reporting is an interaction (refused while suspended or
 * banned); appealing, reading one's messages and one's restriction are not.
 */
export const moderation = new Hono<AppEnv>()
  .use(requireUser)
  .post('/report', limit('report'), requireCan('content:interact'), validate('json', ReportInput), async (c) =>
    c.json(await fileReport(c.get('db'), currentProfile(c), c.req.valid('json')), 201),
  )
  .get('/status', async (c) => c.json(await restrictionOf(c.get('db'), currentProfile(c))))
  .get('/actions', validate('query', ActionsQuery), async (c) => {
    const me = currentProfile(c);
    const userId = c.req.valid('query').user_id ?? me.id;
    authorize(me, 'moderation:view-actions', { ownerId: userId });
    return c.json({ actions: await actionsFor(c.get('db'), userId, can(me, 'moderation:access')) });
  })
  .post('/actions', limit('staff'), requireCan('moderation:act'), validate('json', ActionInput), async (c) => {
    const db = c.get('db');
    return c.json(await createAction(db, notifierFor(c.env, db), currentProfile(c), c.req.valid('json')), 201);
  })
  .get('/reports/pending', requireCan('moderation:access'), validate('query', ReportsQuery), async (c) =>
    c.json(await pendingReports(c.get('db'), c.req.valid('query'))),
  )
  .get('/reports/groups', requireCan('moderation:access'), validate('query', ReportGroupsQuery), async (c) =>
    c.json(await pendingGroups(c.get('db'), c.req.valid('query'))),
  )
  .post(
    '/reports/bulk',
    limit('staff'),
    requireCan('moderation:update-reports'),
    validate('json', BulkReportsInput),
    async (c) => c.json(await settleReports(c.get('db'), currentProfile(c), c.req.valid('json'))),
  )
  .get('/members/:id/history', requireCan('moderation:access'), validate('param', IdParam), async (c) =>
    c.json(await memberHistory(c.get('db'), c.req.valid('param').id)),
  )
  .post('/lifts', limit('staff'), requireCan('moderation:act'), validate('json', LiftInput), async (c) => {
    const db = c.get('db');
    return c.json(await liftRestriction(db, notifierFor(c.env, db), currentProfile(c), c.req.valid('json')), 201);
  })
  .patch(
    '/reports/:id',
    limit('staff'),
    requireCan('moderation:update-reports'),
    validate('param', IdParam),
    validate('json', UpdateReportInput),
    async (c) =>
      c.json(await updateReport(c.get('db'), currentProfile(c), c.req.valid('param').id, c.req.valid('json').status)),
  )
  .post('/appeal', limit('appeal'), validate('json', AppealInput), async (c) => {
    const { related_action_id, message } = c.req.valid('json');
    return c.json(await submitAppeal(c.get('db'), currentProfile(c), related_action_id, message), 201);
  })
  .get('/appeals', requireCan('moderation:view-appeals'), async (c) =>
    c.json({ appeals: await listAppeals(c.get('db')) }),
  )
  .post(
    '/appeals/:id/question',
    limit('staff'),
    requireCan('moderation:respond-appeals'),
    validate('param', IdParam),
    validate('json', AppealQuestionInput),
    async (c) => {
      const db = c.get('db');
      const { id } = c.req.valid('param');
      return c.json(await askQuestion(db, notifierFor(c.env, db), currentProfile(c), id, c.req.valid('json').question));
    },
  )
  .post(
    '/appeals/:id/answer',
    limit('appeal'),
    validate('param', IdParam),
    validate('json', AppealAnswerInput),
    async (c) =>
      c.json(await answerQuestion(c.get('db'), currentProfile(c), c.req.valid('param').id, c.req.valid('json').answer)),
  )
  .post(
    '/appeals/:id/respond',
    limit('staff'),
    requireCan('moderation:respond-appeals'),
    validate('param', IdParam),
    validate('json', AppealDecisionInput),
    async (c) => {
      const db = c.get('db');
      const { id } = c.req.valid('param');
      return c.json(await respondToAppeal(db, notifierFor(c.env, db), currentProfile(c), id, c.req.valid('json')));
    },
  )
  .get('/messages', async (c) => c.json({ messages: await myMessages(c.get('db'), currentProfile(c)) }))
  .post(
    '/messages',
    limit('staff'),
    requireCan('moderation:send-messages'),
    validate('json', ModerationMessageInput),
    async (c) => {
      const db = c.get('db');
      return c.json(await sendMessage(db, notifierFor(c.env, db), currentProfile(c), c.req.valid('json')), 201);
    },
  )
  .put('/messages/:id/read', limit('settings'), validate('param', IdParam), async (c) =>
    c.json(await markRead(c.get('db'), currentProfile(c), c.req.valid('param').id)),
  )
  .get('/analytics', requireCan('moderation:access'), async (c) => c.json(await moderationAnalytics(c.get('db'))));
