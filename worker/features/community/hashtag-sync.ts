import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashtags, postHashtags } from '../../db/schema';

/**
 * Makes a post's hashtag links match `names` and recounts every tag it touched, so
 * `hashtags.post_count` is always the number of posts carrying the tag, never a running tally
 * that concurrent edits could skew.
 */
export async function syncPostHashtags(db: Db, postId: string, names: string[], previous: string[] = []) {
  const touched = [...new Set([...names, ...previous])];
  if (touched.length === 0) return;
  if (names.length) {
    await db
      .insert(hashtags)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing({ target: hashtags.name });
  }
  const tags = await db
    .select({ id: hashtags.id, name: hashtags.name })
    .from(hashtags)
    .where(inArray(hashtags.name, touched));
  const wanted = tags.filter((t) => names.includes(t.name));
  const recount = db
    .update(hashtags)
    .set({ postCount: sql`(select count(*) from post_hashtags where hashtag_id = ${hashtags.id})` })
    .where(
      inArray(
        hashtags.id,
        tags.map((t) => t.id),
      ),
    );
  const clear = db.delete(postHashtags).where(sql`${postHashtags.postId} = ${postId}`);
  if (wanted.length) {
    await db.batch([clear, db.insert(postHashtags).values(wanted.map((t) => ({ postId, hashtagId: t.id }))), recount]);
  } else {
    await db.batch([clear, recount]);
  }
}

/** After a post is gone: recount the tags it carried. */
export async function recountHashtags(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(hashtags)
    .set({ postCount: sql`(select count(*) from post_hashtags where hashtag_id = ${hashtags.id})` })
    .where(inArray(hashtags.id, ids));
}
