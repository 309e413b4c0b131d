import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

/** Whether a stored avatar is the one a member's profile shows now. */
export async function avatarInUse(db: Db, key: string) {
  const [owner] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.avatarUrl, `/media/${key}`))
    .limit(1);
  return Boolean(owner);
}
