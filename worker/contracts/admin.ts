import * as v from 'valibot';
import { maxChars } from './characters';
import { CATEGORIES, INDOOR_OUTDOOR, PAGE_STATUSES, ROLES, SOLO_SOCIAL } from './enums';

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const PAGE_SORTS = ['title', 'slug', 'status', 'updated_at'] as const;

const search = v.optional(v.pipe(v.string(), v.trim(), maxChars(200, 'Search is limited to 200 characters')), '');
const pageNumber = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'Invalid page'), v.transform(Number), v.minValue(1, 'Invalid page')),
  '1',
);

export const AdminPagesQuery = v.object({
  q: search,
  status: v.optional(v.picklist(PAGE_STATUSES, 'Unknown status')),
  sort: v.optional(v.picklist(PAGE_SORTS, 'Unknown sort'), 'updated_at'),
  dir: v.optional(v.picklist(['asc', 'desc'], 'Unknown sort direction'), 'desc'),
});

export const AdminActivitiesQuery = v.object({
  q: search,
  page: pageNumber,
  pageSize: v.optional(
    v.pipe(
      v.picklist(
        ADMIN_PAGE_SIZES.map((n) => String(n)),
        'Page size is 10, 25, 50 or 100',
      ),
      v.transform(Number),
    ),
    '10',
  ),
});

export const USER_STATUSES = ['active', 'suspended', 'banned'] as const;
export const AdminUsersQuery = v.object({
  q: search,
  page: pageNumber,
  role: v.optional(v.picklist(ROLES, 'Unknown role')),
  status: v.optional(v.picklist(USER_STATUSES, 'Unknown status')),
});

export const NumericId = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Activity not found'), v.transform(Number)),
});
export const RevisionParams = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Activity not found'), v.transform(Number)),
  revisionId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

/** The static page editor's form. The slug and keywords are normalised on the server (page-slug.ts). */
export const PageSaveInput = v.strictObject({
  title: v.pipe(v.string(), v.trim(), maxChars(200, 'Title is limited to 200 characters')),
  slug: v.pipe(v.string(), v.maxLength(200, 'Slug is limited to 200 characters')),
  content: v.pipe(v.string(), maxChars(200_000, 'Content is limited to 200,000 characters')),
  status: v.picklist(PAGE_STATUSES, 'Unknown status'),
  metaDescription: v.optional(
    v.pipe(v.string(), v.trim(), maxChars(320, 'Meta description is limited to 320 characters')),
    '',
  ),
  metaKeywords: v.optional(v.pipe(v.string(), maxChars(1000, 'Keywords are limited to 1000 characters')), ''),
});
export type PageSaveInput = v.InferOutput<typeof PageSaveInput>;

const scale = (label: string) =>
  v.pipe(
    v.number(`${label} is 1 to 5`),
    v.integer(),
    v.minValue(1, `${label} is 1 to 5`),
    v.maxValue(5, `${label} is 1 to 5`),
  );
const categoryTags = v.pipe(
  v.array(v.picklist(CATEGORIES, 'Unknown category')),
  v.minLength(1, 'Please select at least one category'),
);
const title = v.pipe(
  v.string('Title is required'),
  v.trim(),
  v.nonEmpty('Title is required'),
  maxChars(200, 'Title is limited to 200 characters'),
);
const displayTitle = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      maxChars(200, 'Display title is limited to 200 characters'),
      v.transform((s) => s || null),
    ),
  ),
  null,
);
const imageUrl = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      maxChars(2000, 'Image URL is limited to 2000 characters'),
      // An address of this site starts with one slash; two would name another host.
      v.check((s) => s === '' || /^(https:\/\/|\/(?!\/))[^\s<>"]*$/.test(s), 'Image URL must start with https:// or /'),
      v.transform((s) => s || null),
    ),
  ),
  null,
);

/** The admin activity editor's full save. */
export const ActivitySaveInput = v.strictObject({
  title,
  displayTitle,
  description: v.pipe(v.string(), maxChars(100_000, 'Description is limited to 100,000 characters')),
  imageUrl,
  categoryTags,
  cost: scale('Cost'),
  time: scale('Time'),
  soloSocial: v.picklist(SOLO_SOCIAL, 'Unknown social setting'),
  indoorOutdoor: v.picklist(INDOOR_OUTDOOR, 'Unknown location'),
  planningRequired: v.nullable(scale('Planning')),
  riskLevel: v.nullable(scale('Risk')),
});
export type ActivitySaveInput = v.InferOutput<typeof ActivitySaveInput>;

/** The content editor's activity form: markdown-like content instead of rich text. */
export const ActivityContentInput = v.strictObject({
  title,
  displayTitle,
  content: v.pipe(v.string(), maxChars(100_000, 'Content is limited to 100,000 characters')),
  metaDescription: v.optional(
    v.pipe(v.string(), v.trim(), maxChars(320, 'Meta description is limited to 320 characters')),
    '',
  ),
  categoryTags: v.optional(categoryTags),
});
export type ActivityContentInput = v.InferOutput<typeof ActivityContentInput>;

export const RoleInput = v.strictObject({ role: v.picklist(ROLES, 'Unknown role') });
