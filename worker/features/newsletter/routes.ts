import { Hono } from 'hono';
import { SubscribeInput } from '../../contracts/newsletter';
import type { AppEnv } from '../../env';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { subscribe } from './service';

export const newsletter = new Hono<AppEnv>().post(
  '/',
  limit('newsletter'),
  validate('json', SubscribeInput),
  async (c) => {
    const db = c.get('db');
    const { alreadySubscribed } = await subscribe(db, c.req.valid('json').email, c.get('user')?.id ?? null);
    return c.json({
      message: alreadySubscribed
        ? "You're already subscribed. Thank you!"
        : 'Thanks for subscribing! Look out for our next newsletter.',
    });
  },
);
