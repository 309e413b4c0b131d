import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogs, type ProfileRow, users } from '../../db/schema';
import { withdrawFromGuests } from '../../lib/public-copies';
import { checkPassword } from './security';

async function mediaKeysOf(media: R2Bucket, userId: string) {
  const prefixes = [
    `avatars/${userId}`,
    `custom-activities/${userId}/`,
    `post-images/${userId}/`,
    `blog-covers/${userId}/`,
  ];
  const keys: string[] = [];
  for (const prefix of prefixes) {
    let cursor: string | undefined;
    do {
      const page = await media.list({ prefix, cursor });
      keys.push(...page.objects.map((o) => o.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return keys;
}

/**
 * Deletes the account after checking the password: every row the member owns goes with the user
 * (foreign keys cascade), their files and their pages' preview cards leave R2 (and the sitemaps
 * that listed them, the edge), and messages they sent stay readable to the other member with the
 * sender shown as a deleted user.
 */
export async function deleteAccount(db: Db, media: R2Bucket, requestUrl: string, actor: ProfileRow, password: string) {
  await checkPassword(db, actor.id, password, 'That password is not right');
  const keys = await mediaKeysOf(media, actor.id);
  const blogIds = (await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.userId, actor.id))).map((b) => b.id);
  await db.delete(users).where(eq(users.id, actor.id));
  for (let i = 0; i < keys.length; i += 1000) await media.delete(keys.slice(i, i + 1000));
  await withdrawFromGuests(db, media, requestUrl, { usernames: [actor.username], blogIds });
  return { filesRemoved: keys.length };
}
