import { describe, expect, it } from 'vitest';
import {
  ActivityParams,
  AddStepInput,
  AddToListInput,
  CopyToListInput,
  CustomActivityInput,
  ListQuery,
  PreferencesInput,
  RateInput,
  ReorderStepsInput,
  SearchQuery,
  SuggestQuery,
  UpdateListItemInput,
  UpdateStepInput,
} from '../../worker/contracts/catalogue';
import { chars, issue, read } from './contract-reader';

describe('catalogue search', () => {
  it('reads nothing as the first page, 50 at a time', () => {
    expect(read(SearchQuery, {})).toEqual({ ok: { q: '', offset: 0, limit: 50 } });
  });

  it('a query of up to 200 characters, trimmed', () => {
    expect(read(SearchQuery, { q: `  ${chars(200)} ` }).ok?.q).toBe(chars(200));
    expect(issue(SearchQuery, { q: chars(201) })).toBe('Search is limited to 200 characters');
  });

  it('scale filters from 1 to 5', () => {
    expect(read(SearchQuery, { cost: '1', time: '5', difficulty: '3', planning: '2', risk: '4' }).ok).toMatchObject({
      cost: 1,
      time: 5,
      difficulty: 3,
      planning: 2,
      risk: 4,
    });
    for (const bad of ['0', '6', '12', 'x', ''])
      expect(issue(SearchQuery, { cost: bad }), bad).toBe('Scale filters take a value from 1 to 5');
  });

  it('named filters, each refused in its own words', () => {
    expect(
      read(SearchQuery, { category: 'Adventure', social: 'solo', location: 'indoor', sort: 'rating' }).ok,
    ).toMatchObject({
      category: 'Adventure',
      social: 'solo',
      location: 'indoor',
      sort: 'rating',
    });
    expect(issue(SearchQuery, { category: 'Knitting' })).toBe('Unknown category');
    expect(issue(SearchQuery, { social: 'crowd' })).toBe('Unknown social setting');
    expect(issue(SearchQuery, { location: 'space' })).toBe('Unknown location');
    expect(issue(SearchQuery, { sort: 'random' })).toBe('Unknown sort');
  });

  it('places: a country code, a continent, near me or near a point', () => {
    expect(read(SearchQuery, { country: 'FR', continent: 'EU' }).ok).toMatchObject({ country: 'FR', continent: 'EU' });
    for (const country of ['fr', 'FRA', 'F', '12'])
      expect(issue(SearchQuery, { country }), country).toBe('Unknown country');
    expect(issue(SearchQuery, { continent: 'XX' })).toBe('Unknown continent');
    expect(read(SearchQuery, { near: 'me' }).ok?.near).toBe('me');
    expect(read(SearchQuery, { near: '55.953252,-3.188267' }).ok?.near).toEqual({ lat: 55.953252, lon: -3.188267 });
    expect(read(SearchQuery, { near: '-90,180' }).ok?.near).toEqual({ lat: -90, lon: 180 });
    expect(read(SearchQuery, { near: '90,-180' }).ok?.near).toEqual({ lat: 90, lon: -180 });
    for (const near of ['91,0', '0,181', '-90.5,0', '55.9', 'here', '55.1234567,3', '1,2,3', '555,1'])
      expect(issue(SearchQuery, { near }), near).toBe('Unknown position');
  });

  it('paging: an offset, and 1 to 50 a page', () => {
    expect(read(SearchQuery, { offset: '999999', limit: '1' }).ok).toMatchObject({ offset: 999999, limit: 1 });
    expect(read(SearchQuery, { limit: '50' }).ok).toMatchObject({ limit: 50 });
    expect(issue(SearchQuery, { offset: '1000000' })).toBe('Invalid offset');
    expect(issue(SearchQuery, { offset: '-1' })).toBe('Invalid offset');
    expect(issue(SearchQuery, { limit: '100' })).toBe('Invalid limit');
    expect(issue(SearchQuery, { limit: '51' })).toBeDefined();
    expect(issue(SearchQuery, { limit: '0' })).toBeDefined();
  });

  it('suggestions from 2 characters to 100', () => {
    expect(read(SuggestQuery, { q: ' ka ' }).ok).toEqual({ q: 'ka' });
    expect(issue(SuggestQuery, { q: ' k ' })).toBe('Suggestions need at least 2 characters');
    expect(read(SuggestQuery, { q: chars(100) }).ok).toBeDefined();
    expect(issue(SuggestQuery, { q: chars(101) })).toBeDefined();
  });

  it('an activity is a number', () => {
    expect(read(ActivityParams, { id: '42' }).ok).toEqual({ id: 42 });
    for (const id of ['0x1', 'abc', '1234567890', '-1', ''])
      expect(issue(ActivityParams, { id }), id).toBe('Activity not found');
  });
});

describe('the personal list', () => {
  it('filters and sorts the list', () => {
    expect(read(ListQuery, {})).toEqual({ ok: { sort: 'date_added', offset: 0 } });
    expect(read(ListQuery, { status: 'completed', priority: '5', sort: 'alphabetical', offset: '48' }).ok).toEqual({
      status: 'completed',
      priority: 5,
      sort: 'alphabetical',
      offset: 48,
    });
    expect(issue(ListQuery, { status: 'abandoned' })).toBe('Unknown status');
    expect(issue(ListQuery, { priority: '6' })).toBe('Priority is 1 to 5');
    expect(issue(ListQuery, { priority: '0' })).toBe('Priority is 1 to 5');
    expect(issue(ListQuery, { sort: 'random' })).toBe('Unknown sort');
    expect(issue(ListQuery, { offset: 'x' })).toBe('Invalid offset');
  });

  it('adding an idea: public, no date, priority 3 unless said', () => {
    expect(read(AddToListInput, { activityId: 7 })).toEqual({
      ok: { activityId: 7, privacy: 'public', targetDate: null, priority: 3 },
    });
    expect(
      read(AddToListInput, { activityId: 7, privacy: 'friends', targetDate: '2027-06-30', priority: 1 }).ok,
    ).toEqual({
      activityId: 7,
      privacy: 'friends',
      targetDate: '2027-06-30',
      priority: 1,
    });
    expect(issue(AddToListInput, { activityId: 7, privacy: 'secret' })).toBe('Unknown privacy setting');
    expect(issue(AddToListInput, { activityId: 0 })).toBeDefined();
    expect(issue(AddToListInput, { activityId: 1.5 })).toBeDefined();
    expect(issue(AddToListInput, { activityId: 7, extra: true })).toBeDefined();
  });

  it.each([
    ['2000-01-01', null],
    ['2100-12-31', null],
    ['1999-12-31', 'Target date must be a date'],
    ['2101-01-01', 'Target date must be a date'],
    ['2026-02-30', 'Target date must be a date'],
    ['0001-01-01', 'Target date must be a date'],
    ['9999-12-31', 'Target date must be a date'],
    ['next week', 'Target date must be a date'],
    [20270101, 'Target date must be a date'],
  ])('a target date of %j: %s', (targetDate, message) => {
    expect(issue(AddToListInput, { activityId: 7, targetDate })).toBe(message ?? undefined);
    expect(issue(UpdateListItemInput, { targetDate })).toBe(message ?? undefined);
  });

  it.each([
    [1, null],
    [5, null],
    [0, 'Priority is 1 to 5'],
    [6, 'Priority is 1 to 5'],
    [2.5, 'Priority is 1 to 5'],
    ['3', 'Priority is 1 to 5'],
  ])('a priority of %j: %s', (priority, message) => {
    expect(issue(UpdateListItemInput, { priority })).toBe(message ?? undefined);
  });

  it.each([
    [0, null],
    [100, null],
    [40, null],
    [-10, 'Progress is 0 to 100'],
    [110, 'Progress is 0 to 100'],
    [12.5, 'Progress is 0 to 100'],
    ['50', 'Progress is 0 to 100'],
    [45, 'Progress moves in steps of 10%'],
  ])('progress of %j: %s', (progress, message) => {
    expect(issue(UpdateListItemInput, { progress })).toBe(message ?? undefined);
  });

  it('private notes up to 5,000 characters; reminders on or off', () => {
    expect(read(UpdateListItemInput, { privateNotes: chars(5000) }).ok).toEqual({ privateNotes: chars(5000) });
    expect(read(UpdateListItemInput, { privateNotes: null }).ok).toEqual({ privateNotes: null });
    expect(issue(UpdateListItemInput, { privateNotes: chars(5001) })).toBe('Notes are limited to 5000 characters');
    expect(read(UpdateListItemInput, { reminders: false }).ok).toEqual({ reminders: false });
    expect(issue(UpdateListItemInput, { reminders: 'yes' })).toBe('Reminders are on or off');
    expect(issue(UpdateListItemInput, { privacy: 'secret' })).toBe('Unknown privacy setting');
  });

  it('copying from a shared list names the item', () => {
    expect(read(CopyToListInput, { itemId: 'abc' }).ok).toEqual({ itemId: 'abc' });
    expect(issue(CopyToListInput, { itemId: '' })).toBe('Choose an activity to copy');
    expect(issue(CopyToListInput, { itemId: 5 })).toBe('Choose an activity to copy');
    expect(issue(CopyToListInput, { itemId: 'x'.repeat(41) })).toBeDefined();
  });

  it('a view mode', () => {
    expect(read(PreferencesInput, { viewMode: 'compact' }).ok).toEqual({ viewMode: 'compact' });
    expect(issue(PreferencesInput, { viewMode: 'huge' })).toBe('Unknown view mode');
  });
});

describe('a plan’s steps', () => {
  it('a step: trimmed, written, up to 200 characters', () => {
    expect(read(AddStepInput, { text: `  ${chars(200)} ` }).ok).toEqual({ text: chars(200) });
    expect(issue(AddStepInput, { text: chars(201) })).toBe('A step can be at most 200 characters');
    expect(issue(AddStepInput, { text: '   ' })).toBe('Please write the step');
    expect(issue(AddStepInput, { text: 3 })).toBe('Please write the step');
  });

  it('a change names something to change', () => {
    expect(read(UpdateStepInput, { done: true }).ok).toEqual({ done: true });
    expect(read(UpdateStepInput, { dueDate: null }).ok).toEqual({ dueDate: null });
    expect(read(UpdateStepInput, { text: 'Book' }).ok).toEqual({ text: 'Book' });
    expect(issue(UpdateStepInput, {})).toBe('Please change the step or tick it');
    expect(issue(UpdateStepInput, { done: 'yes' })).toBe('A step is done or not');
    expect(issue(UpdateStepInput, { dueDate: '2101-01-01' })).toBe('Due date must be a date');
    expect(issue(UpdateStepInput, { dueDate: '1999-12-31' })).toBe('Due date must be a date');
    expect(read(UpdateStepInput, { dueDate: '2100-12-31' }).ok).toEqual({ dueDate: '2100-12-31' });
  });

  it('a new order lists at most 20 steps', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `s${i}`);
    expect(read(ReorderStepsInput, { ids }).ok).toEqual({ ids });
    expect(issue(ReorderStepsInput, { ids: [...ids, 'one more'] })).toBeDefined();
    expect(issue(ReorderStepsInput, { ids: ['x'.repeat(41)] })).toBeDefined();
  });
});

describe('rating an idea', () => {
  it('at least one of difficulty, cost and enjoyment, each 1 to 5', () => {
    expect(read(RateInput, { enjoyment: 5 }).ok).toEqual({ enjoyment: 5 });
    expect(read(RateInput, { difficulty: 1, cost: null }).ok).toEqual({ difficulty: 1, cost: null });
    expect(issue(RateInput, {})).toBe('Please choose at least one rating');
    expect(issue(RateInput, { cost: null })).toBe('Please choose at least one rating');
    expect(issue(RateInput, { cost: 0 })).toBe('Ratings are 1 to 5');
    expect(issue(RateInput, { cost: 6 })).toBe('Ratings are 1 to 5');
  });
});

describe('a member’s own activity', () => {
  const idea = { title: 'Swim the Serpentine', description: 'At dawn', categories: ['Adventure'] };

  it('title, description and categories; public and not proposed unless said', () => {
    expect(read(CustomActivityInput, { ...idea, title: ' Swim the Serpentine ' })).toEqual({
      ok: { ...idea, privacy: 'public', proposeForMainList: false },
    });
  });

  it.each([
    [{ title: '  ' }, 'Activity title is required'],
    [{ title: chars(100) }, 'Activity title must be less than 100 characters'],
    [{ description: ' ' }, 'Description is required'],
    [{ description: chars(500) }, 'Description must be less than 500 characters'],
    [{ categories: [] }, 'Please select at least one category'],
    [{ categories: ['Knitting'] }, 'Please select at least one category'],
    [{ categories: ['Adventure', 'Creative', 'Learning', 'Social'] }, 'Choose up to 3 categories'],
    [{ privacy: 'secret' }, 'Unknown privacy setting'],
    [{ imageUrl: 'not a url' }, 'Please enter a valid image URL'],
    [{ imageUrl: 'http://img.example/x.png' }, 'Image URLs must start with https://'],
  ])('%j: %s', (change, message) => {
    expect(issue(CustomActivityInput, { ...idea, ...change })).toBe(message);
  });

  it('at the limits: 99 characters of title, 499 of description, 3 categories, an https picture', () => {
    expect(
      read(CustomActivityInput, {
        ...idea,
        title: chars(99),
        description: chars(499),
        categories: ['Adventure', 'Creative', 'Learning'],
        imageUrl: ' https://img.example/x.png ',
      }).ok,
    ).toMatchObject({ title: chars(99), description: chars(499), imageUrl: 'https://img.example/x.png' });
    expect(issue(CustomActivityInput, { title: 'x', categories: ['Adventure'] })).toBe('Description is required');
    expect(issue(CustomActivityInput, { description: 'x', categories: ['Adventure'] })).toBe(
      'Activity title is required',
    );
  });
});
