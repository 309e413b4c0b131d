import { eq, sql } from 'drizzle-orm';
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

/**
 * Creates the better-auth user and the profile in one request. The user is created first (it owns
 * the password hash); if the profile cannot be stored the user is removed again, so no account
 * exists without a profile.
 */
export async function signUp(db: Db, auth: Auth, input: SignUpInput, headers: Headers) {
  const problem = await usernameProblem(db, input.username);
  if (problem) throw fail(409, 'USERNAME_TAKEN', problem);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw fail(409, 'EMAIL_TAKEN', 'An account with this email already exists');

  const response = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.firstName },
    headers,
    asResponse: true,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    if (response.status === 422) throw fail(409, 'EMAIL_TAKEN', 'An account with this email already exists');
    throw fail(400, 'SIGN_UP_FAILED', body?.message ?? 'Sign up failed');
  }
  const { user } = (await response.clone().json()) as { user: { id: string } };

  try {
    const [profile] = await db.batch([
      db
        .insert(profiles)
        .values({
          id: user.id,
          email: input.email,
          firstName: input.firstName,
          username: input.username,
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
    return { profile: profile[0] as ProfileRow, setCookie: response.headers.getSetCookie() };
  } catch (error) {
    await db.delete(users).where(eq(users.id, user.id));
    if (String(error).includes('UNIQUE')) throw fail(409, 'USERNAME_TAKEN', 'This username is already taken');
    throw error;
  }
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
