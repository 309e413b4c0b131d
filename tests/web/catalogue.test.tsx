import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { recentSearches, rememberSearch } from '@/features/catalogue/recent-searches';
import { ActivitiesSearch, activeFilterCount, apiQuery, cleanSearch } from '@/features/catalogue/search-params';
import { Counter, imageProblem } from '@/features/list/components/custom-activity-dialog';
import { priorityTone } from '@/features/list/components/my-list';
import { listItemImage } from '@/features/list/image';
import { activityImage } from '../../worker/contracts/catalogue-display';

describe('activities URL', () => {
  it('omits parameters at their defaults', () => {
    expect(cleanSearch({ q: '  ', sort: 'popularity', view: 'normal' })).toEqual({});
    expect(cleanSearch({ q: ' surf ', category: 'Outdoor', sort: 'rating', view: 'compact', cost: 2 })).toEqual({
      q: 'surf',
      category: 'Outdoor',
      cost: 2,
      sort: 'rating',
      view: 'compact',
    });
  });

  it('drops malformed values from a shared link instead of failing', () => {
    const parsed = ActivitiesSearch({ q: 'kayak', cost: 9, sort: 'random', category: 'Nope', view: 'large' });
    expect(parsed).toEqual({ q: 'kayak', view: 'large' });
    expect(ActivitiesSearch({ q: 42, cost: 2.5, time: '3', risk: 5, social: 'solo', location: 'Indoor' })).toEqual({
      risk: 5,
      social: 'solo',
    });
  });

  it('counts active filters and builds the API query without the view', () => {
    expect(activeFilterCount({ category: 'Travel', risk: 3, sort: 'rating' })).toBe(2);
    expect(apiQuery({ q: 'ski', view: 'large', sort: 'newest' }, 50)).toEqual({
      offset: '50',
      q: 'ski',
      sort: 'newest',
    });
  });
});

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());
  it('keeps the 5 latest, newest first, without duplicates', () => {
    for (const q of ['surf', 'ski', 'Surf', 'bread', 'chess', 'opera', 'tango']) rememberSearch(q);
    expect(recentSearches()).toEqual(['tango', 'opera', 'chess', 'bread', 'Surf']);
    rememberSearch('x');
    expect(recentSearches()).toHaveLength(5);
  });
});

describe('create-your-own checks', () => {
  it('turns the counters red above 90 and 450', () => {
    const { rerender } = render(<Counter id="c" length={90} max={100} warnAbove={90} />);
    expect(screen.getByText('90/100')).not.toHaveClass('text-destructive');
    rerender(<Counter id="c" length={91} max={100} warnAbove={90} />);
    expect(screen.getByText('91/100')).toHaveClass('text-destructive');
  });

  it('checks the image size and type before upload', () => {
    expect(imageProblem(null)).toBeNull();
    expect(imageProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(imageProblem(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBe(
      'Only JPG, PNG, and GIF images are supported',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(imageProblem(big)).toBe('Image must be smaller than 5MB');
  });
});

describe('cards and list', () => {
  it('gives each activity its own generated picture, keyed by what it is drawn from, unless it has an image', () => {
    const hike = {
      id: 7,
      title: 'Walk the Cotswold Way',
      imageUrl: null,
      categoryTags: ['Outdoor'],
      indoorOutdoor: 'outdoor',
    };
    const url = activityImage(hike);
    expect(url).toMatch(/^\/media\/art\/activity\/7\.svg\?v=\d+\.[0-9a-z]+$/);
    expect(activityImage({ ...hike, id: 8 })).not.toBe(url);
    expect(activityImage({ ...hike, title: 'Walk the Pennine Way' })).not.toBe(url);
    expect(activityImage({ ...hike })).toBe(url);
    expect(activityImage({ ...hike, imageUrl: '/media/x.png' })).toBe('/media/x.png');
  });

  it('shows a custom activity its own image, else its category drawing', () => {
    const custom = { activityId: null, title: 'Mine', categoryTags: ['Food & Drink', 'Travel'] };
    expect(listItemImage({ ...custom, imageUrl: null })).toBe('/art/food-drink.svg');
    expect(listItemImage({ ...custom, imageUrl: '/media/x.png' })).toBe('/media/x.png');
    expect(listItemImage({ ...custom, activityId: 3, imageUrl: null })).toMatch(/^\/media\/art\/activity\/3\.svg/);
  });

  it('colours priority 4 and above red and 3 orange', () => {
    expect(priorityTone(5)).toMatch(/red/);
    expect(priorityTone(4)).toMatch(/red/);
    expect(priorityTone(3)).toMatch(/orange/);
    expect(priorityTone(1)).toMatch(/muted/);
  });
});
