import { Hono } from 'hono';
import { TURNSTILE_TEST_SITE_KEY } from '../../contracts/captcha';
import { ContactMessagesQuery } from '../../contracts/contact';
import { IdParams } from '../../contracts/social';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { createCaptchaVerifier } from '../../lib/captcha';
import { appOrigin } from '../../lib/config';
import { readForm } from '../../lib/form';
import { limit, spend, unlimited } from '../../lib/limits';
import { createMailer } from '../../lib/mailer';
import { validate } from '../../lib/validate';
import { maxBody } from '../../middleware/body-limit';
import { requireCan } from '../../middleware/session';
import { listContactMessages, markHandled, parseContactForm, submitContact } from './service';

export const contact = new Hono<AppEnv>()
  .get('/config', (c) => c.json({ turnstileSiteKey: c.env.TURNSTILE_SITE_KEY || TURNSTILE_TEST_SITE_KEY }))
  .post(
    '/',
    maxBody(12 * 1024 * 1024),
    unlimited('spends the contact limit once the form is valid and its CAPTCHA passed'),
    async (c) => {
      const db = c.get('db');
      const ip = c.req.header('cf-connecting-ip') ?? null;
      const { input, file } = parseContactForm(await readForm(c));
      // Counted once the form is valid and its CAPTCHA passed: neither a mistake on the form nor
      // someone failing CAPTCHAs from the same address uses up a real sender's allowance.
      const deps = {
        db,
        media: c.env.MEDIA,
        mailer: createMailer(c.env, db),
        captcha: createCaptchaVerifier(c.env),
        admit: () => spend(c, 'contact'),
        origin: appOrigin(c.env),
      };
      await submitContact(deps, c.get('profile'), input, file, ip);
      return c.json({ message: 'Message Sent Successfully' }, 201);
    },
  )
  .get('/messages', requireCan('admin:access'), validate('query', ContactMessagesQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listContactMessages(c.get('db'), c.req.valid('query')));
  })
  .put('/messages/:id/handled', limit('staff'), requireCan('admin:access'), validate('param', IdParams), async (c) =>
    c.json({ message: await markHandled(c.get('db'), currentProfile(c), c.req.valid('param').id) }),
  );
