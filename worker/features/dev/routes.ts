import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { mailOutbox } from '../../db/schema';
import type { AppEnv } from '../../env';
import { REMINDERS } from '../../jobs';
import { fail } from '../../lib/errors';
import { unlimited } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { runCheckins } from '../coach/checkin';
import { coachReminders } from '../coach/reminders';
import { runReminders } from '../notifications/reminders';
import { localOidc } from './local-oidc-routes';

/**
 * Local tools that exist only when running in development; everywhere else they are 404. The local
 * sign-in provider comes first, with its own guard: the Worker tests sign in through it too, and
 * its answers end the request before the development-only guard below is reached.
 */
export const dev = new Hono<AppEnv>()
  .route('/oidc', localOidc)
  .use(async (c, next) => {
    if (c.env.APP_ENV !== 'development') throw fail(404, 'NOT_FOUND', 'Not found');
    await next();
  })
  /** The local e-mail outbox, so a person can follow a sign-up or reset link; `to` picks one address. */
  .get('/outbox', validate('query', v.object({ to: v.optional(v.pipe(v.string(), v.maxLength(320))) })), async (c) => {
    const { to } = c.req.valid('query');
    const mail = await c
      .get('db')
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(sql`rowid`))
      .limit(50);
    return c.json({ mail });
  })
  /** Runs the reminders pipeline now (every member's reminders of `date`, as the Cron's runs that day would), for trying it out and the bench. */
  .post(
    '/reminders',
    unlimited('development only: answers 404 everywhere else'),
    validate('query', v.object({ date: v.optional(v.pipe(v.string(), v.isoDate('Date must be a date'))) })),
    async (c) => {
      const { date } = c.req.valid('query');
      return c.json(await runReminders(c.env, REMINDERS, date ? new Date(`${date}T03:17:00Z`) : new Date(), date));
    },
  )
  /** Runs the coach's daily jobs now (as the Cron would on `date`): reminders asked for and the weekly check-ins. */
  .post(
    '/coach',
    unlimited('development only: answers 404 everywhere else'),
    validate('query', v.object({ date: v.optional(v.pipe(v.string(), v.isoDate('Date must be a date'))) })),
    async (c) => {
      const { date } = c.req.valid('query');
      const now = date ? new Date(`${date}T03:17:00Z`) : new Date();
      return c.json({
        reminders: await runReminders(c.env, [coachReminders], now, date),
        checkins: await runCheckins(c.env, now, date),
      });
    },
  );
