import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashtags, postHashtags } from '../../db/schema';

/**
 * `hashtags.post_count` is what everyone may see: the published public posts carrying the tag,
 * outside locked (private) profiles. Lists of tags show it to anyone without revealing posts they
 * cannot read; a tag's own page counts per viewer (routes.ts). Always recounted, never a running
 * tally that concurrent edits could skew.
 */
const publicCount = sql`(select count(*) from post_hashtags ph join posts p on p.id = ph.post_id
  where ph.hashtag_id = ${hashtags.id} and p.status = 'published' and p.visibility = 'public'
    and not exists (select 1 from profiles lp where lp.id = p.user_id
      and json_extract(lp.privacy_settings, '$.profile_visibility') = 'private'))`;

/** Makes a post's hashtag links match `names` and recounts every tag it touched. */
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
    .set({ postCount: publicCount })
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
  await db.update(hashtags).set({ postCount: publicCount }).where(inArray(hashtags.id, ids));
}

/** After a member's profile turns private or public: recount every tag on their posts. */
export async function recountMemberHashtags(db: Db, userId: string) {
  await db
    .update(hashtags)
    .set({ postCount: publicCount })
    .where(
      sql`${hashtags.id} in (select ph.hashtag_id from post_hashtags ph join posts p on p.id = ph.post_id where p.user_id = ${userId})`,
    );
}
