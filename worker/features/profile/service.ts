import { and, desc, eq, sql } from 'drizzle-orm';
import type { ProfileUpdateInput } from '../../contracts/profile';
import { AVATAR_MAX } from '../../contracts/profile';
import type { Db } from '../../db/client';
import { blogs, type ProfileRow, posts, profiles, userBlocks } from '../../db/schema';
import { fail } from '../../lib/errors';
import { checkUpload } from '../../lib/uploads';
import { relationBetween } from '../../policy/relations';
import { contentRelation, listVisibility, profileVisibleTo } from '../../policy/visibility';
import { recountMemberHashtags } from '../community/hashtag-sync';
import { usernameProblem } from './me';
import { setAccountName } from './writes';

/** Updates the member's own profile; the account e-mail and display name follow it. */
export async function updateProfile(db: Db, actor: ProfileRow, input: ProfileUpdateInput) {
  if (input.username && input.username !== actor.username) {
    const problem = await usernameProblem(db, input.username, actor.id);
    if (problem) throw fail(409, 'USERNAME_TAKEN', problem);
  }
  // The sign-in address changes only through a confirmed change (account/security.ts).
  if (input.email && input.email.toLowerCase() !== actor.email.toLowerCase()) {
    throw fail(
      400,
      'EMAIL_CHANGE_NEEDS_CONFIRMATION',
      'To change your e-mail address, use Change e-mail: it needs your password and a confirmation',
    );
  }
  const visibilityChanged =
    input.privacySettings !== undefined &&
    input.privacySettings.profile_visibility !== actor.privacySettings.profile_visibility;
  const [[profile]] = await db.batch([
    db
      .update(profiles)
      .set({ ...input, email: actor.email, updatedAt: new Date() })
      .where(eq(profiles.id, actor.id))
      .returning(),
    setAccountName(db, actor.id, input.firstName ?? actor.firstName),
  ]);
  // Tag counts shown to everyone leave out a locked profile's posts (community/hashtag-sync.ts).
  if (visibilityChanged) await recountMemberHashtags(db, actor.id);
  return profile as ProfileRow;
}

/** Stores a checked avatar in R2 as avatars/{userId}-{timestamp}.{ext} and removes the previous one. */
export async function uploadAvatar(db: Db, media: R2Bucket, actor: ProfileRow, file: unknown) {
  const upload = await checkUpload(file, {
    maxBytes: AVATAR_MAX,
    allowed: ['image/jpeg', 'image/png', 'image/webp'],
    tooLarge: 'Image must be less than 5MB',
    wrongType: 'Only JPG, PNG, and WebP images are allowed',
  });
  const key = `avatars/${actor.id}-${Date.now()}.${upload.extension}`;
  await media.put(key, upload.bytes, {
    httpMetadata: { contentType: upload.type, cacheControl: 'public, max-age=3600' },
  });
  const previous = actor.avatarUrl?.startsWith('/media/avatars/') ? actor.avatarUrl.slice('/media/'.length) : null;
  const [profile] = await db
    .update(profiles)
    .set({ avatarUrl: `/media/${key}`, updatedAt: new Date() })
    .where(eq(profiles.id, actor.id))
    .returning();
  if (previous && previous !== key) await media.delete(previous);
  return profile as ProfileRow;
}

/**
 * A member's public profile as the viewer may see it. Private profiles, friends-only profiles seen
 * by non-friends, and members in a block with the viewer show only their name and avatar.
 */
export async function getPublicProfile(db: Db, viewerId: string | null, username: string) {
  const [p] = await db.select().from(profiles).where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`);
  if (!p) throw fail(404, 'USER_NOT_FOUND', 'User not found');
  const relation = await relationBetween(db, viewerId, p.id);
  const isOwner = viewerId === p.id;
  const summary = {
    id: p.id,
    username: p.username,
    firstName: p.firstName,
    avatarUrl: p.avatarUrl,
    role: p.role,
    isOwner,
  };
  if (relation.blocked && !isOwner) {
    // The member who blocked sees that they did, and can undo it; the blocked one sees nothing.
    const [mine] = viewerId
      ? await db
          .select({ id: userBlocks.id })
          .from(userBlocks)
          .where(and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, p.id)))
      : [];
    if (!mine) throw fail(404, 'USER_NOT_FOUND', 'User not found');
    return {
      restricted: true as const,
      visibility: 'blocked' as const,
      profile: summary,
      relation,
      blogs: [],
      activities: [],
      posts: [],
    };
  }
  if (!profileVisibleTo(p.privacySettings.profile_visibility, viewerId, p.id, relation)) {
    return {
      restricted: true as const,
      /** Why: a locked account (approved followers) or friends only (mutual follows). */
      visibility: p.privacySettings.profile_visibility === 'friends' ? ('friends' as const) : ('private' as const),
      profile: summary,
      relation,
      blogs: [],
      activities: [],
      posts: [],
    };
  }
  // On a private profile (a locked account) accepted followers are the friends-only audience.
  const audience = contentRelation(p.privacySettings.profile_visibility, relation);
  const activityVisibility: string[] = listVisibility(p, viewerId, relation);
  const postVisibility = isOwner
    ? ['public', 'friends', 'private']
    : audience.mutual
      ? ['public', 'friends']
      : ['public'];
  const inList = (values: string[]) =>
    sql.join(
      values.map((x) => sql`${x}`),
      sql`, `,
    );
  const [latestBlogs, listItems, blogCount, latestPosts, postCount] = await Promise.all([
    db
      .select({
        id: blogs.id,
        title: blogs.title,
        subtitle: blogs.subtitle,
        coverImageUrl: blogs.coverImageUrl,
        publishedAt: blogs.publishedAt,
      })
      .from(blogs)
      .where(and(eq(blogs.userId, p.id), eq(blogs.status, 'published'), eq(blogs.visibility, 'public')))
      .orderBy(desc(blogs.publishedAt))
      .limit(5),
    db.all<{
      id: string;
      status: string;
      activityId: number | null;
      customActivityId: string | null;
      title: string;
      displayTitle: string | null;
      imageUrl: string | null;
      categoryTags: string;
      indoorOutdoor: string | null;
    }>(sql`
      select ua.id, ua.status, ua.activity_id as activityId, ua.custom_activity_id as customActivityId, coalesce(a.title, ca.title) as title,
        coalesce(a.display_title, ca.display_title) as displayTitle, coalesce(a.image_url, ca.image_url) as imageUrl,
        coalesce(a.category_tags, ca.category_tags) as categoryTags, a.indoor_outdoor as indoorOutdoor
      from user_activities ua left join activities a on a.id = ua.activity_id left join custom_activities ca on ca.id = ua.custom_activity_id
      where ua.user_id = ${p.id} and ua.privacy in (${sql.join(
        activityVisibility.map((x) => sql`${x}`),
        sql`, `,
      )})
      order by ua.updated_at desc limit 50`),
    // Counts say only what this viewer may see (a guest never reads "2 posts" above "No Posts Yet").
    db.all<{ n: number }>(
      isOwner
        ? sql`select count(*) as n from blogs where user_id = ${p.id} and status = 'published'`
        : sql`select count(*) as n from blogs where user_id = ${p.id} and status = 'published'
            and visibility in (${inList(audience.mutual ? ['public', 'friends'] : ['public'])})`,
    ),
    db
      .select({
        id: posts.id,
        content: posts.content,
        media: posts.media,
        createdAt: posts.createdAt,
        editedAt: posts.editedAt,
        likesCount: posts.likesCount,
        commentsCount: posts.commentsCount,
      })
      .from(posts)
      .where(
        and(
          eq(posts.userId, p.id),
          eq(posts.status, 'published'),
          sql`${posts.visibility} in (${sql.join(
            postVisibility.map((x) => sql`${x}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(desc(posts.createdAt))
      .limit(20),
    db.all<{ n: number }>(
      sql`select count(*) as n from posts where user_id = ${p.id} and status = 'published'
        and visibility in (${inList(postVisibility)})`,
    ),
  ]);
  return {
    restricted: false as const,
    profile: {
      ...summary,
      lastName: p.lastName,
      profileBio: p.profileBio,
      location: p.location,
      interests: p.interests,
      email: p.privacySettings.show_email || isOwner ? p.email : null,
      isSuspended: p.isSuspended,
      isBanned: p.isBanned,
      createdAt: p.createdAt,
      followersCount: p.followersCount,
      followingCount: p.followingCount,
      postsCount: postCount[0]?.n ?? 0,
      blogsCount: blogCount[0]?.n ?? 0,
    },
    relation,
    blogs: latestBlogs,
    posts: latestPosts,
    activities: listItems.map(({ categoryTags, ...i }) => ({
      ...i,
      categoryTags: JSON.parse(categoryTags) as string[],
    })),
  };
}

/** The ids of a member's blogs (their preview cards go when the member's profile stops being public). */
export const blogIdsOf = async (db: Db, userId: string) =>
  (await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.userId, userId))).map((b) => b.id);
