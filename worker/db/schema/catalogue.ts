import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { INDOOR_OUTDOOR, MODERATION_STATUSES, SOLO_SOCIAL, VISIBILITIES } from '../../contracts/enums';
import type { ActivityPicture } from '../../contracts/places';
import { bool, createdAt, idColumn, inList, json, scale, timestamp, updatedAt } from '../columns';
import { users } from './auth';

export const categories = sqliteTable('categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const activities = sqliteTable(
  'activities',
  {
    // Integer ids: short URLs (/activity/42) and the rowid the FTS5 index points at.
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    displayTitle: text('display_title'),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    /** The description as plain text, which the FTS5 index reads (see migrations: activities_fts). */
    searchText: text('search_text').notNull().default(''),
    /**
     * Title and display title, and description with categories, as the ranked search index reads
     * them (catalogue_fts): normalised and stemmed by worker/features/catalogue/search-text.ts, which
     * a trigger cannot run, so every write of an activity sets them (see catalogueSearchFields).
     */
    searchName: text('search_name').notNull().default(''),
    searchBody: text('search_body').notNull().default(''),
    /** The normaliser's version these were written with; older rows are written again (decision 008). */
    searchVersion: integer('search_version').notNull().default(0),
    imageUrl: text('image_url'),
    categoryTags: json<string[]>('category_tags').notNull().default([]),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    cost: integer('cost').notNull().default(3),
    enjoyment: integer('enjoyment').notNull().default(3),
    time: integer('time').notNull().default(3),
    planningRequired: integer('planning_required'),
    riskLevel: integer('risk_level'),
    difficulty: integer('difficulty').notNull().default(3),
    soloSocial: text('solo_social', { enum: SOLO_SOCIAL }).notNull().default('either'),
    indoorOutdoor: text('indoor_outdoor', { enum: INDOOR_OUTDOOR }).notNull().default('either'),
    metaDescription: text('meta_description'),
    /** What the idea's picture shows (data/activities/FORMAT.md); null draws from the words. */
    picture: json<ActivityPicture>('picture'),
    createdAt: createdAt(),
    /**
     * When the idea itself was last edited (the admin's Last Updated, the sitemap, the preview
     * card's version): set by the content edits alone, never by what members do with the idea
     * (adding it to a list or rating it moves its popularity and rating, not this).
     */
    updatedAt: timestamp('updated_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    index('activities_popularity_idx').on(t.popularity),
    index('activities_rating_idx').on(t.rating),
    index('activities_created_idx').on(t.createdAt),
    index('activities_title_idx').on(t.title),
    index('activities_updated_idx').on(t.updatedAt),
    index('activities_search_version_idx').on(t.searchVersion),
    check('activities_cost_check', scale('cost')),
    check('activities_enjoyment_check', scale('enjoyment')),
    check('activities_time_check', scale('time')),
    check('activities_difficulty_check', scale('difficulty')),
    check('activities_planning_check', scale('planning_required', true)),
    check('activities_risk_check', scale('risk_level', true)),
    check('activities_solo_social_check', inList('solo_social', SOLO_SOCIAL)),
    check('activities_indoor_outdoor_check', inList('indoor_outdoor', INDOOR_OUTDOOR)),
    check('activities_rating_check', sql`rating between 0 and 5`),
  ],
);

/** Category membership as rows, so the category filter uses an index instead of scanning JSON. */
export const activityCategoryLinks = sqliteTable(
  'activity_category_links',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.category] }),
    index('activity_category_links_category_idx').on(t.category, t.activityId),
  ],
);

/**
 * Where a catalogue idea happens, one row a place, best known first (position 0); an idea with no
 * row can be done anywhere. Country, first-level division (GeoNames' code: a US state, a UK
 * nation) and continent are kept for filters; the names, lower case and without accents, for
 * reading them in a search.
 */
export const activityPlaces = sqliteTable(
  'activity_places',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    region: text('region'),
    country: text('country').notNull(),
    division: text('division'),
    continent: text('continent').notNull(),
    lat: real('lat').notNull(),
    lon: real('lon').notNull(),
    nameKey: text('name_key').notNull(),
    regionKey: text('region_key'),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.position] }),
    index('activity_places_country_idx').on(t.country, t.activityId),
    index('activity_places_continent_idx').on(t.continent, t.activityId),
    index('activity_places_lat_idx').on(t.lat),
    index('activity_places_name_idx').on(t.nameKey),
    index('activity_places_region_idx').on(t.regionKey),
    check('activity_places_lat_check', sql`lat between -90 and 90`),
    check('activity_places_lon_check', sql`lon between -180 and 180`),
    check('activity_places_country_check', sql`length(country) = 2`),
  ],
);

export const activityRevisions = sqliteTable(
  'activity_revisions',
  {
    id: idColumn(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    displayTitle: text('display_title'),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    categoryTags: json<string[]>('category_tags').notNull(),
    cost: integer('cost').notNull(),
    time: integer('time').notNull(),
    soloSocial: text('solo_social').notNull(),
    indoorOutdoor: text('indoor_outdoor').notNull(),
    planningRequired: integer('planning_required'),
    riskLevel: integer('risk_level'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    revisionNote: text('revision_note').notNull().default('Updated via admin interface'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_revisions_activity_idx').on(t.activityId, t.createdAt)],
);

export const customActivities = sqliteTable(
  'custom_activities',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    displayTitle: text('display_title'),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    categoryTags: json<string[]>('category_tags').notNull(),
    privacy: text('privacy', { enum: VISIBILITIES }).notNull().default('public'),
    moderationStatus: text('moderation_status', { enum: MODERATION_STATUSES }).notNull().default('approved'),
    proposedForMainList: bool('proposed_for_main_list').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('custom_activities_user_idx').on(t.userId),
    index('custom_activities_moderation_idx').on(t.moderationStatus),
    check('custom_activities_title_check', sql`length(title) between 1 and 100`),
    check('custom_activities_description_check', sql`length(description) between 1 and 500`),
    check('custom_activities_privacy_check', inList('privacy', VISIBILITIES)),
    check('custom_activities_moderation_check', inList('moderation_status', MODERATION_STATUSES)),
  ],
);

/**
 * The catalogue's words with how many activities use them, copied from the FTS index's vocabulary
 * (activities_vocab) whenever the catalogue changes. A B-tree here makes "is there a word starting
 * with ..." an index seek; fts5vocab can only scan.
 */
export const searchVocabulary = sqliteTable('search_vocabulary', {
  term: text('term').primaryKey(),
  docs: integer('docs').notNull(),
});

/**
 * The ranked index's normalised words (stems) with how many activities hold each, copied from
 * catalogue_vocab whenever the catalogue changes: known-word checks and term rarity in one seek.
 */
export const searchStems = sqliteTable('search_stems', {
  stem: text('stem').primaryKey(),
  docs: integer('docs').notNull(),
});
