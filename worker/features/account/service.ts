import { and, eq, lt, type SQLWrapper, sql } from 'drizzle-orm';
import type { Auth } from '../../auth';
import type { SignUpInput } from '../../contracts/account';
import { RESERVED_USERNAMES } from '../../contracts/options';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_SETTINGS } from '../../contracts/profile-settings';
import type { Db } from '../../db/client';
import { type ProfileRow, profiles, userPreferences, users } from '../../db/schema';
import { fail } from '../../lib/errors';
import { isAdmin, isModerator, isRestricted, isSuperAdmin } from '../../policy';

export async function usernameProblem(db: Db, username: string, exceptUserId?: string): Promise<string | null> {
  const lower = username.toLowerCase();
  if ((RESERVED_USERNAMES as readonly string[]).includes(lower)) return 'This username is reserved';
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = ${lower}`);
  if (taken && taken.id !== exceptUserId) return 'This username is already taken';
  return null;
}

/** The sign-up picture: JPG or PNG up to 2MB, named after the account ({userId}.{ext}). */
export const SIGN_UP_AVATAR = {
  maxBytes: 2 * 1024 * 1024,
  allowed: ['image/jpeg', 'image/png'],
  tooLarge: 'Avatar file size must be less than 2MB',
  wrongType: 'Avatar must be a JPG or PNG image',
} as const;

/** The one answer to a sign-up, whether or not the address already has an account. */
export const signUpSent = (email: string) => ({
  email,
  message: `We have sent a link to ${email}. Open it within 24 hours to finish creating your account.`,
});

/**
 * Creates an unconfirmed account: the better-auth user (it owns the password hash) and the
 * profile, with the sign-up picture if one came. The first session comes from the link better-auth
 * mails to the address. For an address that already has an account, better-auth hashes the
 * password all the same, mails the owner instead and makes nothing, so the caller answers alike
 * and nobody learns from sign-up who has an account; then this returns null. The username check
 * comes first: usernames are public anyway.
 */
export async function signUp(
  db: Db,
  auth: Auth,
  input: SignUpInput,
  headers: Headers,
  avatar?: { bytes: Uint8Array; type: string; extension: string; media: R2Bucket },
): Promise<ProfileRow | null> {
  const problem = await usernameProblem(db, input.username);
  if (problem) throw fail(409, 'USERNAME_TAKEN', problem);

  const response = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.firstName },
    headers,
    asResponse: true,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw fail(400, 'SIGN_UP_FAILED', body?.message ?? 'Sign up failed');
  }
  const { user } = (await response.json()) as { user: { id: string } };
  // An address that already had an account gets a stand-in user that was never stored.
  const [created] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, user.id), eq(users.email, input.email)));
  if (!created) return null;

  const avatarKey = avatar ? `avatars/${user.id}.${avatar.extension}` : null;
  try {
    if (avatar && avatarKey) {
      await avatar.media.put(avatarKey, avatar.bytes, {
        httpMetadata: { contentType: avatar.type, cacheControl: 'public, max-age=3600' },
      });
    }
    const [profile] = await db.batch([
      db
        .insert(profiles)
        .values({
          id: user.id,
          email: input.email,
          firstName: input.firstName,
          username: input.username,
          avatarUrl: avatarKey ? `/media/${avatarKey}` : null,
          age: input.age,
          country: input.country,
          location: input.location || null,
          genderIdentity: input.genderIdentity ?? null,
          interests: input.interests,
          healthConsiderations: input.healthConsiderations ? [input.healthConsiderations] : [],
          activityTypes: input.activityTypes,
          timeAvailability: input.timeAvailability,
          coachingStyle: input.coachingStyle ?? null,
          newsletter: input.newsletter,
          notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
          privacySettings: DEFAULT_PRIVACY_SETTINGS,
        })
        .returning(),
      db.insert(userPreferences).values({ userId: user.id }),
    ]);
    return profile[0] as ProfileRow;
  } catch (error) {
    await db.delete(users).where(eq(users.id, user.id));
    if (avatar && avatarKey) await avatar.media.delete(avatarKey);
    if (String(error).includes('UNIQUE')) throw fail(409, 'USERNAME_TAKEN', 'This username is already taken');
    throw error;
  }
}

/** A profile whose sign-up link was followed; until then nobody else sees it anywhere. */
export const confirmedProfile = (id: SQLWrapper) =>
  sql`exists (select 1 from users u where u.id = ${id} and u.email_verified = 1)`;

/** Accounts never confirmed within a week are removed, which frees their usernames. */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;

export async function removeUnconfirmedAccounts(db: Db, media: R2Bucket, now = new Date()) {
  const before = new Date(now.getTime() - UNCONFIRMED_ACCOUNT_DAYS * 86400_000);
  // Only e-mail and password sign-ups wait for a link; an account that also signs in another way stays.
  const stale = await db
    .delete(users)
    .where(
      and(
        eq(users.emailVerified, false),
        lt(users.createdAt, before),
        sql`exists (select 1 from accounts a where a.user_id = ${users.id} and a.provider_id = 'credential')`,
        sql`not exists (select 1 from accounts a where a.user_id = ${users.id} and a.provider_id <> 'credential')`,
      ),
    )
    .returning({ id: users.id });
  // Only a sign-up picture can exist for an account that never signed in.
  for (const { id } of stale) {
    await media.delete(['jpg', 'png'].map((ext) => `avatars/${id}.${ext}`));
  }
  return stale.length;
}

/** What a member sees of themselves, with the role flags the web app needs. */
export function toMe(profile: ProfileRow) {
  return {
    profile,
    flags: {
      isAdmin: isAdmin(profile),
      isSuperAdmin: isSuperAdmin(profile),
      isModerator: isModerator(profile),
      isRestricted: isRestricted(profile),
    },
  };
}
export type Me = ReturnType<typeof toMe>;
