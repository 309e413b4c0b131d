import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ACTION_TYPES, APPEAL_STATUSES, REPORT_STATUSES, REPORT_TARGETS, VISIBILITIES } from '../../contracts/enums';
import { bool, createdAt, idColumn, inList, json, timestamp } from '../columns';
import { users } from './auth';

/** Reports about anything members create (posts, comments, blogs, profiles, messages, custom activities). */
export const reports = sqliteTable(
  'reports',
  {
    id: idColumn(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    /** Set for posts, so the moderator can open the post. */
    postId: text('post_id'),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    extraNotes: text('extra_notes'),
    /** A copy of the reported text (e.g. a private message) so the moderator sees it in place. */
    contentSnapshot: text('content_snapshot'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('pending'),
    postVisibility: text('post_visibility', { enum: VISIBILITIES }),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_idx').on(t.reporterId, t.targetType, t.targetId),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    // The queue's type filter reads the newest pending reports of one kind straight from this index.
    index('reports_status_type_created_idx').on(t.status, t.targetType, t.createdAt),
    // Counting one target's pending reports (the grouped queue, kept by triggers) reads this index.
    index('reports_target_status_created_idx').on(t.targetType, t.targetId, t.status, t.createdAt),
    check('reports_target_type_check', inList('target_type', REPORT_TARGETS)),
    check('reports_status_check', inList('status', REPORT_STATUSES)),
  ],
);

/**
 * The grouped queue: one row per reported thing, with its pending reports counted and the time of
 * the newest. Kept by triggers on `reports` (migration 0021), so every writer keeps it true.
 */
export const reportTargets = sqliteTable(
  'report_targets',
  {
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    targetUserId: text('target_user_id'),
    postId: text('post_id'),
    pendingCount: integer('pending_count').notNull(),
    /** The newest pending report's time (ms); null when none is pending. */
    latestAt: integer('latest_at'),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetId] }),
    index('report_targets_pending_idx').on(t.latestAt, t.targetType, t.targetId).where(sql`pending_count > 0`),
    index('report_targets_type_pending_idx').on(t.targetType, t.latestAt, t.targetId).where(sql`pending_count > 0`),
  ],
);

/** Suspensions and bans lifted early by a moderator, with the reason the member is told. */
export const moderationLifts = sqliteTable(
  'moderation_lifts',
  {
    id: idColumn(),
    kind: text('kind', { enum: ['suspension', 'ban'] }).notNull(),
    targetUserId: text('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    moderatorUserId: text('moderator_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_lifts_target_idx').on(t.targetUserId, t.createdAt),
    check('moderation_lifts_kind_check', sql`kind in ('suspension', 'ban')`),
  ],
);

export const moderationActions = sqliteTable(
  'moderation_actions',
  {
    id: idColumn(),
    actionType: text('action_type', { enum: ACTION_TYPES }).notNull(),
    reason: text('reason').notNull(),
    notes: text('notes'),
    targetUserId: text('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: text('post_id'),
    /** For post_removal: the post's visibility before, so an approved appeal puts it back as it was. */
    postVisibility: text('post_visibility', { enum: VISIBILITIES }),
    reportId: text('report_id').references(() => reports.id, { onDelete: 'set null' }),
    moderatorUserId: text('moderator_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_actions_target_idx').on(t.targetUserId, t.createdAt),
    index('moderation_actions_created_idx').on(t.createdAt),
    check('moderation_actions_type_check', inList('action_type', ACTION_TYPES)),
    check('moderation_actions_reason_check', sql`length(trim(reason)) > 0`),
  ],
);

export const userSuspensions = sqliteTable(
  'user_suspensions',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionId: text('action_id').references(() => moderationActions.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    startDate: timestamp('start_date').notNull(),
    endDate: timestamp('end_date').notNull(),
    liftedAt: timestamp('lifted_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('user_suspensions_user_idx').on(t.userId, t.endDate)],
);

export const moderationAppeals = sqliteTable(
  'moderation_appeals',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relatedActionId: text('related_action_id')
      .notNull()
      .unique()
      .references(() => moderationActions.id, { onDelete: 'cascade' }),
    relatedPostId: text('related_post_id'),
    message: text('message').notNull(),
    /** A moderator may ask one question before deciding; the member may answer it once. */
    moderatorQuestion: text('moderator_question'),
    userAnswer: text('user_answer'),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('pending'),
    moderatorResponse: text('moderator_response'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_appeals_created_idx').on(t.createdAt),
    check('moderation_appeals_status_check', inList('status', APPEAL_STATUSES)),
  ],
);

export const moderationMessages = sqliteTable(
  'moderation_messages',
  {
    id: idColumn(),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    actionId: text('action_id').references(() => moderationActions.id, { onDelete: 'set null' }),
    messageText: text('message_text').notNull(),
    isSystem: bool('is_system').notNull().default(false),
    read: bool('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_messages_receiver_idx').on(t.receiverId, t.createdAt)],
);

/**
 * An admin's edit of a member's post or blog: the text before it (so it can be read and put back)
 * and who changed it when. It is also the moderation log's record of the edit.
 */
export const contentEdits = sqliteTable(
  'content_edits',
  {
    id: idColumn(),
    contentType: text('content_type', { enum: ['post', 'blog'] }).notNull(),
    contentId: text('content_id').notNull(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    editorId: text('editor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The edited fields as they were: content for a post; title, subtitle and content for a blog. */
    previous: json<Record<string, string | null>>('previous').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_edits_content_idx').on(t.contentType, t.contentId, t.createdAt),
    index('content_edits_created_idx').on(t.createdAt),
    check('content_edits_type_check', inList('content_type', ['post', 'blog'])),
  ],
);
