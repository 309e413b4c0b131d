import { describe, expect, it } from 'vitest';
import {
  ActivityContentInput,
  ActivitySaveInput,
  ADMIN_PAGE_SIZES,
  AdminActivitiesQuery,
  AdminPagesQuery,
  AdminUsersQuery,
  NumericId,
  PAGE_SORTS,
  PageSaveInput,
  RevisionParams,
  RoleInput,
  USER_STATUSES,
} from '../../worker/contracts/admin';
import { chars, issue, read } from './contract-reader';

describe('the admin lists', () => {
  it('pages: everything, last updated first, unless said', () => {
    expect(read(AdminPagesQuery, {})).toStrictEqual({ ok: { q: '', sort: 'updated_at', dir: 'desc' } });
    expect(PAGE_SORTS).toEqual(['title', 'slug', 'status', 'updated_at']);
    expect(read(AdminPagesQuery, { q: ` ${chars(200)} `, status: 'archived', sort: 'slug', dir: 'asc' })).toEqual({
      ok: { q: chars(200), status: 'archived', sort: 'slug', dir: 'asc' },
    });
    expect(issue(AdminPagesQuery, { q: chars(201) })).toBe('Search is limited to 200 characters');
    expect(issue(AdminPagesQuery, { status: 'deleted' })).toBe('Unknown status');
    expect(issue(AdminPagesQuery, { sort: 'created_at' })).toBe('Unknown sort');
    expect(issue(AdminPagesQuery, { dir: 'up' })).toBe('Unknown sort direction');
  });

  it('activities: page 1, 10 a page, unless said', () => {
    expect(ADMIN_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(read(AdminActivitiesQuery, {})).toStrictEqual({ ok: { q: '', page: 1, pageSize: 10 } });
    expect(read(AdminActivitiesQuery, { q: ' kayak ', page: '99999', pageSize: '100' })).toStrictEqual({
      ok: { q: 'kayak', page: 99999, pageSize: 100 },
    });
    for (const pageSize of ['10', '25', '50', '100'])
      expect(read(AdminActivitiesQuery, { pageSize }).ok?.pageSize).toBe(Number(pageSize));
    for (const pageSize of ['20', '0', '1000', 'all', ''])
      expect(issue(AdminActivitiesQuery, { pageSize }), pageSize).toBe('Page size is 10, 25, 50 or 100');
    expect(issue(AdminActivitiesQuery, { q: chars(201) })).toBe('Search is limited to 200 characters');
  });

  it.each(['0', '00', '100000', '-1', '1.5', 'x', ''])('page %j: Invalid page', (page) => {
    expect(issue(AdminActivitiesQuery, { page })).toBe('Invalid page');
    expect(issue(AdminUsersQuery, { page })).toBe('Invalid page');
  });

  it('pages are counted from 1', () => {
    expect(read(AdminActivitiesQuery, { page: '1' }).ok?.page).toBe(1);
    expect(read(AdminUsersQuery, { page: '01' }).ok?.page).toBe(1);
  });

  it('members: by role and status', () => {
    expect(USER_STATUSES).toEqual(['active', 'suspended', 'banned']);
    expect(read(AdminUsersQuery, {})).toStrictEqual({ ok: { q: '', page: 1 } });
    expect(read(AdminUsersQuery, { q: '  ana ', page: '3', role: 'modManager', status: 'banned' })).toEqual({
      ok: { q: 'ana', page: 3, role: 'modManager', status: 'banned' },
    });
    expect(issue(AdminUsersQuery, { role: 'owner' })).toBe('Unknown role');
    expect(issue(AdminUsersQuery, { status: 'deleted' })).toBe('Unknown status');
    expect(issue(AdminUsersQuery, { q: chars(201) })).toBe('Search is limited to 200 characters');
  });

  it('an activity by its number, of up to 9 digits', () => {
    expect(read(NumericId, { id: '123456789' })).toEqual({ ok: { id: 123456789 } });
    expect(read(NumericId, { id: '7' })).toEqual({ ok: { id: 7 } });
    for (const id of ['1234567890', '', 'x1', '-1', '1e3'])
      expect(issue(NumericId, { id }), id).toBe('Activity not found');
  });

  it('a revision of an activity', () => {
    expect(read(RevisionParams, { id: '42', revisionId: 'r'.repeat(64) })).toEqual({
      ok: { id: 42, revisionId: 'r'.repeat(64) },
    });
    expect(issue(RevisionParams, { id: '42x', revisionId: 'r1' })).toBe('Activity not found');
    expect(issue(RevisionParams, { id: 'x42', revisionId: 'r1' })).toBe('Activity not found');
    expect(issue(RevisionParams, { id: '42', revisionId: '' })).toBe('Revision id is not valid');
    expect(issue(RevisionParams, { id: '42', revisionId: 'r'.repeat(65) })).toBe('Revision id is not valid');
  });

  it('a role', () => {
    expect(read(RoleInput, { role: 'trustedSupplier' })).toEqual({ ok: { role: 'trustedSupplier' } });
    expect(issue(RoleInput, { role: 'root' })).toBe('Unknown role');
  });
});

describe('the static page editor', () => {
  const page = { title: 'About', slug: 'about', content: '# About', status: 'draft' };

  it('reads a page, with no description or keywords unless given', () => {
    expect(read(PageSaveInput, page)).toStrictEqual({ ok: { ...page, metaDescription: '', metaKeywords: '' } });
    expect(
      read(PageSaveInput, {
        title: ` ${chars(200)} `,
        slug: 's'.repeat(200),
        content: 'x'.repeat(200_000),
        status: 'published',
        metaDescription: `  ${chars(320)}  `,
        metaKeywords: ` ${chars(998)} `,
      }),
    ).toStrictEqual({
      ok: {
        title: chars(200),
        slug: 's'.repeat(200),
        content: 'x'.repeat(200_000),
        status: 'published',
        metaDescription: chars(320),
        metaKeywords: ` ${chars(998)} `,
      },
    });
  });

  it.each([
    [{ title: chars(201) }, 'Title is limited to 200 characters'],
    [{ slug: 's'.repeat(201) }, 'Slug is limited to 200 characters'],
    [{ content: 'x'.repeat(200_001) }, 'Content is limited to 200,000 characters'],
    [{ status: 'deleted' }, 'Unknown status'],
    [{ metaDescription: chars(321) }, 'Meta description is limited to 320 characters'],
    [{ metaKeywords: chars(1001) }, 'Keywords are limited to 1000 characters'],
    [{ author: 'me' }, 'Author is not something this form takes'],
  ])('%j: %s', (change, message) => {
    expect(issue(PageSaveInput, { ...page, ...change })).toBe(message);
  });

  it('keywords count as sent, spaces too', () => {
    expect(read(PageSaveInput, { ...page, metaKeywords: chars(1000) }).ok?.metaKeywords).toBe(chars(1000));
    expect(issue(PageSaveInput, { ...page, metaKeywords: ` ${chars(999)} ` })).toBe(
      'Keywords are limited to 1000 characters',
    );
  });
});

describe('the activity editors', () => {
  const activity = {
    title: 'Kayak the fjords',
    description: '<p>Paddle</p>',
    categoryTags: ['Adventure'],
    cost: 3,
    time: 4,
    soloSocial: 'either',
    indoorOutdoor: 'outdoor',
    planningRequired: null,
    riskLevel: null,
  };

  it('reads a full save: no display title or picture unless given', () => {
    expect(read(ActivitySaveInput, activity)).toStrictEqual({
      ok: { ...activity, displayTitle: null, imageUrl: null },
    });
    expect(
      read(ActivitySaveInput, {
        ...activity,
        title: `  ${chars(200)} `,
        displayTitle: ` ${chars(200)} `,
        imageUrl: ' https://img.example/k.jpg ',
        description: 'x'.repeat(100_000),
        categoryTags: ['Adventure', 'Travel'],
        cost: 1,
        time: 5,
        planningRequired: 1,
        riskLevel: 5,
      }).ok,
    ).toStrictEqual({
      ...activity,
      title: chars(200),
      displayTitle: chars(200),
      imageUrl: 'https://img.example/k.jpg',
      description: 'x'.repeat(100_000),
      categoryTags: ['Adventure', 'Travel'],
      cost: 1,
      time: 5,
      planningRequired: 1,
      riskLevel: 5,
    });
  });

  it.each([
    [{ displayTitle: '' }, null],
    [{ displayTitle: '   ' }, null],
    [{ displayTitle: null }, null],
    [{ displayTitle: ' Fjords ' }, 'Fjords'],
  ])('a display title of %j reads as %j', (change, displayTitle) => {
    expect(read(ActivitySaveInput, { ...activity, ...change }).ok?.displayTitle).toBe(displayTitle);
    expect(read(ActivityContentInput, { title: 'T', content: '', ...change }).ok?.displayTitle).toBe(displayTitle);
  });

  it.each([
    ['', null],
    ['  ', null],
    [null, null],
    ['/images/k.png', '/images/k.png'],
    ['/', '/'],
    ['https://', 'https://'],
    [` https://img.example/${'a'.repeat(1980)} `, `https://img.example/${'a'.repeat(1980)}`],
  ])('a picture at %j reads as %j', (imageUrl, output) => {
    expect(read(ActivitySaveInput, { ...activity, imageUrl }).ok?.imageUrl).toBe(output);
  });

  it.each([
    'http://img.example/k.jpg',
    'img.example/k.jpg',
    'javascript:alert(1)',
    'https://img.example/a b.jpg',
    'https://img.example/<x>.jpg',
    'https://img.example/"x".jpg',
    'x/https://img.example/k.jpg',
    'https://img.example/k.jpg\nx',
  ])('a picture at %j: refused', (imageUrl) => {
    expect(issue(ActivitySaveInput, { ...activity, imageUrl })).toBe('Image URL must start with https:// or /');
  });

  it('a picture’s address of up to 2000 characters', () => {
    const url = (n: number) => `https://img.example/${'a'.repeat(n - 20)}`;
    expect(read(ActivitySaveInput, { ...activity, imageUrl: url(2000) }).ok?.imageUrl).toBe(url(2000));
    expect(issue(ActivitySaveInput, { ...activity, imageUrl: url(2001) })).toBe(
      'Image URL is limited to 2000 characters',
    );
  });

  it.each([
    [{ title: '  ' }, 'Title is required'],
    [{ title: 7 }, 'Title is required'],
    [{ title: chars(201) }, 'Title is limited to 200 characters'],
    [{ displayTitle: chars(201) }, 'Display title is limited to 200 characters'],
    [{ description: 'x'.repeat(100_001) }, 'Description is limited to 100,000 characters'],
    [{ categoryTags: [] }, 'Please select at least one category'],
    [{ categoryTags: ['Knitting'] }, 'Unknown category'],
    [{ cost: 0 }, 'Cost is 1 to 5'],
    [{ cost: 6 }, 'Cost is 1 to 5'],
    [{ cost: '3' }, 'Cost is 1 to 5'],
    [{ cost: 2.5 }, 'Cost is not valid'],
    [{ time: 0 }, 'Time is 1 to 5'],
    [{ time: 6 }, 'Time is 1 to 5'],
    [{ soloSocial: 'crowd' }, 'Unknown social setting'],
    [{ indoorOutdoor: 'space' }, 'Unknown location'],
    [{ planningRequired: 0 }, 'Planning is 1 to 5'],
    [{ planningRequired: 6 }, 'Planning is 1 to 5'],
    [{ riskLevel: 0 }, 'Risk is 1 to 5'],
    [{ riskLevel: 6 }, 'Risk is 1 to 5'],
    [{ riskLevel: undefined }, 'Risk is 1 to 5'],
    [{ featured: true }, 'Featured is not something this form takes'],
  ])('%j: %s', (change, message) => {
    expect(issue(ActivitySaveInput, { ...activity, ...change })).toBe(message);
  });

  it('planning and risk must be said, if only as unspecified', () => {
    const { riskLevel: _, ...withoutRisk } = activity;
    expect(issue(ActivitySaveInput, withoutRisk)).toBe('Risk is 1 to 5');
  });

  it('the content editor’s form: content, description and categories', () => {
    expect(read(ActivityContentInput, { title: ' T ', content: '' })).toStrictEqual({
      ok: { title: 'T', displayTitle: null, content: '', metaDescription: '' },
    });
    expect(
      read(ActivityContentInput, {
        title: 'T',
        content: 'x'.repeat(100_000),
        metaDescription: ` ${chars(320)} `,
        categoryTags: ['Creative'],
      }).ok,
    ).toStrictEqual({
      title: 'T',
      displayTitle: null,
      content: 'x'.repeat(100_000),
      metaDescription: chars(320),
      categoryTags: ['Creative'],
    });
    expect(issue(ActivityContentInput, { title: '', content: '' })).toBe('Title is required');
    expect(issue(ActivityContentInput, { title: 'T', content: 'x'.repeat(100_001) })).toBe(
      'Content is limited to 100,000 characters',
    );
    expect(issue(ActivityContentInput, { title: 'T', content: '', metaDescription: chars(321) })).toBe(
      'Meta description is limited to 320 characters',
    );
    expect(issue(ActivityContentInput, { title: 'T', content: '', categoryTags: [] })).toBe(
      'Please select at least one category',
    );
  });
});
