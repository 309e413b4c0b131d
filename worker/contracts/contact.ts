import * as v from 'valibot';
import { charCount, maxChars, minChars } from './characters';
import { CONTACT_CATEGORIES, CONTACT_STATUSES } from './enums';
import { hasPhoneDigits } from './phone';

export const CONTACT_ATTACHMENT_MAX = 5 * 1024 * 1024;
export const CONTACT_MESSAGE_MIN = 50;

/** The contact form, as the browser checks it and the API checks it again. */
export const ContactInput = v.pipe(
  v.object({
    name: v.pipe(
      v.string('Name is required'),
      v.trim(),
      v.nonEmpty('Name is required'),
      maxChars(100, 'Name must be less than 100 characters'),
    ),
    email: v.pipe(
      v.string('Email is required'),
      v.trim(),
      v.nonEmpty('Email is required'),
      v.maxLength(254, 'Please enter a valid email address'),
      v.email('Please enter a valid email address'),
    ),
    phone: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check(
          (p) => p === '' || (/^[\d+\s\-()]{10,20}$/.test(p) && hasPhoneDigits(p)),
          'Please enter a valid phone number',
        ),
      ),
    ),
    company: v.optional(v.pipe(v.string(), v.trim(), maxChars(100, 'Company must be less than 100 characters'))),
    category: v.picklist(CONTACT_CATEGORIES, 'Please choose a category'),
    otherCategory: v.optional(v.pipe(v.string(), v.trim(), maxChars(100))),
    subject: v.pipe(
      v.string('Subject is required'),
      v.trim(),
      v.nonEmpty('Subject is required'),
      maxChars(200, 'Subject must be less than 200 characters'),
    ),
    message: v.pipe(
      v.string('Message is required'),
      v.trim(),
      v.nonEmpty('Message is required'),
      minChars(CONTACT_MESSAGE_MIN, 'Message must be at least 50 characters'),
      maxChars(5000, 'Message must be less than 5000 characters'),
    ),
    privacyPolicy: v.literal(true, 'You must accept the privacy policy'),
    sendCopy: v.optional(v.boolean(), false),
    newsletterSignup: v.optional(v.boolean(), false),
    captchaToken: v.optional(v.string()),
  }),
  v.forward(
    v.check((f) => f.category !== 'other' || Boolean(f.otherCategory?.trim()), 'Please specify the category'),
    ['otherCategory'],
  ),
);
export type ContactInput = v.InferOutput<typeof ContactInput>;

/** The five items the completion bar counts. */
export function contactCompletion(f: {
  name: string;
  email: string;
  subject: string;
  message: string;
  privacyPolicy: boolean;
}) {
  const done = [
    f.name.trim(),
    f.email.trim(),
    f.subject.trim(),
    charCount(f.message.trim()) >= CONTACT_MESSAGE_MIN,
    f.privacyPolicy,
  ].filter(Boolean).length;
  return Math.round((done / 5) * 100);
}

/** Messages per page of the admin Messages list. */
export const CONTACT_MESSAGES_PAGE = 50;

/**
 * The admin Messages list: by status (default all) and category, newest first; `before` is the
 * `nextCursor` of the previous page (the id of its last message).
 */
export const ContactMessagesQuery = v.object({
  status: v.optional(v.picklist(['all', ...CONTACT_STATUSES]), 'all'),
  category: v.optional(v.picklist(['all', ...CONTACT_CATEGORIES]), 'all'),
  before: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'Invalid cursor'))),
});
export type ContactMessagesQuery = v.InferOutput<typeof ContactMessagesQuery>;
