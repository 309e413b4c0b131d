import { describe, expect, it } from 'vitest';
import {
  AdsQuery,
  ALT_MAX_LENGTH,
  COUNTER_TYPES,
  CommentInput,
  CounterSeenInput,
  CreatePostInput,
  CursorQuery,
  EMOJIS,
  FEED_PAGE_SIZE,
  FeedQuery,
  IMAGE_MAX_MB,
  MAX_MEDIA,
  MediaItem,
  POST_IMAGE_TYPES,
  POST_MAX_LENGTH,
  POST_VIDEO_TYPES,
  SearchQuery,
  ShareInput,
  TagSearchQuery,
  UpdatePostInput,
  VIDEO_MAX_MB,
} from '../../worker/contracts/community';
import { chars, issue, read } from './contract-reader';

const image = { url: 'posts/u1/a.jpg', type: 'image' };

describe('the composer’s limits, as the spec sets them', () => {
  it('300 characters, 4 files, images of 5 MB and videos of 20 MB, 15 emojis, 10 a page', () => {
    expect([POST_MAX_LENGTH, MAX_MEDIA, IMAGE_MAX_MB, VIDEO_MAX_MB, FEED_PAGE_SIZE, ALT_MAX_LENGTH]).toEqual([
      300, 4, 5, 20, 10, 300,
    ]);
    expect(POST_IMAGE_TYPES).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
    expect(POST_VIDEO_TYPES).toEqual(['video/mp4', 'video/webm', 'video/quicktime']);
    expect(EMOJIS).toHaveLength(15);
    expect(new Set(EMOJIS).size).toBe(15);
  });
});

describe('a post', () => {
  it('text alone: public, no files', () => {
    expect(read(CreatePostInput, { content: '  Hello  ' })).toStrictEqual({
      ok: { content: 'Hello', media: [], visibility: 'public' },
    });
  });

  it('a picture alone', () => {
    expect(read(CreatePostInput, { media: [image] })).toStrictEqual({
      ok: { content: '', media: [image], visibility: 'public' },
    });
    expect(read(CreatePostInput, { content: '   ', media: [image] }).ok?.content).toBe('');
  });

  it('everything it takes', () => {
    const media = [
      { url: 'a', type: 'image', alt: ` ${chars(300)} ` },
      { url: 'x'.repeat(300), type: 'video' },
      image,
      image,
    ];
    expect(
      read(CreatePostInput, {
        content: ` ${chars(300)} `,
        media,
        visibility: 'friends',
        location: ` ${chars(120)} `,
        activity_id: 1,
        custom_activity_id: 'c'.repeat(64),
      }),
    ).toStrictEqual({
      ok: {
        content: chars(300),
        media: [{ url: 'a', type: 'image', alt: chars(300) }, { url: 'x'.repeat(300), type: 'video' }, image, image],
        visibility: 'friends',
        location: chars(120),
        activity_id: 1,
        custom_activity_id: 'c'.repeat(64),
      },
    });
    expect(
      read(CreatePostInput, { content: 'x', location: null, activity_id: null, custom_activity_id: null }).ok,
    ).toStrictEqual({
      content: 'x',
      media: [],
      visibility: 'public',
      location: null,
      activity_id: null,
      custom_activity_id: null,
    });
  });

  it.each([
    [{}, 'Post must contain content or an image'],
    [{ content: '   ' }, 'Post must contain content or an image'],
    [{ content: '', media: [] }, 'Post must contain content or an image'],
    [{ content: chars(301) }, 'Post exceeds maximum length of 300 characters'],
    [{ content: 'x', media: [image, image, image, image, image] }, 'You can add at most 4 files'],
    [{ media: [{ url: 'a', type: 'audio' }] }, 'Invalid media type'],
    [{ media: [{ url: 'x'.repeat(301), type: 'image' }] }, 'Url is not valid'],
    [{ media: [{ ...image, alt: chars(301) }] }, 'Image descriptions can be at most 300 characters'],
    [{ content: 'x', visibility: 'secret' }, 'Invalid visibility'],
    [{ content: 'x', location: chars(121) }, 'Location must be less than 120 characters'],
    [{ content: 'x', activity_id: 0 }, 'Activity id is not valid'],
    [{ content: 'x', activity_id: 1.5 }, 'Activity id is not valid'],
    [{ content: 'x', custom_activity_id: 'c'.repeat(65) }, 'Invalid activity'],
    [{ content: 'x', pinned: true }, 'Pinned is not something this form takes'],
  ])('%j: %s', (input, message) => {
    expect(issue(CreatePostInput, input)).toBe(message);
    expect(issue(UpdatePostInput, input)).toBe(message);
  });

  it('a file on its own', () => {
    expect(read(MediaItem, { url: 'x'.repeat(300), type: 'video', alt: '  ' })).toStrictEqual({
      ok: { url: 'x'.repeat(300), type: 'video', alt: '' },
    });
  });
});

describe('comments and replies', () => {
  it('a comment, trimmed, of up to 2000 characters', () => {
    expect(read(CommentInput, { post_id: 'p1', content: ` ${chars(2000)} ` })).toStrictEqual({
      ok: { post_id: 'p1', content: chars(2000) },
    });
    expect(read(CommentInput, { post_id: 'p'.repeat(64), content: 'x', parent_id: 'c'.repeat(64) }).ok).toEqual({
      post_id: 'p'.repeat(64),
      content: 'x',
      parent_id: 'c'.repeat(64),
    });
    expect(read(CommentInput, { post_id: 'p1', content: 'x', parent_id: null }).ok?.parent_id).toBeNull();
  });

  it.each([
    [{ content: 'x' }, 'Post ID is required'],
    [{ post_id: '', content: 'x' }, 'Post ID is required'],
    [{ post_id: 'p'.repeat(65), content: 'x' }, 'Post id is not valid'],
    [{ post_id: 'p1' }, 'Content is required'],
    [{ post_id: 'p1', content: '   ' }, 'Content is required'],
    [{ post_id: 'p1', content: chars(2001) }, 'Comment must be less than 2000 characters'],
    [{ post_id: 'p1', content: 'x', parent_id: 'c'.repeat(65) }, 'Parent id is not valid'],
  ])('%j: %s', (input, message) => {
    expect(issue(CommentInput, input)).toBe(message);
  });

  it('sharing on a known platform', () => {
    for (const platform of ['copy', 'twitter', 'facebook'])
      expect(read(ShareInput, { platform })).toEqual({ ok: { platform } });
    expect(issue(ShareInput, { platform: 'myspace' })).toBe('Invalid share platform');
  });
});

describe('the feed', () => {
  it('everyone’s, all kinds, most recent first, from the start, unless said', () => {
    expect(read(FeedQuery, {})).toStrictEqual({
      ok: { content: 'all', source: 'everyone', sort: 'recent', offset: 0 },
    });
    expect(
      read(FeedQuery, {
        content: 'blogs',
        source: 'following',
        sort: 'trending',
        hashtag: ` ${chars(60)} `,
        user: 'u'.repeat(64),
        offset: '999999',
      }).ok,
    ).toStrictEqual({
      content: 'blogs',
      source: 'following',
      sort: 'trending',
      hashtag: chars(60),
      user: 'u'.repeat(64),
      offset: 999999,
    });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
  ])('a flag of %j reads as %j', (flag, value) => {
    expect(read(FeedQuery, { saved: flag }).ok?.saved).toBe(value);
    expect(read(FeedQuery, { trending: flag }).ok?.trending).toBe(value);
  });

  it.each([
    [{ content: 'videos' }, 'Invalid content type'],
    [{ source: 'strangers' }, 'Invalid source'],
    [{ sort: 'oldest' }, 'Invalid sort'],
    [{ saved: 'yes' }, 'Saved is not valid'],
    [{ trending: 'TRUE' }, 'Trending is not valid'],
    [{ hashtag: chars(61) }, 'Hashtag is not valid'],
    [{ user: 'u'.repeat(65) }, 'User is not valid'],
    [{ offset: '1000000' }, 'Invalid offset'],
    [{ offset: '-1' }, 'Invalid offset'],
    [{ offset: '' }, 'Invalid offset'],
  ])('%j: %s', (input, message) => {
    expect(issue(FeedQuery, input)).toBe(message);
  });

  it('searching the community', () => {
    expect(read(SearchQuery, {})).toStrictEqual({ ok: { q: '', tab: 'all', sort: 'relevance' } });
    expect(read(SearchQuery, { q: ` ${chars(100)} `, tab: 'hashtags', sort: 'recent' })).toStrictEqual({
      ok: { q: chars(100), tab: 'hashtags', sort: 'recent' },
    });
    expect(issue(SearchQuery, { q: chars(101) })).toBe('Search is too long');
    expect(issue(SearchQuery, { tab: 'blogs' })).toBe('Invalid tab');
    expect(issue(SearchQuery, { sort: 'popular' })).toBe('Invalid sort');
  });

  it('counters, cursors, tags and ads', () => {
    expect(COUNTER_TYPES).toEqual(['all', 'posts', 'blogs', 'following']);
    expect(read(CounterSeenInput, { type: 'following' })).toEqual({ ok: { type: 'following' } });
    expect(issue(CounterSeenInput, { type: 'people' })).toBe('Invalid counter');
    expect(read(CursorQuery, { cursor: 'c'.repeat(64) })).toEqual({ ok: { cursor: 'c'.repeat(64) } });
    expect(issue(CursorQuery, { cursor: 'c'.repeat(65) })).toBe('Cursor is not valid');
    expect(read(TagSearchQuery, {})).toStrictEqual({ ok: { q: '' } });
    expect(read(TagSearchQuery, { q: ` ${chars(100)} ` })).toEqual({ ok: { q: chars(100) } });
    expect(issue(TagSearchQuery, { q: chars(101) })).toBe('Q is not valid');
    expect(read(AdsQuery, { tags: 't'.repeat(300) })).toEqual({ ok: { tags: 't'.repeat(300) } });
    expect(issue(AdsQuery, { tags: 't'.repeat(301) })).toBe('Tags is not valid');
  });
});
