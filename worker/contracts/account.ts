import * as v from 'valibot';
import { maxChars } from './characters';
import { COUNTRY_CODES } from './countries';
import { COACHING_STYLES, GENDER_OPTIONS } from './enums';
import { ACTIVITY_TYPES, INTERESTS, TIME_AVAILABILITY } from './options';

export const REQUIRED_SIGN_UP_MESSAGE = 'Please fill in all required fields and accept the terms';
export const UNKNOWN_FIELD_MESSAGE = 'The request has a field this form does not accept';

const filled = (value: unknown) =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '';

const REQUIRED = ['email', 'password', 'firstName', 'username', 'age', 'country'] as const;
/** What a member who signed in with Google or Twitter still gives: no address or password. */
const PROFILE_REQUIRED = ['firstName', 'username', 'age', 'country'] as const;

export const EmailSchema = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Invalid email format'),
  v.email('Invalid email format'),
  v.toLowerCase(),
);

export const UsernameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[A-Za-z0-9_]{3,20}$/, 'Username must be 3-20 characters, letters, numbers, and underscores only'),
);

export const NameSchema = v.pipe(v.string(), v.trim(), maxChars(50, 'Name must be less than 50 characters'));

export const PasswordSchema = v.pipe(
  v.string(REQUIRED_SIGN_UP_MESSAGE),
  v.minLength(8, 'Password must be at least 8 characters long'),
  v.maxLength(128, 'Password must be at most 128 characters long'),
);

const optionList = <T extends readonly string[]>(options: T, max: number) =>
  v.optional(v.pipe(v.array(v.picklist(options, 'Please choose from the listed options')), v.maxLength(max)), []);

export const SignUpStep1 = v.strictObject(
  {
    email: EmailSchema,
    password: PasswordSchema,
    firstName: v.pipe(NameSchema, v.nonEmpty(REQUIRED_SIGN_UP_MESSAGE)),
    username: UsernameSchema,
    age: v.pipe(
      v.number(REQUIRED_SIGN_UP_MESSAGE),
      v.integer('Age must be between 13 and 120'),
      v.minValue(13, 'You must be at least 13 years old to register'),
      v.maxValue(120, 'Age must be between 13 and 120'),
    ),
    country: v.picklist(COUNTRY_CODES, 'Please choose a country from the list'),
    acceptTerms: v.literal(true, REQUIRED_SIGN_UP_MESSAGE),
  },
  UNKNOWN_FIELD_MESSAGE,
);

export const SignUpStep2 = v.strictObject(
  {
    location: v.optional(v.pipe(v.string(), v.trim(), maxChars(100, 'Location must be less than 100 characters'))),
    genderIdentity: v.optional(v.picklist(GENDER_OPTIONS, 'Please choose from the listed options')),
    interests: optionList(INTERESTS, 30),
    healthConsiderations: v.optional(
      v.pipe(v.string(), v.trim(), maxChars(500, 'Health considerations must be less than 500 characters')),
    ),
    activityTypes: optionList(ACTIVITY_TYPES, 12),
    timeAvailability: optionList(TIME_AVAILABILITY, 8),
    coachingStyle: v.optional(v.picklist(COACHING_STYLES, 'Please choose from the listed options')),
    newsletter: v.optional(v.boolean(), false),
  },
  UNKNOWN_FIELD_MESSAGE,
);

const presenceOf = (required: readonly string[]) =>
  v.pipe(
    v.record(v.string(), v.unknown(), REQUIRED_SIGN_UP_MESSAGE),
    v.check(
      (input) => required.every((key) => filled(input[key])) && input.acceptTerms === true,
      REQUIRED_SIGN_UP_MESSAGE,
    ),
  );
const presence = presenceOf(REQUIRED);

/** Step 1 as the form checks it before moving on to step 2. */
export const SignUpStep1Checked = v.pipe(presence, SignUpStep1);

/**
 * Step 1's required fields are checked together first, so a half-filled form gets the one message
 * the form shows for it; then each field's own rule.
 */
export const SignUpInput = v.pipe(
  presence,
  v.strictObject({ ...SignUpStep1.entries, ...SignUpStep2.entries }, UNKNOWN_FIELD_MESSAGE),
);
export type SignUpInput = v.InferOutput<typeof SignUpInput>;
const { email: _email, password: _password, ...profileStep1 } = SignUpStep1.entries;

/** Step 1 for a member who signed in with another provider: everything but the address and password. */
export const ProfileStep1Checked = v.pipe(
  presenceOf(PROFILE_REQUIRED),
  v.strictObject(profileStep1, UNKNOWN_FIELD_MESSAGE),
);

/**
 * The profile of a member who signed in with Google or Twitter: the sign-up form without the
 * address (the provider's) and the password (they have none).
 */
export const CompleteProfileInput = v.pipe(
  presenceOf(PROFILE_REQUIRED),
  v.strictObject({ ...profileStep1, ...SignUpStep2.entries }, UNKNOWN_FIELD_MESSAGE),
);
export type CompleteProfileInput = v.InferOutput<typeof CompleteProfileInput>;

/** What a sign-up keeps until its link is followed: everything but the address and the password. */
export type SignUpDetails = Omit<SignUpInput, 'email' | 'password' | 'acceptTerms'>;
export type SignUpStep1Input = v.InferInput<typeof SignUpStep1>;

/** "Send the link again" after signing up. */
export const ResendSignUpInput = v.strictObject({ email: EmailSchema });

export const SignInInput = v.strictObject({
  email: EmailSchema,
  password: v.pipe(v.string('Password is required'), v.nonEmpty('Password is required')),
});

const currentPassword = v.pipe(
  v.string('Please enter your current password'),
  v.nonEmpty('Please enter your current password'),
);

/** A new sign-in address: it takes effect when the link sent to it is followed. */
export const ChangeEmailInput = v.strictObject({ newEmail: EmailSchema, currentPassword });
export const ConfirmEmailInput = v.strictObject({
  token: v.pipe(
    v.string('This link is invalid or has expired'),
    v.regex(/^[\w-]{20,100}$/, 'This link is invalid or has expired'),
  ),
});
/**
 * The sign-up link's token; `username` replaces the one chosen at sign-up when someone else took it
 * before the link was followed.
 */
export const ConfirmAccountInput = v.strictObject({
  token: v.pipe(
    v.string('This link is invalid or has expired'),
    v.regex(/^[\w-]{20,100}$/, 'This link is invalid or has expired'),
  ),
  username: v.optional(UsernameSchema),
});
export const ChangePasswordInput = v.strictObject({
  currentPassword,
  newPassword: v.pipe(
    v.string('Please enter a new password'),
    v.minLength(8, 'Password must be at least 8 characters long'),
    v.maxLength(128, 'Password must be at most 128 characters long'),
  ),
});
