import { eq, sql } from 'drizzle-orm';
import type { CounterType } from '../../contracts/community';
import type { Db } from '../../db/client';
import { feedCursors, type ProfileRow } from '../../db/schema';
import { blogVisible, postVisible } from '../../policy/visibility';

/** Counters stop at 10: the badge shows '9+' beyond 9, so counting further would be wasted work. */
const CAP = 10;

async function cursorOf(db: Db, userId: string) {
  const [row] = await db.select().from(feedCursors).where(eq(feedCursors.userId, userId));
  if (row) return row;
  // A first visit starts from now: nothing is "new" before the member has seen the feed once.
  const now = new Date();
  const [created] = await db
    .insert(feedCursors)
    .values({ userId, postsSeenAt: now, blogsSeenAt: now, followingSeenAt: now })
    .onConflictDoNothing()
    .returning();
  return created ?? { userId, postsSeenAt: now, blogsSeenAt: now, followingSeenAt: now };
}

/** How many items the member may see arrived since they last chose each view, by others. */
export async function newContentCounts(db: Db, viewer: ProfileRow) {
  const c = await cursorOf(db, viewer.id);
  const ms = (d: Date | null) => d?.getTime() ?? 0;
  const [row] = await db.all<{ posts: number; blogs: number; following: number }>(sql`select
    (select count(*) from (select 1 from posts p where p.created_at > ${ms(c.postsSeenAt)} and p.user_id != ${viewer.id} and ${postVisible(viewer.id)} limit ${CAP})) as posts,
    (select count(*) from (select 1 from blogs b where coalesce(b.published_at, b.created_at) > ${ms(c.blogsSeenAt)} and b.status = 'published' and b.user_id != ${viewer.id} and ${blogVisible(viewer.id)} limit ${CAP})) as blogs,
    (select count(*) from (select 1 from posts p where p.created_at > ${ms(c.followingSeenAt)} and p.user_id in (select following_id from follows where follower_id = ${viewer.id} and status = 'accepted') and ${postVisible(viewer.id)} limit ${CAP})) as following`);
  const posts = row?.posts ?? 0;
  const blogs = row?.blogs ?? 0;
  return { all: Math.min(posts + blogs, CAP), posts, blogs, following: row?.following ?? 0 };
}

/** Choosing a view resets its counter ('all' covers posts and blogs). */
export async function markSeen(db: Db, viewer: ProfileRow, type: CounterType) {
  await cursorOf(db, viewer.id);
  const now = new Date();
  const set =
    type === 'all'
      ? { postsSeenAt: now, blogsSeenAt: now }
      : type === 'posts'
        ? { postsSeenAt: now }
        : type === 'blogs'
          ? { blogsSeenAt: now }
          : { followingSeenAt: now };
  await db.update(feedCursors).set(set).where(eq(feedCursors.userId, viewer.id));
  return newContentCounts(db, viewer);
}
