import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { clientIp, type LimitMessage, tooMany } from './rate-limit';

type Limit = {
  max: number;
  /** The allowance in an account's first day. */
  newMax: number;
  windowSeconds: number;
  message: LimitMessage;
};

/**
 * Every limit on writing, in one table. Each counts per member (per client address for guests)
 * over a sliding window, answers 429 with Retry-After and a message naming the same wait, and is
 * tuned so a keen person never meets it while a script meets it at once. Routes declare theirs with
 * `limit(name)`; a few are spent by their feature at the right moment (the contact form after its
 * CAPTCHA passes, so failed CAPTCHAs never use up a real sender's allowance).
 */
export const LIMITS = {
  post: {
    max: 60,
    newMax: 20,
    windowSeconds: 3600,
    message: (wait) => `You're posting very often. Please wait ${wait} before posting again.`,
  },
  comment: {
    max: 120,
    newMax: 30,
    windowSeconds: 3600,
    message: (wait) => `You're commenting very quickly. Please wait ${wait} and try again.`,
  },
  blog: {
    // Autosave runs every 30 seconds while someone writes: two hours of writing stay well inside.
    max: 600,
    newMax: 300,
    windowSeconds: 3600,
    message: (wait) => `You're saving blogs very often. Please wait ${wait} and try again.`,
  },
  like: {
    max: 600,
    newMax: 200,
    windowSeconds: 3600,
    message: (wait) => `You're liking very quickly. Please wait ${wait} and try again.`,
  },
  save: {
    max: 300,
    newMax: 100,
    windowSeconds: 3600,
    message: (wait) => `You're saving very quickly. Please wait ${wait} and try again.`,
  },
  share: {
    max: 120,
    newMax: 60,
    windowSeconds: 3600,
    message: (wait) => `You're sharing very quickly. Please wait ${wait} and try again.`,
  },
  follow: {
    max: 200,
    newMax: 50,
    windowSeconds: 3600,
    message: (wait) => `You're following and unfollowing very quickly. Please wait ${wait} and try again.`,
  },
  report: {
    max: 30,
    newMax: 10,
    windowSeconds: 3600,
    message: (wait) => `You've sent a lot of reports. Please wait ${wait} before sending another.`,
  },
  /**
   * Appeals and answers to a moderator's questions about them: their own allowance, so a member
   * who reported a lot is never refused the one way to contest an action taken on them.
   */
  appeal: {
    max: 20,
    newMax: 20,
    windowSeconds: 3600,
    message: (wait) => `You've sent several appeals in a short time. Please wait ${wait} before sending another.`,
  },
  customActivity: {
    max: 60,
    newMax: 15,
    windowSeconds: 3600,
    message: (wait) => `You're creating activities very quickly. Please wait ${wait} and try again.`,
  },
  list: {
    max: 1000,
    newMax: 400,
    windowSeconds: 3600,
    message: (wait) => `You're changing your list very quickly. Please wait ${wait} and try again.`,
  },
  /** Messages to the coach and answers to its plans. */
  coach: {
    max: 300,
    newMax: 120,
    windowSeconds: 3600,
    message: (wait) => `You're writing to the coach very quickly. Please wait ${wait} and try again.`,
  },
  upload: {
    max: 120,
    newMax: 40,
    windowSeconds: 3600,
    message: (wait) => `You're uploading very often. Please wait ${wait} and try again.`,
  },
  /** Counted views, ad impressions and clicks: generous, but no inflating counts by script. */
  view: {
    max: 2000,
    newMax: 2000,
    windowSeconds: 3600,
    message: (wait) => `Too many requests. Please wait ${wait} and try again.`,
  },
  /** Profile, privacy, notification and display settings, read markers and other changes to one's own things. */
  settings: {
    max: 600,
    newMax: 300,
    windowSeconds: 3600,
    message: (wait) => `You're changing your settings very quickly. Please wait ${wait} and try again.`,
  },
  /** Guests' one-off forms that change nothing of anyone's: the quiz. */
  guestForm: {
    max: 120,
    newMax: 120,
    windowSeconds: 3600,
    message: (wait) => `Too many requests. Please wait ${wait} and try again.`,
  },
  /** Staff work: content, moderation and administration. Generous, against runaway scripts only. */
  staff: {
    max: 3000,
    newMax: 3000,
    windowSeconds: 3600,
    message: (wait) => `Too many changes in a short time. Please wait ${wait} and try again.`,
  },
  contact: {
    max: 5,
    newMax: 5,
    windowSeconds: 3600,
    message: (wait) => `You have sent several messages in the last hour. Please wait ${wait} and try again.`,
  },
  newsletter: {
    max: 10,
    newMax: 10,
    windowSeconds: 3600,
    message: (wait) => `Too many attempts. Please wait ${wait} and try again.`,
  },
  signUp: {
    max: 20,
    newMax: 20,
    windowSeconds: 3600,
    message: (wait) => `Too many sign-up attempts. Please wait ${wait} and try again.`,
  },
  /**
   * Wrong current passwords given to change the e-mail, the password or to delete the account.
   * Only failures count (account/security.ts): a member who knows their password is never held up.
   */
  passwordCheck: {
    max: 5,
    newMax: 5,
    windowSeconds: 900,
    message: (wait) => `Too many wrong passwords. Please wait ${wait} and try again.`,
  },
  emailConfirm: {
    max: 20,
    newMax: 20,
    windowSeconds: 3600,
    message: (wait) => `Too many attempts. Please wait ${wait} and try again.`,
  },
  message: {
    // MESSAGES_PER_MINUTE overrides `max` (messaging/routes.ts).
    max: 30,
    newMax: 15,
    windowSeconds: 60,
    message: (wait) => `You're sending messages too quickly. Please wait ${wait} and try again.`,
  },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

const NEW_ACCOUNT_MS = 24 * 60 * 60_000;

/** Who a limit counts: the member, or the client address for guests. */
export function limitSubject(c: Context<AppEnv>) {
  const profile = c.get('profile');
  return profile
    ? { key: `m:${profile.id}`, isNew: Date.now() - profile.createdAt.getTime() < NEW_ACCOUNT_MS }
    : { key: `ip:${clientIp(c.req.raw.headers)}`, isNew: false };
}

export const limitKey = (name: LimitName, subject: string) => `limit:${name}:${subject}`;

/** The window a limit allows the requester. */
export function limitWindow(c: Context<AppEnv>, name: LimitName, max?: number) {
  const limit: Limit = LIMITS[name];
  const subject = limitSubject(c);
  return { key: limitKey(name, subject.key), max: max ?? (subject.isNew ? limit.newMax : limit.max), limit };
}

/** The Limiter object that counts `key` (durable-objects/limiter.ts). */
export const limiterOf = (env: Env, key: string) => env.LIMITER.get(env.LIMITER.idFromName(key));

/**
 * Counts one write against `name` for the requester, in the requester's Limiter object rather
 * than D1 (a limit must not add a write to the one database); 429 with Retry-After once over.
 */
export async function spend(c: Context<AppEnv>, name: LimitName, max?: number) {
  const { key, max: allowed, limit } = limitWindow(c, name, max);
  const result = await limiterOf(c.env, key).take({ max: allowed, windowSeconds: limit.windowSeconds });
  if (!result.allowed) throw tooMany(result.retryAfterMs, limit.message);
}

const declared = new WeakMap<MiddlewareHandler, LimitName | { exempt: string }>();

/** Takes back one write counted against `name`: the request turned out not to be one. */
export async function giveBack(c: Context<AppEnv>, name: LimitName) {
  const { key, limit } = limitWindow(c, name);
  await limiterOf(c.env, key).giveBack({ max: 0, windowSeconds: limit.windowSeconds });
}

/**
 * A route's write limit, declared on the route: `.post('/comments', limit('comment'), ...)`. The
 * place is taken before the route runs (so a burst cannot pass the limit), and given back when the
 * request is refused as malformed (400): only valid requests count, and a form sent with a
 * mistake never uses up a member's allowance.
 */
export function limit(name: LimitName): MiddlewareHandler<AppEnv> {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    await spend(c, name);
    await next();
    if (c.res.status === 400) await giveBack(c, name);
  });
  declared.set(middleware, name);
  return middleware;
}

/**
 * A write route that takes no limit here, with the reason: it is limited elsewhere (a Durable
 * Object, better-auth, its own guard) or spent inside the handler at the right moment.
 */
export function unlimited(reason: string): MiddlewareHandler<AppEnv> {
  const middleware = createMiddleware<AppEnv>(async (_c, next) => {
    await next();
  });
  declared.set(middleware, { exempt: reason });
  return middleware;
}

/** What a route's handler declares: its limit's name, its exemption, or nothing. */
export const declaredLimit = (handler: unknown) => declared.get(handler as MiddlewareHandler);
