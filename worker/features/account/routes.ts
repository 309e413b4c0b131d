import { Hono } from 'hono';
import * as v from 'valibot';
import { configuredProviders } from '../../auth';
import {
  ChangeEmailInput,
  ChangePasswordInput,
  ConfirmEmailInput,
  SignUpInput,
  UsernameSchema,
} from '../../contracts/account';
import { DeleteAccountInput } from '../../contracts/profile';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { fail, notAuthenticated } from '../../lib/errors';
import { createMailer } from '../../lib/mailer';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { appOrigin } from '../notifications/mail-queue';
import { exportAccount } from '../profile/export';
import { deleteAccount } from '../profile/service';
import { changePassword, confirmEmailChange, requestEmailChange } from './security';
import { signUp, toMe, usernameProblem } from './service';

export const account = new Hono<AppEnv>()
  .post('/sign-up', validate('json', SignUpInput), async (c) => {
    const db = c.get('db');
    const { profile, setCookie } = await signUp(db, c.get('auth'), c.req.valid('json'), c.req.raw.headers);
    for (const cookie of setCookie) c.header('Set-Cookie', cookie, { append: true });
    return c.json(toMe(profile), 201);
  })
  .get('/username-available', validate('query', v.object({ username: UsernameSchema })), async (c) => {
    const problem = await usernameProblem(c.get('db'), c.req.valid('query').username, c.get('user')?.id);
    return c.json({ available: problem === null, message: problem });
  })
  .post('/email', requireUser, validate('json', ChangeEmailInput), async (c) => {
    const db = c.get('db');
    const actor = currentProfile(c);
    return c.json(
      await requestEmailChange(db, createMailer(c.env, db), appOrigin(c.env), actor, c.req.valid('json')),
      202,
    );
  })
  .post('/email/confirm', validate('json', ConfirmEmailInput), async (c) => {
    const db = c.get('db');
    const user = c.get('user');
    const sessionId = c.get('sessionId');
    return c.json(
      await confirmEmailChange(
        db,
        createMailer(c.env, db),
        appOrigin(c.env),
        c.req.valid('json').token,
        user && sessionId ? { userId: user.id, sessionId } : null,
      ),
    );
  })
  .post('/password', requireUser, validate('json', ChangePasswordInput), async (c) => {
    const db = c.get('db');
    const actor = currentProfile(c);
    return c.json(
      await changePassword(
        db,
        createMailer(c.env, db),
        appOrigin(c.env),
        actor,
        c.get('sessionId') ?? '',
        c.req.valid('json'),
      ),
    );
  })
  .get('/providers', (c) => c.json({ providers: configuredProviders(c.env) }))
  .get('/export', requireUser, async (c) => {
    const profile = currentProfile(c);
    c.header(
      'Content-Disposition',
      `attachment; filename="lifelist-${profile.username}-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    return c.json(await exportAccount(c.get('db'), profile));
  })
  .post('/delete', requireUser, validate('json', DeleteAccountInput), async (c) => {
    const db = c.get('db');
    const actor = currentProfile(c);
    await deleteAccount(db, c.env.MEDIA, actor, c.req.valid('json').password);
    // The session went with the account; clear the cookie too.
    c.header('Set-Cookie', 'lifelist.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax', { append: true });
    return c.json({ message: 'Your account and everything in it has been deleted.' });
  });

export const me = new Hono<AppEnv>().get('/', (c) => {
  const profile = c.get('profile');
  if (!c.get('user')) throw notAuthenticated();
  if (!profile) throw fail(404, 'PROFILE_NOT_FOUND', 'Profile not found');
  return c.json(toMe(profile));
});
