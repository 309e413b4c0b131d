import { Hono } from 'hono';
import * as v from 'valibot';
import { configuredProviders } from '../../auth';
import {
  ChangeEmailInput,
  ChangePasswordInput,
  CompleteProfileInput,
  ConfirmAccountInput,
  ConfirmEmailInput,
  ResendSignUpInput,
  SignUpInput,
  UsernameSchema,
} from '../../contracts/account';
import { DeleteAccountInput } from '../../contracts/profile';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { appOrigin } from '../../lib/config';
import { fail, notAuthenticated } from '../../lib/errors';
import { limit } from '../../lib/limits';
import { createMailer } from '../../lib/mailer';
import { checkUpload } from '../../lib/uploads';
import { validate, validateJsonOrForm } from '../../lib/validate';
import { maxBody } from '../../middleware/body-limit';
import { requireUser } from '../../middleware/session';
import { toMe, usernameProblem } from '../profile/me';
import { deleteAccount } from './deletion';
import { exportAccount } from './export';
import { changePassword, confirmEmailChange, requestEmailChange } from './security';
import { completeProfile, confirmSignUp, resendSignUpLink, SIGN_UP_AVATAR, signUp, signUpSent } from './sign-up';

export const account = new Hono<AppEnv>()
  /**
   * JSON, or a form whose `data` field is that JSON and whose `avatar` field is the optional
   * picture (2MB). The answer is the same whether or not the address already has an account.
   */
  .post(
    '/sign-up',
    limit('signUp'),
    maxBody(3 * 1024 * 1024),
    validateJsonOrForm(SignUpInput, ['avatar']),
    async (c) => {
      const input = c.req.valid('json');
      const { avatar: file } = c.req.valid('form');
      const avatar = file ? { ...(await checkUpload(file, SIGN_UP_AVATAR)), media: c.env.MEDIA } : undefined;
      const db = c.get('db');
      await signUp(db, createMailer(c.env, db), appOrigin(c.env), input, avatar);
      return c.json(signUpSent(input.email), 202);
    },
  )
  /** Sends a sign-up's link again; the answer is the same for any address. */
  .post('/sign-up/resend', limit('signUp'), validate('json', ResendSignUpInput), async (c) => {
    const db = c.get('db');
    const { email } = c.req.valid('json');
    await resendSignUpLink(db, createMailer(c.env, db), appOrigin(c.env), email);
    return c.json(signUpSent(email), 202);
  })
  /**
   * The link from the sign-up e-mail: makes the account and opens its first session. Followed again
   * it opens nothing; with `username` it replaces one taken since the sign-up.
   */
  .post('/confirm', limit('emailConfirm'), validate('json', ConfirmAccountInput), async (c) => {
    const { token, username } = c.req.valid('json');
    const { result, cookies } = await confirmSignUp(
      c.get('db'),
      c.get('auth'),
      c.env.MEDIA,
      token,
      c.req.raw.headers,
      username,
    );
    for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ signedIn: result.signedIn });
  })
  /** A member who signed in with Google or Twitter the first time sets up their profile. */
  .post('/profile', limit('settings'), validate('json', CompleteProfileInput), async (c) => {
    const user = c.get('user');
    if (!user) throw notAuthenticated();
    if (c.get('profile')) throw fail(409, 'PROFILE_EXISTS', 'Your profile is already set up');
    const profile = await completeProfile(c.get('db'), user, c.req.valid('json'));
    return c.json({ ...toMe(profile), message: 'Welcome to Lifelist!' }, 201);
  })
  .get('/username-available', validate('query', v.object({ username: UsernameSchema })), async (c) => {
    const problem = await usernameProblem(c.get('db'), c.req.valid('query').username, c.get('user')?.id);
    return c.json({ available: problem === null, message: problem });
  })
  .post('/email', limit('settings'), requireUser, validate('json', ChangeEmailInput), async (c) => {
    const db = c.get('db');
    const actor = currentProfile(c);
    return c.json(
      await requestEmailChange(db, createMailer(c.env, db), appOrigin(c.env), actor, c.req.valid('json')),
      202,
    );
  })
  .post('/email/confirm', limit('emailConfirm'), validate('json', ConfirmEmailInput), async (c) => {
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
  .post('/password', limit('settings'), requireUser, validate('json', ChangePasswordInput), async (c) => {
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
  .post('/delete', limit('settings'), requireUser, validate('json', DeleteAccountInput), async (c) => {
    const db = c.get('db');
    const actor = currentProfile(c);
    await deleteAccount(db, c.env.MEDIA, c.req.url, actor, c.req.valid('json').password);
    // The session went with the account; clear the cookie too.
    c.header('Set-Cookie', 'lifelist.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax', { append: true });
    return c.json({ message: 'Your account and everything in it has been deleted.' });
  });

export const me = new Hono<AppEnv>()
  .get('/', (c) => {
    const profile = c.get('profile');
    if (!c.get('user')) throw notAuthenticated();
    if (!profile) throw fail(404, 'PROFILE_NOT_FOUND', 'Profile not found');
    return c.json(toMe(profile));
  })
  /**
   * The web app's question at start-up, "who is here, if anyone": a guest is an answer, not an
   * error, so a visitor's browser logs no failed request on every page.
   */
  .get('/current', (c) => {
    const profile = c.get('profile');
    c.header('Cache-Control', 'private, no-store');
    const user = c.get('user');
    return c.json({
      me: user && profile ? toMe(profile) : null,
      // Signed in with Google or Twitter, but no profile yet: the app asks for one first.
      newAccount: user && !profile ? { email: user.email, name: user.name } : null,
    });
  });
