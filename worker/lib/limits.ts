import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { clientIp, rateLimit } from './rate-limit';

/**
 * Every limit on writing, in one table. Each counts per member (per client address for guests)
 * over a sliding window, answers 429 with Retry-After and its message, and is tuned so a keen
 * person never meets it while a script meets it at once. Accounts in their first day get `newMax`.
 *
 * `routes` are matched by the `writeLimits` middleware before the route runs; limits without
 * routes are spent by their feature at the right moment (the contact form after its CAPTCHA
 * passes, so failed CAPTCHAs never use up a real sender's allowance).
 */
export const LIMITS = {
  post: {
    routes: ['POST /api/community/posts', 'PATCH /api/community/posts/:id'],
    max: 60,
    newMax: 20,
    windowSeconds: 3600,
    message: "You're posting very often. Please wait a while before posting again.",
  },
  comment: {
    routes: ['POST /api/community/replies', 'POST /api/blogs/:id/comments'],
    max: 120,
    newMax: 30,
    windowSeconds: 3600,
    message: "You're commenting very quickly. Please wait a few minutes and try again.",
  },
  blog: {
    routes: ['POST /api/blogs', 'PUT /api/blogs/:id', 'PUT /api/blogs/:id/autosave', 'POST /api/blogs/:id/coauthors'],
    // Autosave runs every 30 seconds while someone writes: two hours of writing stay well inside.
    max: 600,
    newMax: 300,
    windowSeconds: 3600,
    message: "You're saving blogs very often. Please wait a few minutes and try again.",
  },
  like: {
    routes: [
      'POST /api/community/posts/:id/like',
      'DELETE /api/community/posts/:id/like',
      'PUT /api/blogs/:id/like',
      'DELETE /api/blogs/:id/like',
      'POST /api/blogs/:id/reactions',
    ],
    max: 600,
    newMax: 200,
    windowSeconds: 3600,
    message: "You're liking very quickly. Please wait a few minutes and try again.",
  },
  save: {
    routes: [
      'PUT /api/community/posts/:id/save',
      'DELETE /api/community/posts/:id/save',
      'PUT /api/blogs/:id/save',
      'DELETE /api/blogs/:id/save',
    ],
    max: 300,
    newMax: 100,
    windowSeconds: 3600,
    message: "You're saving very quickly. Please wait a few minutes and try again.",
  },
  share: {
    routes: ['POST /api/community/posts/:id/share', 'POST /api/blogs/:id/share'],
    max: 120,
    newMax: 60,
    windowSeconds: 3600,
    message: "You're sharing very quickly. Please wait a few minutes and try again.",
  },
  follow: {
    routes: [
      'POST /api/relationships/follow',
      'DELETE /api/relationships/follow',
      'POST /api/relationships/follow/:id/accept',
      'POST /api/relationships/follow/:id/reject',
      'POST /api/relationships/block',
      'DELETE /api/relationships/block',
      'POST /api/relationships/mute',
      'DELETE /api/relationships/mute',
      'POST /api/relationships/muted-words',
      'DELETE /api/relationships/muted-words',
    ],
    max: 200,
    newMax: 50,
    windowSeconds: 3600,
    message: "You're following and unfollowing very quickly. Please wait a while and try again.",
  },
  report: {
    routes: ['POST /api/moderation/report', 'POST /api/relationships/report', 'POST /api/moderation/appeal'],
    max: 30,
    newMax: 10,
    windowSeconds: 3600,
    message: "You've sent a lot of reports. Please wait a while before sending another.",
  },
  customActivity: {
    routes: ['POST /api/activities/custom', 'PATCH /api/activities/custom/:id', 'DELETE /api/activities/custom/:id'],
    max: 60,
    newMax: 15,
    windowSeconds: 3600,
    message: "You're creating activities very quickly. Please wait a while and try again.",
  },
  list: {
    routes: [
      'POST /api/list',
      'PATCH /api/list/:id',
      'DELETE /api/list/:id',
      'POST /api/list/:id/start',
      'POST /api/list/:id/complete',
      'POST /api/list/:id/rating',
      'POST /api/list/:id/steps',
      'PATCH /api/list/:id/steps/:stepId',
      'DELETE /api/list/:id/steps/:stepId',
      'PUT /api/list/:id/steps/order',
      'POST /api/list/copy',
    ],
    max: 1000,
    newMax: 400,
    windowSeconds: 3600,
    message: "You're changing your list very quickly. Please wait a few minutes and try again.",
  },
  upload: {
    routes: ['POST /api/community/media', 'POST /api/blogs/cover', 'POST /api/profile/avatar'],
    max: 120,
    newMax: 40,
    windowSeconds: 3600,
    message: "You're uploading very often. Please wait a while and try again.",
  },
  view: {
    // Counted views, ad impressions and clicks: generous, but no inflating counts by script.
    routes: [
      'POST /api/community/posts/:id/view',
      'POST /api/community/ads/:id/impression',
      'POST /api/community/ads/:id/click',
      'POST /api/analytics/click',
    ],
    max: 2000,
    newMax: 2000,
    windowSeconds: 3600,
    message: 'Too many requests. Please wait a few minutes and try again.',
  },
  contact: {
    routes: [],
    max: 5,
    newMax: 5,
    windowSeconds: 3600,
    message: 'You have sent several messages in the last hour. Please try again later.',
  },
  newsletter: {
    routes: ['POST /api/newsletter'],
    max: 10,
    newMax: 10,
    windowSeconds: 3600,
    message: 'Too many attempts. Please try again later.',
  },
  signUp: {
    routes: ['POST /api/account/sign-up'],
    max: 20,
    newMax: 20,
    windowSeconds: 3600,
    message: 'Too many sign-up attempts. Please try again later.',
  },
  accountChange: {
    routes: ['POST /api/account/email', 'POST /api/account/password', 'POST /api/account/delete'],
    max: 5,
    newMax: 5,
    windowSeconds: 900,
    message: 'Too many attempts. Please try again later.',
  },
  emailConfirm: {
    routes: ['POST /api/account/email/confirm', 'POST /api/account/confirm'],
    max: 20,
    newMax: 20,
    windowSeconds: 3600,
    message: 'Too many attempts. Please try again later.',
  },
  message: {
    // MESSAGES_PER_MINUTE overrides `max` (messaging/routes.ts).
    routes: [],
    max: 30,
    newMax: 15,
    windowSeconds: 60,
    message: "You're sending messages too quickly. Please wait a moment and try again.",
  },
} as const satisfies Record<string, Limit>;

type Limit = {
  routes: readonly string[];
  max: number;
  newMax: number;
  windowSeconds: number;
  message: string;
};
export type LimitName = keyof typeof LIMITS;

const NEW_ACCOUNT_MS = 24 * 60 * 60_000;

/** Who a limit counts: the member, or the client address for guests. */
export function limitSubject(c: Context<AppEnv>) {
  const profile = c.get('profile');
  return profile ? { key: `m:${profile.id}`, isNew: Date.now() - profile.createdAt.getTime() < NEW_ACCOUNT_MS } : null;
}

export const limitKey = (name: LimitName, subject: string) => `limit:${name}:${subject}`;

/** Counts one write against `name` for the requester; 429 with Retry-After once over. */
export async function spend(c: Context<AppEnv>, name: LimitName, max?: number) {
  const limit: Limit = LIMITS[name];
  const member = limitSubject(c);
  const subject = member?.key ?? `ip:${clientIp(c.req.raw.headers)}`;
  const allowed = max ?? (member?.isNew ? limit.newMax : limit.max);
  await rateLimit(c.get('db'), limitKey(name, subject), allowed, limit.windowSeconds, limit.message);
}

const compiled = Object.entries(LIMITS).flatMap(([name, limit]) =>
  limit.routes.map((route) => {
    const [method, path = ''] = route.split(' ');
    const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    return { name: name as LimitName, method, pattern };
  }),
);

/** The route's limit, if it has one: `POST /api/list/abc/steps` is the list limit. */
export const limitFor = (method: string, path: string) =>
  compiled.find((r) => r.method === method && r.pattern.test(path))?.name ?? null;

/** Applies the table to every write on the app API. */
export const writeLimits = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const name = limitFor(c.req.method, c.req.path);
    if (name) await spend(c, name);
  }
  await next();
});
