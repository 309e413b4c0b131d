import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FiltersButton } from '@/features/community/components/filters-panel';
import { PostText, timeAgo } from '@/features/community/components/post-text';
import { adForSlot } from '@/features/community/components/sponsored-card';
import { checkFiles, composerError, createFailureMessage, remaining } from '@/features/community/composer-rules';
import {
  activeFilterCount,
  applyCustomFilter,
  badge,
  DEFAULT_FILTERS,
  deleteCustomFilter,
  type FilterState,
  initialFilterState,
  loadFilters,
  resetFilters,
  saveCustomFilter,
  setFilter,
  storeFilters,
} from '@/features/community/filters';
import { postTitle } from '@/features/community/queries';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('composer validation', () => {
  it('needs text or media and at most 300 characters', () => {
    expect(composerError('   ', 0)).toBe('Please add some text or an image to your post');
    expect(composerError('', 1)).toBeNull();
    expect(composerError('x'.repeat(301), 0)).toBe('Post exceeds maximum length of 300 characters');
    expect(remaining('x'.repeat(290))).toBe(10);
  });

  it('keeps valid files and names the refused ones with the spec message', () => {
    const { accepted, error } = checkFiles(
      [
        file('a.png', 'image/png'),
        file('b.bmp', 'image/bmp'),
        file('c.mp4', 'video/mp4'),
        file('d.avi', 'video/x-msvideo'),
        file('e.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
      ],
      0,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'c.mp4']);
    expect(error).toBe(
      "Some files couldn't be added: b.bmp (invalid image format), d.avi (invalid video format), e.jpg (exceeds 5MB)",
    );
  });

  it('stops at 4 files in all', () => {
    const { accepted, error } = checkFiles([file('a.png', 'image/png'), file('b.png', 'image/png')], 3);
    expect(accepted).toHaveLength(1);
    expect(error).toContain('b.png');
  });

  it('words create failures as the spec does', () => {
    expect(createFailureMessage({ status: 401, code: 'UNAUTHENTICATED', message: 'Not authenticated' })).toBe(
      'Please sign in to create a post.',
    );
    expect(
      createFailureMessage({ status: 400, code: 'VALIDATION', message: 'Post must contain content or an image' }),
    ).toBe('Failed to create post: Post must contain content or an image');
    expect(createFailureMessage({ status: 403, code: 'FORBIDDEN', message: 'x' })).toBe(
      'Authentication error: Please sign out and sign back in, then try again.',
    );
  });
});

describe('feed filters', () => {
  beforeEach(() => localStorage.clear());

  it('counts non-default values and resets without losing saved filters', () => {
    let s = setFilter(initialFilterState(), 'sort', 'popular');
    s = setFilter(s, 'saved', true);
    expect(activeFilterCount(s)).toBe(2);
    const saved = saveCustomFilter(s, '  Popular saved ');
    if (!('state' in saved)) throw new Error('expected a state');
    expect(saved.state.customFilters[0]?.name).toBe('Popular saved');
    const reset = resetFilters(saved.state);
    expect({ ...reset, customFilters: [] }).toEqual({
      ...DEFAULT_FILTERS,
      customFilters: [],
      activeCustomFilter: null,
    });
    expect(reset.customFilters).toHaveLength(1);
    const applied = applyCustomFilter(reset, saved.state.customFilters[0]?.id as string);
    expect(applied.sort).toBe('popular');
    expect(applied.activeCustomFilter).toBe(saved.state.customFilters[0]?.id);
    const deleted = deleteCustomFilter(applied, applied.activeCustomFilter as string);
    expect(deleted.activeCustomFilter).toBeNull();
    expect(deleted.customFilters).toEqual([]);
  });

  it('refuses blank and duplicate names', () => {
    const first = saveCustomFilter(initialFilterState(), 'Weekend');
    if (!('state' in first)) throw new Error('expected a state');
    expect(saveCustomFilter(first.state, '   ')).toEqual({ error: 'Please enter a name for your filter' });
    expect(saveCustomFilter(first.state, 'weekend')).toEqual({ error: 'A filter with this name already exists' });
  });

  it('is stored locally and restored, ignoring bad stored values', () => {
    storeFilters({ ...setFilter(initialFilterState(), 'contentType', 'blogs') });
    expect(loadFilters().contentType).toBe('blogs');
    localStorage.setItem('lifelist-feed-filters', JSON.stringify({ sort: 'random', source: 'following' }));
    expect(loadFilters()).toMatchObject({ sort: 'recent', source: 'following' });
    localStorage.setItem('lifelist-feed-filters', '{not json');
    expect(loadFilters()).toEqual(initialFilterState());
  });

  it('caps counter badges at 9+', () => {
    expect(badge(0)).toBeNull();
    expect(badge(9)).toBe('9');
    expect(badge(12)).toBe('9+');
  });
});

/** The feed's filters button as the page holds it: the state lives above it. */
function Filters() {
  const [state, setState] = useState<FilterState>(initialFilterState);
  return <FiltersButton state={state} onChange={setState} signedIn={false} counts={undefined} />;
}

describe('feed filters panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  const wide = (matches: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener() {} }));

  it('fetches its contents on first open, beside the button on a wide screen, and counts what is set', async () => {
    wide(true);
    render(<Filters />);
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Most Popular' }));
    expect(screen.getByRole('button', { name: 'Most Popular' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Friends' })).toBeDisabled();
  });

  it('slides in as a dialog on a phone, named Filters', async () => {
    wide(false);
    render(<Filters />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await screen.findByRole('group', { name: 'Content' })).toBeVisible();
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Reset' }));
  });
});

describe('post text', () => {
  it('says some time ago for an unreadable date', () => {
    expect(timeAgo('not a date')).toBe('some time ago');
    // Three hours before a noon: the same calendar day whenever the test runs.
    const noon = new Date().setHours(12, 0, 0, 0);
    expect(timeAgo(new Date(noon - 3 * 3600_000).toISOString(), noon)).toBe('3 hours ago');
  });

  it('renders text, not markup', () => {
    render(<PostText text={'<b>bold</b> plain'} />);
    expect(screen.getByText('<b>bold</b> plain')).toBeTruthy();
  });
});

describe('feed paging', () => {
  const page = (n: number, hasMore: boolean) => ({
    items: Array.from({ length: n }, () => ({}) as never),
    pagination: { hasMore, offset: 0, limit: 10 },
  });
  it('asks for the next page after the items the list holds now', async () => {
    const { communityQueries } = await import('@/features/community/queries');
    const next = communityQueries.feed({}).getNextPageParam;
    const full = [page(10, true), page(10, true)];
    expect(next(full[1] as never, full as never, 10, [0, 10])).toBe(20);
    // One post deleted from the first page: the server's list shrank too, so nothing is skipped.
    const afterDelete = [page(9, true), page(10, true)];
    expect(next(afterDelete[1] as never, afterDelete as never, 10, [0, 10])).toBe(19);
    expect(next(page(4, false) as never, [page(4, false)] as never, 0, [0])).toBeUndefined();
  });
});

describe("a post's title", () => {
  it('quotes the start of the post and ends it at a word', () => {
    const post = {
      content: 'Walked the whole Cuillin ridge traverse over two days with a bivouac under extraordinary skies',
      author: { first_name: 'Pia' },
    } as Parameters<typeof postTitle>[0];
    const title = postTitle(post);
    expect(title).toBe('Pia on Lifelist: "Walked the whole Cuillin ridge traverse over two days with…"');
    expect(postTitle({ ...post, content: 'Short and sweet' })).toBe('Pia on Lifelist: "Short and sweet"');
  });
});

describe('ads on a page', () => {
  it('take turns: each place shows the next ad, none twice until all have shown', () => {
    const ads = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (const seed of [0, 0.3, 0.99]) {
      const page = [0, 1, 2, 3, 4, 5].map((slot) => adForSlot(ads, seed, slot));
      expect(new Set(page).size).toBe(6);
    }
    // Across page views every ad gets the first place.
    expect(new Set([0, 0.2, 0.4, 0.6, 0.8, 0.95].map((seed) => adForSlot(ads, seed, 0))).size).toBe(6);
    expect(adForSlot([], 0.5, 1)).toBeUndefined();
  });
});
