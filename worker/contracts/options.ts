import type { TimeZone } from './time-zones';
// Option lists of the sign-up and profile forms.

export const ACTIVITY_TYPES = [
  'Adventure & Outdoor',
  'Arts & Creativity',
  'Food & Drink',
  'Travel & Culture',
  'Sports & Fitness',
  'Learning & Skills',
  'Music & Performance',
  'Wellness & Mindfulness',
  'Social & Community',
  'Nature & Wildlife',
  'Technology & Innovation',
  'Volunteering & Charity',
] as const;

export const INTERESTS = [
  'Photography',
  'Hiking',
  'Cooking',
  'Travel',
  'Music',
  'Reading',
  'Yoga',
  'Running',
  'Cycling',
  'Swimming',
  'Painting',
  'Writing',
  'Gardening',
  'Dancing',
  'Climbing',
  'Surfing',
  'Camping',
  'Volunteering',
  'Languages',
  'History',
  'Science',
  'Technology',
  'Gaming',
  'Film',
  'Theatre',
  'Fitness',
  'Meditation',
  'Food',
  'Wildlife',
  'Adventure',
] as const;

export const TIME_AVAILABILITY = [
  'Weekday mornings',
  'Weekday afternoons',
  'Weekday evenings',
  'Weekend mornings',
  'Weekend afternoons',
  'Weekend evenings',
  'Flexible schedule',
  'Limited availability',
] as const;

export const COACHING_STYLE_LABELS = {
  tough_love: 'Tough love',
  gentle_encouragement: 'Gentle encouragement',
  goal_oriented: 'Goal oriented',
} as const;

export const GENDER_LABELS = {
  male: 'Male',
  female: 'Female',
  non_binary: 'Non-binary',
  prefer_not_to_say: 'Prefer not to say',
  other: 'Other',
} as const;

export const TIMEZONES = [
  { value: 'UTC', label: 'UTC' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'America/New_York', label: 'New York' },
  { value: 'America/Los_Angeles', label: 'Los Angeles' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'Australia/Sydney', label: 'Sydney' },
] as const satisfies readonly { value: TimeZone; label: string }[];

/** Names that would collide with the app's own routes or impersonate staff. */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'api',
  'auth',
  'blog',
  'community',
  'contact',
  'edit',
  'help',
  'lifelist',
  'me',
  'media',
  'messages',
  'moderator',
  'notifications',
  'onboarding',
  'profile',
  'quiz',
  'root',
  'settings',
  'sign_in',
  'signin',
  'staff',
  'support',
  'system',
] as const;
