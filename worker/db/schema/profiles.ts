import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { GENDER_OPTIONS, ROLES, TIERS, VIEW_MODES } from '../../contracts/enums';
import type { NotificationPreferences, PrivacySettings } from '../../contracts/profile-settings';
import { bool, createdAt, inList, json, timestamp, updatedAt } from '../columns';
import { users } from './auth';

export const profiles = sqliteTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    username: text('username').notNull(),
    avatarUrl: text('avatar_url'),
    age: integer('age'),
    country: text('country'),
    genderIdentity: text('gender_identity'),
    preferredPronouns: text('preferred_pronouns'),
    location: text('location'),
    phoneNumber: text('phone_number'),
    occupation: text('occupation'),
    languagePreferences: json<string[]>('language_preferences').notNull().default([]),
    timezone: text('timezone'),
    interests: json<string[]>('interests').notNull().default([]),
    healthConsiderations: json<string[]>('health_considerations').notNull().default([]),
    activityTypes: json<string[]>('activity_types').notNull().default([]),
    timeAvailability: json<string[]>('time_availability').notNull().default([]),
    coachingStyle: text('coaching_style'),
    newsletter: bool('newsletter').notNull().default(false),
    tier: text('tier', { enum: TIERS }).notNull().default('free'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    isAdmin: bool('is_admin').notNull().default(false),
    isModerator: bool('is_moderator').notNull().default(false),
    isSuspended: bool('is_suspended').notNull().default(false),
    suspensionEndDate: timestamp('suspension_end_date'),
    isBanned: bool('is_banned').notNull().default(false),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    profileBio: text('profile_bio'),
    notificationPreferences: json<NotificationPreferences>('notification_preferences').notNull(),
    privacySettings: json<PrivacySettings>('privacy_settings').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Usernames are unique without regard to case.
    uniqueIndex('profiles_username_lower_idx').on(sql`lower(${t.username})`),
    index('profiles_created_idx').on(t.createdAt),
    // The media route serves an avatar only while a profile shows it.
    index('profiles_avatar_idx').on(t.avatarUrl),
    check('profiles_tier_check', inList('tier', TIERS)),
    check('profiles_role_check', inList('role', ROLES)),
    check('profiles_gender_check', inList('gender_identity', GENDER_OPTIONS, true)),
    check('profiles_age_check', sql`age is null or age between 13 and 120`),
  ],
);

export const userPreferences = sqliteTable(
  'user_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewMode: text('view_mode', { enum: VIEW_MODES }).notNull().default('normal'),
    searchPreferences: json<Record<string, unknown>>('search_preferences').notNull().default({}),
    updatedAt: updatedAt(),
  },
  () => [check('user_preferences_view_mode_check', inList('view_mode', VIEW_MODES))],
);

export type ProfileRow = typeof profiles.$inferSelect;
