import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES, FIRST_DAY, isCalendarDay, isRealDay, LAST_DAY } from '../../worker/contracts/calendar-day';
import { charCount } from '../../worker/contracts/char-count';
import { maxChars } from '../../worker/contracts/characters';
import { isReservedSlug, normaliseSlug, SLUG_ALIASES, splitKeywords } from '../../worker/contracts/page-slug';
import { POST_TEXT_TOKEN } from '../../worker/contracts/post-text';

describe('a day on the calendar', () => {
  it.each([
    ['2000-01-01', true],
    ['1999-12-31', false],
    ['2100-12-31', true],
    ['2101-01-01', false],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00', false],
    [' 2026-01-01', false],
    ['0001-01-01', false],
    ['9999-12-31', false],
    ['', false],
  ])('%s: %s', (day, ok) => {
    expect(isCalendarDay(day)).toBe(ok);
  });

  it('runs from 2000 to 2100, and says so in the words of each form', () => {
    expect([FIRST_DAY, LAST_DAY]).toEqual(['2000-01-01', '2100-12-31']);
    expect(DATE_MESSAGES).toEqual({
      target: 'Target date must be a date',
      due: 'Due date must be a date',
      coach: 'Please choose a date',
    });
  });
});

describe('characters, as people count them', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['café', 4],
    ['λόγος', 5],
    ['🙂🙂', 2],
    ['👍🏽', 2],
  ])('%j has %i', (text, n) => {
    expect(charCount(text)).toBe(n);
  });

  it('a limit lets the last character in and refuses the next, with its message or the default', () => {
    const limited = v.pipe(v.string(), maxChars(3, 'At most 3'));
    expect(v.safeParse(limited, 'λ🙂é').success).toBe(true);
    const over = v.safeParse(limited, 'λ🙂éa');
    expect(over.success).toBe(false);
    expect(over.issues?.[0]?.message).toBe('At most 3');
    const plain = v.pipe(v.string(), maxChars(2));
    expect(v.safeParse(plain, '🙂🙂').success).toBe(true);
    expect(v.safeParse(plain, '🙂🙂🙂').success).toBe(false);
    expect(maxChars(7).maxChars).toBe(7);
    expect(maxChars(9, 'x').maxChars).toBe(9);
  });
});

describe('static page addresses', () => {
  it.each([
    ['  About Us  ', 'about-us'],
    ['Legal/Terms', 'legal/terms'],
    ['/help//faqs/', 'help/faqs'],
    ['Café & Bar', 'caf----bar'],
    ['already-fine-1', 'already-fine-1'],
  ])('%j is written %j', (raw, slug) => {
    expect(normaliseSlug(raw)).toBe(slug);
  });

  it.each([
    ['activities', true],
    ['admin/anything', true],
    ['api', true],
    ['profile/me', true],
    ['sign-in', true],
    ['about', true],
    ['legal-terms', true],
    ['community', true],
    ['community/saved', true],
    ['community/search', true],
    ['community/hashtag', true],
    ['community/post', true],
    ['community/guidelines', false],
    ['about-us', false],
    ['legal/terms', false],
    ['help/faqs', false],
    ['activitiesx', false],
  ])('%s is one the app answers itself: %s', (slug, reserved) => {
    expect(isReservedSlug(slug)).toBe(reserved);
  });

  it('old addresses that moved', () => {
    expect(SLUG_ALIASES).toEqual({ about: 'about-us', 'legal-terms': 'legal/terms' });
  });

  it('keywords are split on commas, trimmed, empties dropped', () => {
    expect(splitKeywords(' hiking, , wild swimming ,camping,')).toEqual(['hiking', 'wild swimming', 'camping']);
    expect(splitKeywords('')).toEqual([]);
  });
});

describe('what in a post becomes a link', () => {
  const tokens = (text: string) => text.split(POST_TEXT_TOKEN).filter((_, i) => i % 2 === 1);

  it('addresses without their closing punctuation, hashtags in any script, mentions of usernames', () => {
    expect(tokens('See https://example.com/a?b=1. Then #Everest2026 and #café with @maya_ok!')).toEqual([
      'https://example.com/a?b=1',
      '#Everest2026',
      '#café',
      '@maya_ok',
    ]);
    expect(tokens('(http://x.org/path) and "https://y.org/q"')).toEqual(['http://x.org/path', 'https://y.org/q']);
  });

  it('leaves what is not one alone', () => {
    expect(tokens('ftp://x.org # @ab email@ me www.example.com')).toEqual([]);
    expect(tokens(`#${'a'.repeat(50)}`)).toEqual([`#${'a'.repeat(50)}`]);
    expect(tokens(`#${'a'.repeat(51)}`)).toEqual([`#${'a'.repeat(50)}`]);
    expect(tokens(`@${'a'.repeat(21)}`)).toEqual([`@${'a'.repeat(20)}`]);
  });
});

describe('a day that exists, in any year', () => {
  it.each([
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-04-31', false],
    ['2027-4-30', false],
    ['', false],
  ])('%s: %s', (day, real) => {
    expect(isRealDay(day)).toBe(real);
  });
});
