import { describe, expect, it } from 'vitest';
import {
  BLOG_MESSAGES,
  BlogAutosaveInput,
  BlogCommentInput,
  BlogCreateInput,
  BlogListQuery,
  BlogUpdateInput,
  cleanTags,
  ReactionInput,
} from '../../worker/contracts/blogs';
import {
  conversationIdOf,
  MessagePageQuery,
  MessagesQuery,
  MISSING_RECIPIENT,
  SendMessageInput,
  StartThreadInput,
  THREAD_NOT_FOUND,
  ThreadListQuery,
} from '../../worker/contracts/messaging';
import { SubscribeInput } from '../../worker/contracts/newsletter';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_PRIVACY_SETTINGS,
  NotificationPreferencesSchema,
  PrivacySettingsSchema,
} from '../../worker/contracts/profile-settings';
import { ReportUserInput } from '../../worker/contracts/reports';
import { BlockInput, MutedWordInput, PageQuery, UserIdInput } from '../../worker/contracts/social';
import { chars, issue, read } from './contract-reader';

describe('people: follow, block, mute, report', () => {
  it('a member is named by an id', () => {
    expect(read(UserIdInput, { user_id: 'u1' })).toEqual({ ok: { user_id: 'u1' } });
    expect(issue(UserIdInput, { user_id: '' })).toBe('Missing user');
    expect(issue(UserIdInput, {})).toBe('Missing user');
    expect(issue(UserIdInput, { user_id: 'x'.repeat(65) })).toBe('Missing user');
    expect(read(UserIdInput, { user_id: 'x'.repeat(64) }).ok).toBeDefined();
    expect(issue(UserIdInput, { user_id: 'u1', extra: 1 })).toBeDefined();
  });

  it('a block’s reason: up to 500 characters, trimmed', () => {
    expect(read(BlockInput, { user_id: 'u1', reason: `  ${chars(500)}  ` })).toEqual({
      ok: { user_id: 'u1', reason: chars(500) },
    });
    expect(issue(BlockInput, { user_id: 'u1', reason: chars(501) })).toBe('Reason must be less than 500 characters');
  });

  it('pages of people: 1 to 100 at a time', () => {
    expect(read(PageQuery, {})).toEqual({ ok: { limit: 20, offset: 0 } });
    expect(read(PageQuery, { limit: '100', offset: '999999' })).toEqual({ ok: { limit: 100, offset: 999999 } });
    expect(read(PageQuery, { limit: '1' }).ok).toEqual({ limit: 1, offset: 0 });
    for (const limit of ['0', '101', '1000', '-1', 'x', ''])
      expect(read(PageQuery, { limit }).issue, limit).toBeDefined();
    for (const offset of ['1000000', '-1', '1.5']) expect(read(PageQuery, { offset }).issue, offset).toBeDefined();
  });

  it.each([
    ['Spoilers', 'spoilers'],
    ['  Game   of  Thrones ', 'game of thrones'],
    ['#WorldCup', '#worldcup'],
    ['#λέξη', '#λέξη'],
    ["don't", "don't"],
    ['half-marathon', 'half-marathon'],
    ['ab', 'ab'],
    [chars(40).replace(/🙂/g, 'x'), chars(40).replace(/🙂/g, 'x').toLowerCase()],
  ])('a muted word %j is kept as %j', (word, kept) => {
    expect(read(MutedWordInput, { word })).toEqual({ ok: { word: kept } });
  });

  it.each(['a', '#a', ' ', 'x'.repeat(41), `#${'x'.repeat(40)}`, '-ab', 'ab-', 'a.b', 'a*', '(x)', '#two words'])(
    'refuses %j as a muted word',
    (word) => {
      expect(issue(MutedWordInput, { word })).toBe('Enter a word, phrase or #hashtag of 2 to 40 letters and numbers');
    },
  );

  it('a muted word must be text', () => {
    expect(issue(MutedWordInput, { word: 3 })).toBe('Enter a word, phrase or #hashtag of 2 to 40 letters and numbers');
  });

  it('reporting a member: a reason from the list, notes up to 1,000 characters', () => {
    expect(read(ReportUserInput, { user_id: 'u1', reason: 'Spam or scam', extra_notes: ` ${chars(1000)} ` })).toEqual({
      ok: { user_id: 'u1', reason: 'Spam or scam', extra_notes: chars(1000) },
    });
    expect(issue(ReportUserInput, { user_id: 'u1', reason: 'Spam or scam', extra_notes: chars(1001) })).toBe(
      'Notes must be less than 1000 characters',
    );
    expect(issue(ReportUserInput, { user_id: 'u1', reason: 'Because' })).toBe('Please choose a reason');
    expect(issue(ReportUserInput, { user_id: '', reason: 'Spam or scam' })).toBe('Missing user');
    expect(issue(ReportUserInput, { reason: 'Spam or scam' })).toBe('Missing user');
  });
});

describe('newsletter sign-up', () => {
  it('an address, trimmed and in lower case', () => {
    expect(read(SubscribeInput, { email: '  Ana@Example.COM ' })).toEqual({ ok: { email: 'ana@example.com' } });
  });

  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['ana@', 'Please enter a valid email address'],
    ['ana.example.com', 'Please enter a valid email address'],
    [`${'a'.repeat(243)}@example.com`, 'Please enter a valid email address'],
    [42, 'Please enter a valid email address'],
  ])('%j: %s', (email, message) => {
    expect(issue(SubscribeInput, { email })).toBe(message);
  });

  it('up to 254 characters of address', () => {
    expect(
      read(SubscribeInput, { email: `${'a'.repeat(64)}.${'b'.repeat(64)}@${'c'.repeat(60)}.${'d'.repeat(50)}.com` }).ok,
    ).toBeDefined();
  });
});

describe('messages', () => {
  it('a conversation is the two members’ ids, sorted', () => {
    expect(conversationIdOf('zed', 'amy')).toBe('amy-zed');
    expect(conversationIdOf('amy', 'zed')).toBe('amy-zed');
  });

  it('say what went wrong in the product’s words', () => {
    expect(MISSING_RECIPIENT).toBe('Missing recipient or conversation information');
    expect(THREAD_NOT_FOUND).toBe("This conversation doesn't exist or you don't have permission to view it.");
  });

  it('a message: trimmed, not empty, up to 2,000 characters counted as people count them', () => {
    expect(read(SendMessageInput, { message: `  ${chars(2000)}  `, threadId: ' t1 ' })).toEqual({
      ok: { message: chars(2000), threadId: 't1' },
    });
    expect(issue(SendMessageInput, { message: chars(2001) })).toBe('Messages can be at most 2000 characters');
    expect(issue(SendMessageInput, { message: '   ' })).toBe('Please write a message');
    expect(issue(SendMessageInput, {})).toBe('Please write a message');
    expect(issue(SendMessageInput, { message: 'hi', threadId: '' })).toBeDefined();
    expect(issue(SendMessageInput, { message: 'hi', recipientId: 'x'.repeat(81) })).toBeDefined();
    expect(read(SendMessageInput, { message: 'hi', recipientId: 'x'.repeat(80) }).ok).toBeDefined();
  });

  it('a retried send carries the id its sender chose', () => {
    expect(read(SendMessageInput, { message: 'hi', clientId: 'abcDEF12' }).ok).toEqual({
      message: 'hi',
      clientId: 'abcDEF12',
    });
    expect(read(SendMessageInput, { message: 'hi', clientId: `a_-${'x'.repeat(61)}` }).ok).toBeDefined();
    for (const clientId of ['abcdefg', 'x'.repeat(65), 'abc def12', 'abcdefg!'])
      expect(issue(SendMessageInput, { message: 'hi', clientId }), clientId).toBe('Invalid message id');
  });

  it('starting a conversation names its recipient, or says it is missing', () => {
    expect(read(StartThreadInput, { recipient_id: ' u2 ', message: 'Hello' })).toEqual({
      ok: { recipient_id: 'u2', message: 'Hello' },
    });
    expect(issue(StartThreadInput, { recipient_id: 7, message: 'Hello' })).toBe(MISSING_RECIPIENT);
    expect(issue(StartThreadInput, { recipient_id: 'x'.repeat(81), message: 'Hello' })).toBeDefined();
    expect(read(StartThreadInput, { message: 'Hello' }).ok).toEqual({ message: 'Hello' });
  });

  it('pages of conversations and messages: numbers, capped, never below zero', () => {
    expect(read(ThreadListQuery, {})).toEqual({ ok: { limit: 20, offset: 0 } });
    expect(read(ThreadListQuery, { limit: '500', offset: '5000000' })).toEqual({ ok: { limit: 100, offset: 1000000 } });
    expect(read(MessagePageQuery, {})).toEqual({ ok: { limit: 50, offset: 0 } });
    expect(read(MessagePageQuery, { limit: '0', before: '7' })).toEqual({ ok: { limit: 0, offset: 0, before: 7 } });
    for (const limit of ['-1', 'x']) expect(read(ThreadListQuery, { limit }).issue, limit).toBeDefined();
    for (const before of ['0', '1.5', 'x', '-3'])
      expect(read(MessagePageQuery, { before }).issue, before).toBeDefined();
    expect(read(MessagesQuery, { thread_id: ' t ', user_id: 'u' }).ok).toEqual({
      limit: 50,
      offset: 0,
      thread_id: 't',
      user_id: 'u',
    });
  });
});

describe('blogs', () => {
  const blog = { title: 'My first ultra', content: '<p>Words</p>' };

  it('a new blog: title and content, draft and public unless said otherwise', () => {
    expect(read(BlogCreateInput, { ...blog, title: '  My first ultra  ' })).toEqual({
      ok: { ...blog, subtitle: null, cover_image_url: null, tags: [], visibility: 'public', status: 'draft' },
    });
    expect(issue(BlogCreateInput, { ...blog, title: '  ' })).toBe(BLOG_MESSAGES.titleRequired);
    expect(issue(BlogCreateInput, { content: 'x' })).toBe('Title is required');
    expect(issue(BlogCreateInput, { title: 'x' })).toBe('Content is required');
    expect(issue(BlogCreateInput, { ...blog, title: chars(201) })).toBe('Title must be 200 characters or fewer');
    expect(read(BlogCreateInput, { ...blog, title: chars(200) }).ok).toBeDefined();
    expect(issue(BlogCreateInput, { ...blog, content: 'x'.repeat(400_001) })).toBe('The blog is too long to save');
    expect(issue(BlogCreateInput, { ...blog, visibility: 'everyone' })).toBeDefined();
    expect(issue(BlogCreateInput, { ...blog, status: 'live' })).toBeDefined();
  });

  it('a subtitle: trimmed, left out when empty, up to 300 characters', () => {
    expect(read(BlogCreateInput, { ...blog, subtitle: '   ' }).ok?.subtitle).toBeNull();
    expect(read(BlogCreateInput, { ...blog, subtitle: ' Why ' }).ok?.subtitle).toBe('Why');
    expect(read(BlogCreateInput, { ...blog, subtitle: 'x'.repeat(300) }).ok?.subtitle).toHaveLength(300);
    expect(issue(BlogCreateInput, { ...blog, subtitle: 'x'.repeat(301) })).toBe(
      'Subtitle must be 300 characters or fewer',
    );
  });

  it('a cover is a file this product stored', () => {
    const url = '/media/blog-covers/u-1/abc.webp';
    expect(read(BlogCreateInput, { ...blog, cover_image_url: url }).ok?.cover_image_url).toBe(url);
    for (const bad of [
      'https://evil.example/x.png',
      '/media/blog-covers/u1',
      '/media/blog-covers/../x/y.png',
      `${url}?x`,
    ])
      expect(issue(BlogCreateInput, { ...blog, cover_image_url: bad }), bad).toBe('Upload the cover image again');
  });

  it('tags: trimmed, single-spaced, 30 characters, no repeats in any case, at most 10', () => {
    expect(cleanTags([' Trail  running ', 'trail running', '', '  ', 'x'.repeat(31), 'Food'])).toEqual([
      'Trail running',
      'x'.repeat(30),
      'Food',
    ]);
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(read(BlogCreateInput, { ...blog, tags: [...ten, 'T0'] }).ok?.tags).toEqual(ten);
    expect(issue(BlogCreateInput, { ...blog, tags: [...ten, 'eleven'] })).toBe('A blog can have at most 10 tags');
  });

  it('search settings: a canonical address must be a web address', () => {
    expect(read(BlogCreateInput, { ...blog, canonical_url: ' https://x.example/a ' }).ok?.canonical_url).toBe(
      'https://x.example/a',
    );
    expect(read(BlogCreateInput, { ...blog, canonical_url: '' }).ok?.canonical_url).toBe('');
    expect(issue(BlogCreateInput, { ...blog, canonical_url: 'ftp://x.example/a' })).toBe(
      'Canonical URL must start with https://',
    );
    expect(issue(BlogCreateInput, { ...blog, canonical_url: 'https://x.example/a b' })).toBe(
      'Canonical URL must start with https://',
    );
  });

  it('an update or an autosave may carry any part', () => {
    expect(read(BlogUpdateInput, {})).toEqual({ ok: {} });
    expect(issue(BlogUpdateInput, { title: ' ' })).toBe('Title is required');
    expect(read(BlogAutosaveInput, { title: '' })).toEqual({ ok: { title: '' } });
    expect(read(BlogAutosaveInput, { title: chars(201) }).issue).toBeDefined();
  });

  it('the list: sort and direction fall back to the newest first', () => {
    expect(read(BlogListQuery, {})).toEqual({ ok: { sort: 'date', dir: 'desc', offset: 0 } });
    expect(read(BlogListQuery, { sort: 'nonsense', dir: 'sideways' }).ok).toMatchObject({ sort: 'date', dir: 'desc' });
    expect(read(BlogListQuery, { dir: 'asc', offset: '20' }).ok).toMatchObject({ dir: 'asc', offset: 20 });
    expect(read(BlogListQuery, { offset: '-1' }).issue).toBeDefined();
    expect(read(BlogListQuery, { tag: chars(31) }).issue).toBeDefined();
  });

  it('comments and reactions', () => {
    expect(read(BlogCommentInput, { content: ` ${chars(2000)} ` }).ok).toEqual({ content: chars(2000) });
    expect(issue(BlogCommentInput, { content: chars(2001) })).toBe('Comments must be 2000 characters or fewer');
    expect(issue(BlogCommentInput, { content: ' ' })).toBe('Content is required');
    expect(issue(BlogCommentInput, {})).toBe('Content is required');
    expect(read(ReactionInput, { emoji: '🔥' }).ok).toEqual({ emoji: '🔥' });
    expect(issue(ReactionInput, { emoji: '💩' })).toBe('Choose one of the offered reactions');
  });
});

describe('settings', () => {
  it('defaults: e-mail on but marketing, push on but system updates and marketing, SMS off', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      email: {
        activity_reminders: true,
        friend_requests: true,
        messages: true,
        system_updates: true,
        marketing: false,
      },
      push: {
        activity_reminders: true,
        friend_requests: true,
        messages: true,
        system_updates: false,
        marketing: false,
      },
      sms: {
        activity_reminders: false,
        friend_requests: false,
        messages: false,
        system_updates: false,
        marketing: false,
      },
    });
    expect(read(NotificationPreferencesSchema, DEFAULT_NOTIFICATION_PREFERENCES).ok).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
    expect(
      read(NotificationPreferencesSchema, {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        sms: { ...DEFAULT_NOTIFICATION_PREFERENCES.sms, marketing: 'yes' },
      }).issue,
    ).toBeDefined();
  });

  it('privacy: public, with analytics and recommendations allowed, the e-mail hidden, anyone may message', () => {
    expect(DEFAULT_PRIVACY_SETTINGS).toEqual({
      profile_visibility: 'public',
      activity_privacy: 'public',
      allow_data_analytics: true,
      allow_recommendations: true,
      show_email: false,
      who_can_message: 'everyone',
      typing_indicators: true,
      read_receipts: true,
    });
    expect(read(PrivacySettingsSchema, DEFAULT_PRIVACY_SETTINGS).ok).toEqual(DEFAULT_PRIVACY_SETTINGS);
    expect(read(PrivacySettingsSchema, { ...DEFAULT_PRIVACY_SETTINGS, who_can_message: 'aliens' }).issue).toBeDefined();
    expect(
      read(PrivacySettingsSchema, { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'hidden' }).issue,
    ).toBeDefined();
  });
});
