import * as v from 'valibot';
import { maxChars } from './characters';

const userId = v.pipe(v.string('Missing user'), v.minLength(1, 'Missing user'), v.maxLength(64, 'Missing user'));

export const UserIdInput = v.strictObject({ user_id: userId });
export const BlockInput = v.strictObject({
  user_id: userId,
  reason: v.optional(v.pipe(v.string(), v.trim(), maxChars(500, 'Reason must be less than 500 characters'))),
});
export const IdParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
export const PageQuery = v.object({
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)),
    '20',
  ),
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)), '0'),
});

export type FollowStatusResult = 'none' | 'pending' | 'accepted' | 'other';

export const MUTED_WORDS_MAX = 100;
/** Most characters of a muted word, phrase or #hashtag, its # included. */
export const MUTED_WORD_MAX = 40;
const MUTED_WORD_MESSAGE = 'Enter a word, phrase or #hashtag of 2 to 40 letters and numbers';
/** A #hashtag of letters, numbers and _, or words that start and end with a letter or number. */
const MUTED_WORD_PATTERN = new RegExp(
  `^(#[\\p{L}\\p{N}_]{2,${MUTED_WORD_MAX - 1}}|[\\p{L}\\p{N}][\\p{L}\\p{N} '’-]{0,${MUTED_WORD_MAX - 2}}[\\p{L}\\p{N}])$`,
  'u',
);
/**
 * A muted word, phrase or #hashtag, kept in lower case with single spaces. Letters, numbers,
 * spaces, hyphens and apostrophes only: it is matched as words, never as a pattern.
 */
export const MutedWordInput = v.strictObject({
  word: v.pipe(
    v.string(MUTED_WORD_MESSAGE),
    v.transform((w) => w.trim().replace(/\s+/g, ' ').toLowerCase()),
    v.regex(MUTED_WORD_PATTERN, MUTED_WORD_MESSAGE),
  ),
});
