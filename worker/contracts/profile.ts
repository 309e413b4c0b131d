import * as v from 'valibot';
import { EmailSchema, NameSchema, UsernameSchema } from './account';
import { maxChars } from './characters';
import { COUNTRY_CODES } from './countries';
import { COACHING_STYLES, GENDER_OPTIONS } from './enums';
import { ACTIVITY_TYPES, INTERESTS, TIME_AVAILABILITY, TIMEZONES } from './options';
import { hasPhoneDigits, PHONE_PATTERN } from './phone';
import { NotificationPreferencesSchema, PrivacySettingsSchema } from './profile-settings';

const nullableText = (max: number, message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        maxChars(max, message),
        v.transform((s) => s || null),
      ),
    ),
  );

export { PHONE_PATTERN };

/** Most characters of the bio on a member's profile. */
export const PROFILE_BIO_MAX = 500;

/** Everything a member may change about themselves; tier, role and moderation fields are not here. */
export const ProfileUpdateInput = v.strictObject(
  {
    email: v.optional(EmailSchema),
    firstName: v.optional(v.pipe(NameSchema, v.nonEmpty('First name is required'))),
    lastName: v.optional(
      v.nullable(
        v.pipe(
          NameSchema,
          v.transform((s) => s || null),
        ),
      ),
    ),
    username: v.optional(UsernameSchema),
    phoneNumber: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.transform((s) => s || null),
          v.nullable(
            v.pipe(
              v.string(),
              v.maxLength(30, 'Invalid phone number format'),
              v.regex(PHONE_PATTERN, 'Invalid phone number format'),
              v.check(hasPhoneDigits, 'Invalid phone number format'),
            ),
          ),
        ),
      ),
    ),
    age: v.optional(
      v.nullable(
        v.pipe(
          v.number('Age must be between 13 and 120'),
          v.integer('Age must be between 13 and 120'),
          v.minValue(13, 'Age must be between 13 and 120'),
          v.maxValue(120, 'Age must be between 13 and 120'),
        ),
      ),
    ),
    country: v.optional(v.nullable(v.picklist(COUNTRY_CODES, 'Please choose a country from the list'))),
    genderIdentity: v.optional(v.nullable(v.picklist(GENDER_OPTIONS, 'Please choose from the listed options'))),
    preferredPronouns: nullableText(50, 'Pronouns must be less than 50 characters'),
    location: nullableText(100, 'Location must be less than 100 characters'),
    occupation: nullableText(100, 'Occupation must be less than 100 characters'),
    languagePreferences: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), maxChars(40))),
        v.maxLength(10, 'List up to 10 languages'),
      ),
    ),
    timezone: v.optional(
      v.nullable(
        v.picklist(
          TIMEZONES.map((t) => t.value),
          'Please choose a timezone from the list',
        ),
      ),
    ),
    interests: v.optional(
      v.pipe(v.array(v.picklist(INTERESTS, 'Please choose from the listed options')), v.maxLength(30)),
    ),
    healthConsiderations: v.optional(v.pipe(v.array(v.pipe(v.string(), v.trim(), maxChars(200))), v.maxLength(10))),
    activityTypes: v.optional(
      v.pipe(v.array(v.picklist(ACTIVITY_TYPES, 'Please choose from the listed options')), v.maxLength(12)),
    ),
    timeAvailability: v.optional(
      v.pipe(v.array(v.picklist(TIME_AVAILABILITY, 'Please choose from the listed options')), v.maxLength(8)),
    ),
    coachingStyle: v.optional(v.nullable(v.picklist(COACHING_STYLES, 'Please choose from the listed options'))),
    newsletter: v.optional(v.boolean()),
    profileBio: nullableText(PROFILE_BIO_MAX, 'Bio must be less than 500 characters'),
    notificationPreferences: v.optional(NotificationPreferencesSchema),
    privacySettings: v.optional(PrivacySettingsSchema),
  },
  'The request has a field this form does not accept',
);
export type ProfileUpdateInput = v.InferOutput<typeof ProfileUpdateInput>;

/** The 12 fields the completeness ring counts. */
export const COMPLETENESS_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'avatarUrl',
  'age',
  'country',
  'location',
  'phoneNumber',
  'genderIdentity',
  'occupation',
  'languagePreferences',
  'timezone',
] as const;

export function profileCompleteness(p: Partial<Record<(typeof COMPLETENESS_FIELDS)[number], unknown>>) {
  const filled = COMPLETENESS_FIELDS.filter((f) => {
    const value = p[f];
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '';
  }).length;
  return Math.round((filled / COMPLETENESS_FIELDS.length) * 100);
}

export const UsernameParams = v.object({ username: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });

export const DeleteAccountInput = v.strictObject({
  password: v.pipe(
    v.string('Please enter your password to confirm'),
    v.nonEmpty('Please enter your password to confirm'),
  ),
});

export const AVATAR_MAX = 5 * 1024 * 1024;
