import { sql } from 'drizzle-orm';
import { RESERVED_USERNAMES } from '../../contracts/options';
import type { Db } from '../../db/client';
import { type ProfileRow, profiles } from '../../db/schema';
import { can, isAdmin, isModerator, isRestricted, isSuperAdmin } from '../../policy';

/** Why a username cannot be had (reserved, or another member's), or null when it can. */
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

/** What a member sees of themselves, with the role flags the web app needs. */
export function toMe(profile: ProfileRow) {
  return {
    profile,
    flags: {
      isAdmin: isAdmin(profile),
      isSuperAdmin: isSuperAdmin(profile),
      isModerator: isModerator(profile),
      isRestricted: isRestricted(profile),
      /** May edit another member's post or blog (the rule 'content:edit-any'); the app only offers it. */
      canEditAnyContent: can(profile, 'content:edit-any'),
    },
  };
}
export type Me = ReturnType<typeof toMe>;
