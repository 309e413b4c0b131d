import * as v from 'valibot';
import { isRealDay } from './calendar-day';
import { maxChars } from './characters';
import { ACTION_TYPES, REPORT_TARGETS } from './enums';

export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The reasons offered when reporting anything, and the only ones the API takes. */
export const REPORT_REASONS = [
  'Harassment or bullying',
  'Spam or scam',
  'Impersonation',
  'Hate speech',
  'Inappropriate content',
  'Other',
] as const;

/** The word a report uses for its target: 'You have already reported this {noun}'. */
export const REPORT_NOUNS: Record<ReportTarget, string> = {
  post: 'post',
  comment: 'comment',
  blog: 'blog',
  blog_comment: 'comment',
  custom_activity: 'activity',
  profile: 'user',
  message: 'message',
};

const Id = (missing: string) => v.pipe(v.string(missing), v.trim(), v.nonEmpty(missing), v.maxLength(64, missing));
/**
 * A report's reason is one of the offered reasons, so the moderators' queue tallies each reason
 * once ('Spam or scam' and 'spam' were two); what else there is to say goes in the notes.
 */
export const ReportReason = v.picklist(REPORT_REASONS, 'Please choose a reason');
/** Most characters of the notes added to a report or to a moderation action. */
export const MODERATION_NOTES_MAX = 1000;
const Notes = v.optional(
  v.pipe(v.string(), v.trim(), maxChars(MODERATION_NOTES_MAX, 'Notes must be less than 1000 characters')),
);

/**
 * Reporting anything members create: `{ target_type, target_id, reason, extra_notes? }`, or the
 * post form `{ post_id, reason, extra_notes? }`. Both arrive at the API as the first form.
 */
export const ReportInput = v.pipe(
  v.strictObject({
    target_type: v.optional(v.picklist(REPORT_TARGETS, 'Unknown kind of content')),
    target_id: v.optional(Id('Missing report target')),
    post_id: v.optional(Id('Missing report target')),
    reason: ReportReason,
    extra_notes: Notes,
  }),
  v.check((i) => Boolean(i.post_id || (i.target_type && i.target_id)), 'Missing report target'),
  v.transform((i) => ({
    target_type: (i.post_id && !i.target_type ? 'post' : i.target_type) as ReportTarget,
    target_id: (i.target_id ?? i.post_id) as string,
    reason: i.reason,
    extra_notes: i.extra_notes || undefined,
  })),
);
export type ReportInputBody = v.InferInput<typeof ReportInput>;

const cursor = v.optional(v.pipe(v.string(), v.maxLength(300)));

export const ReportsQuery = v.strictObject({
  type: v.optional(v.picklist(REPORT_TARGETS, 'Unknown kind of content')),
  q: v.optional(v.pipe(v.string(), v.trim(), maxChars(100))),
  cursor,
});
export const ReportGroupsQuery = v.strictObject({
  type: v.optional(v.picklist(REPORT_TARGETS, 'Unknown kind of content')),
  cursor,
});

/** Bulk Dismiss / Resolve: chosen reports, or every pending report on chosen things (groups). */
export const BulkReportsInput = v.strictObject({
  status: v.picklist(['resolved', 'dismissed'], 'Status must be resolved or dismissed'),
  report_ids: v.optional(v.pipe(v.array(Id('Missing report')), v.maxLength(100, 'Choose at most 100 reports'))),
  targets: v.optional(
    v.pipe(
      v.array(
        v.strictObject({ type: v.picklist(REPORT_TARGETS, 'Unknown kind of content'), id: Id('Missing report') }),
      ),
      v.maxLength(50, 'Choose at most 50 groups'),
    ),
  ),
});

/** How long a suspension lasts: a number of days, or until a chosen date. */
export const SUSPENSION_DAY_CHOICES = [1, 3, 7, 30] as const;

export const UpdateReportInput = v.strictObject({
  status: v.picklist(['resolved', 'dismissed'], 'Status must be resolved or dismissed'),
});

export const ACTION_LABELS: Record<(typeof ACTION_TYPES)[number], string> = {
  warning: 'Warning',
  post_removal: 'Remove Post',
  suspension: 'Suspend User',
  ban: 'Ban User',
};

/** Most characters of the reason a moderator gives for an action, or for lifting one early. */
export const MODERATION_REASON_MAX = 500;

export const ActionInput = v.strictObject({
  action_type: v.picklist(ACTION_TYPES, 'Choose an action type'),
  reason: v.pipe(
    v.string('Reason is required'),
    v.trim(),
    v.nonEmpty('Reason is required'),
    maxChars(MODERATION_REASON_MAX, 'Reason must be less than 500 characters'),
  ),
  notes: Notes,
  /** From a report the target and post come from the report; otherwise the target is required. */
  report_id: v.optional(Id('Missing report')),
  target_user_id: v.optional(Id('Missing user')),
  post_id: v.optional(Id('Missing post')),
  /** Suspensions: 1, 3, 7 or 30 days (30 when neither is given), or until a date within a year. */
  suspension_days: v.optional(v.picklist(SUSPENSION_DAY_CHOICES, 'Choose 1, 3, 7 or 30 days')),
  suspension_until: v.optional(
    v.pipe(
      v.string(),
      v.isoDate('Choose the date the suspension ends'),
      v.check(isRealDay, 'Choose the date the suspension ends'),
      v.transform((d) => new Date(`${d}T00:00:00Z`)),
    ),
  ),
});

/** Lifting a suspension or a ban early, with the reason the member is told. */
export const LiftInput = v.strictObject({
  user_id: Id('Missing user'),
  kind: v.picklist(['suspension', 'ban'], 'Choose what to lift'),
  reason: v.pipe(
    v.string('Reason is required'),
    v.trim(),
    v.nonEmpty('Reason is required'),
    maxChars(MODERATION_REASON_MAX, 'Reason must be less than 500 characters'),
  ),
});

export const ActionsQuery = v.strictObject({ user_id: v.optional(Id('Missing user')) });

const Text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    maxChars(max, `${label} must be less than ${max} characters`),
  );

/** Most characters of a member's appeal against an action. */
export const APPEAL_MESSAGE_MAX = 2000;
/** Most characters of the one question a moderator may ask about an appeal. */
export const APPEAL_QUESTION_MAX = 1000;
/** Most characters of the member's answer to that question. */
export const APPEAL_ANSWER_MAX = 2000;
/** Most characters of the moderator's response when deciding an appeal. */
export const APPEAL_RESPONSE_MAX = 1000;

export const AppealInput = v.strictObject({
  related_action_id: Id('Missing action'),
  message: Text('Your appeal', APPEAL_MESSAGE_MAX),
});

export const AppealQuestionInput = v.strictObject({ question: Text('The question', APPEAL_QUESTION_MAX) });
export const AppealAnswerInput = v.strictObject({ answer: Text('Your answer', APPEAL_ANSWER_MAX) });

export const AppealDecisionInput = v.strictObject({
  status: v.picklist(['approved', 'rejected'], 'Status must be approved or rejected'),
  response: Text('A response', APPEAL_RESPONSE_MAX),
});

export const ModerationMessageInput = v.strictObject({
  receiver_id: Id('Missing user'),
  message_text: Text('The message', 2000),
  action_id: v.optional(Id('Missing action')),
});

export const IdParam = v.strictObject({ id: Id('Not found') });
