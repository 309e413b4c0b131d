// Enumerations of the data model, shared by the schema, the API contracts and the web app.

export const ROLES = ['user', 'admin', 'superAdmin', 'moderator', 'modManager', 'supplier', 'trustedSupplier'] as const;
export type Role = (typeof ROLES)[number];

export const TIERS = ['free', 'premium', 'pro'] as const;
export type Tier = (typeof TIERS)[number];

export const VISIBILITIES = ['public', 'friends', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const FOLLOW_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type FollowStatus = (typeof FOLLOW_STATUSES)[number];

export const WHO_CAN_MESSAGE = ['everyone', 'following', 'mutual', 'nobody'] as const;

export const NOTIFICATION_TYPES = [
  'follow_request',
  'follow_accepted',
  'new_follower',
  'post_like',
  'post_comment',
  'comment_reply',
  'mention',
  'blog_comment',
  'blog_coauthor',
  'new_message',
  'moderation_message',
  'appeal_decision',
  'list_reminder',
  'security_alert',
  'coach_checkin',
  'coach_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const POST_STATUSES = ['published', 'draft'] as const;
export const MEDIA_TYPES = ['image', 'video'] as const;
export const SHARE_PLATFORMS = ['copy', 'twitter', 'facebook'] as const;

export const BLOG_STATUSES = ['draft', 'published'] as const;
export const COAUTHOR_ROLES = ['writer', 'editor', 'viewer'] as const;

export const CATEGORIES = [
  'Adventure',
  'Creative',
  'Fitness',
  'Social',
  'Learning',
  'Travel',
  'Food & Drink',
  'Arts & Culture',
  'Outdoor',
  'Indoor',
  'Wellness',
  'Technology',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const SOLO_SOCIAL = ['solo', 'social', 'either'] as const;
export const INDOOR_OUTDOOR = ['indoor', 'outdoor', 'either'] as const;
export const LIST_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const VIEW_MODES = ['compact', 'normal', 'large'] as const;

export const PAGE_STATUSES = ['draft', 'published', 'archived'] as const;

export const REPORT_TARGETS = [
  'post',
  'comment',
  'blog',
  'blog_comment',
  'custom_activity',
  'profile',
  'message',
] as const;
export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export const ACTION_TYPES = ['warning', 'post_removal', 'suspension', 'ban'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
export const APPEAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const CONTACT_CATEGORIES = [
  'technical_support',
  'account_issues',
  'billing_questions',
  'feature_suggestions',
  'report_bug',
  'partnership',
  'press_media',
  'other',
] as const;
export const CONTACT_STATUSES = ['new', 'handled'] as const;

export const GENDER_OPTIONS = ['male', 'female', 'non_binary', 'prefer_not_to_say', 'other'] as const;
export const COACHING_STYLES = ['tough_love', 'gentle_encouragement', 'goal_oriented'] as const;

/** The catalogue's sort orders (here, not in the catalogue contract, so the web app's URL rules load without it). */
export const SORTS = [
  'popularity',
  'rating',
  'relevance',
  'cost_low',
  'cost_high',
  'time_short',
  'time_long',
  'newest',
  'alphabetical',
] as const;

/** The blog list's sort orders. */
export const BLOG_SORTS = ['date', 'views', 'likes'] as const;
