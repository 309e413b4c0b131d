import { Hono } from 'hono';
import { QuizAnswers } from '../../contracts/quiz';
import type { AppEnv } from '../../env';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { recommend, saveAnswers } from './service';

/** The quiz: anyone gets recommendations; a signed-in member's answers are kept on their profile. */
export const quiz = new Hono<AppEnv>().post(
  '/recommendations',
  limit('guestForm'),
  validate('json', QuizAnswers),
  async (c) => {
    const answers = c.req.valid('json');
    const db = c.get('db');
    const actor = c.get('profile');
    const items = await recommend(db, actor, answers);
    if (actor) await saveAnswers(db, actor, answers);
    return c.json({ items, saved: Boolean(actor) });
  },
);
