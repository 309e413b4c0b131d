import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_ATTACHMENT_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_MESSAGES_PAGE,
  ContactInput,
  ContactMessagesQuery,
  contactCompletion,
} from '../../worker/contracts/contact';
import { chars, issue, read } from './contract-reader';

const form = {
  name: 'Ana',
  email: 'ana@example.com',
  category: 'technical_support',
  subject: 'Login',
  message: 'm'.repeat(50),
  privacyPolicy: true,
};

describe('the contact form (the spec’s messages)', () => {
  it('reads a filled form: no copy and no newsletter unless asked', () => {
    expect(read(ContactInput, form)).toStrictEqual({ ok: { ...form, sendCopy: false, newsletterSignup: false } });
  });

  it('reads everything it takes, trimmed', () => {
    expect(
      read(ContactInput, {
        name: ` ${chars(100)} `,
        email: ' Ana@Example.com ',
        phone: ' +44 (20) 7946-0958 ',
        company: ` ${chars(100)} `,
        category: 'other',
        otherCategory: ` ${chars(100)} `,
        subject: ` ${chars(200)} `,
        message: ` ${chars(5000)} `,
        privacyPolicy: true,
        sendCopy: true,
        newsletterSignup: true,
        captchaToken: 'token',
      }).ok,
    ).toStrictEqual({
      name: chars(100),
      email: 'Ana@Example.com',
      phone: '+44 (20) 7946-0958',
      company: chars(100),
      category: 'other',
      otherCategory: chars(100),
      subject: chars(200),
      message: chars(5000),
      privacyPolicy: true,
      sendCopy: true,
      newsletterSignup: true,
      captchaToken: 'token',
    });
  });

  it.each(['', '  ', '0123456789', '01234567890123456789', '+1 (555) 010-0000'])('a phone of %j passes', (phone) => {
    expect(read(ContactInput, { ...form, phone }).ok?.phone).toBe(phone.trim());
  });

  it.each(['012345678', '012345678901234567890', '0123456789x', '+44.20.7946.0958'])(
    'a phone of %j: Please enter a valid phone number',
    (phone) => {
      expect(issue(ContactInput, { ...form, phone })).toBe('Please enter a valid phone number');
    },
  );

  it.each([
    [{ name: '   ' }, 'Name is required'],
    [{ name: 7 }, 'Name is required'],
    [{ name: chars(101) }, 'Name must be less than 100 characters'],
    [{ email: '' }, 'Email is required'],
    [{ email: null }, 'Email is required'],
    [{ email: 'ana@' }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(245)}@example.com` }, 'Please enter a valid email address'],
    [{ company: chars(101) }, 'Company must be less than 100 characters'],
    [{ category: 'complaint' }, 'Please choose a category'],
    [{ category: 'other' }, 'Please specify the category'],
    [{ category: 'other', otherCategory: '   ' }, 'Please specify the category'],
    [{ otherCategory: chars(101) }, 'Other category is not valid'],
    [{ subject: ' ' }, 'Subject is required'],
    [{ subject: 7 }, 'Subject is required'],
    [{ message: 7 }, 'Message is required'],
    [{ subject: chars(201) }, 'Subject must be less than 200 characters'],
    [{ message: '   ' }, 'Message is required'],
    [{ message: ` ${'m'.repeat(49)} ` }, 'Message must be at least 50 characters'],
    [{ message: chars(5001) }, 'Message must be less than 5000 characters'],
    [{ privacyPolicy: false }, 'You must accept the privacy policy'],
    [{ privacyPolicy: 'true' }, 'You must accept the privacy policy'],
    [{ sendCopy: 'yes' }, 'Send copy is not valid'],
  ])('%j: %s', (change, message) => {
    expect(issue(ContactInput, { ...form, ...change })).toBe(message);
  });

  it('an address of up to 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    expect(read(ContactInput, { ...form, email }).ok?.email).toBe(email);
    expect(issue(ContactInput, { ...form, email: `a${email}` })).toBe('Please enter a valid email address');
  });

  it('a missing other category is shown at its own field', () => {
    const result = v.safeParse(ContactInput, { ...form, category: 'other' });
    expect(result.issues?.[0].path?.map((p) => p.key)).toEqual(['otherCategory']);
  });

  it('another category is specified only for Other', () => {
    expect(read(ContactInput, { ...form, category: 'other', otherCategory: 'Press' }).ok?.otherCategory).toBe('Press');
    expect(read(ContactInput, { ...form, category: 'partnership', otherCategory: '' }).ok?.category).toBe(
      'partnership',
    );
  });

  it('limits: 50 characters of message at least, attachments of 5 MB, 50 messages a page', () => {
    expect(CONTACT_MESSAGE_MIN).toBe(50);
    expect(CONTACT_ATTACHMENT_MAX).toBe(5 * 1024 * 1024);
    expect(CONTACT_MESSAGES_PAGE).toBe(50);
  });
});

describe('the completion bar counts five items', () => {
  const empty = { name: '', email: '', subject: '', message: '', privacyPolicy: false };

  it.each([
    [{}, 0],
    [{ name: 'Ana' }, 20],
    [{ name: '   ' }, 0],
    [{ email: 'a@b.co' }, 20],
    [{ email: ' ' }, 0],
    [{ subject: 'Hi' }, 20],
    [{ subject: '\t' }, 0],
    [{ message: 'm'.repeat(50) }, 20],
    [{ message: ` ${'m'.repeat(49)} ` }, 0],
    [{ privacyPolicy: true }, 20],
    [{ name: 'Ana', email: 'a@b.co', subject: 'Hi' }, 60],
    [{ name: 'Ana', email: 'a@b.co', subject: 'Hi', message: 'm'.repeat(51), privacyPolicy: true }, 100],
  ])('%j: %i %', (change, percent) => {
    expect(contactCompletion({ ...empty, ...change })).toBe(percent);
  });
});

describe('the admin Messages list', () => {
  it('all of them unless said, newest first from a cursor', () => {
    expect(read(ContactMessagesQuery, {})).toStrictEqual({ ok: { status: 'all', category: 'all' } });
    expect(
      read(ContactMessagesQuery, { status: 'handled', category: 'press_media', before: `a-_${'z'.repeat(61)}` }),
    ).toStrictEqual({ ok: { status: 'handled', category: 'press_media', before: `a-_${'z'.repeat(61)}` } });
    expect(read(ContactMessagesQuery, { status: 'new' }).ok?.status).toBe('new');
    expect(issue(ContactMessagesQuery, { status: 'open' })).toBe('Status is not valid');
    expect(issue(ContactMessagesQuery, { category: 'spam' })).toBe('Category is not valid');
    for (const before of ['', 'a b', 'x'.repeat(65), 'a/b'])
      expect(issue(ContactMessagesQuery, { before }), before).toBe('Invalid cursor');
  });
});
