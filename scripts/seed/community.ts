import { count, eq, sql } from 'drizzle-orm';
import { htmlToText } from '../../worker/contracts/text';
import type { Db } from '../../worker/db/client';
import { newId } from '../../worker/db/columns';
import {
  blogs,
  blogTags,
  conversationMembers,
  conversations,
  follows,
  hashtags,
  messages,
  type ProfileRow,
  postComments,
  postHashtags,
  postLikes,
  posts,
  profiles,
  supplierAds,
} from '../../worker/db/schema';
import { extractHashtags } from '../../worker/lib/hashtags';
import { readJson } from './files';
import { daysAgo, hash01, insertMany, minutesAgo } from './util';

type PostSeed = { author: string; content: string; daysAgo: number; visibility: 'public' | 'friends' };
type CommentSeed = { post: number; author: string; content: string; replyTo: number | null };
type BlogSeed = { author: string; title: string; subtitle: string; tags: string[]; daysAgo: number; html: string };
type ConversationSeed = { a: string; b: string; messages: { from: 'a' | 'b'; text: string; minutesAgo: number }[] };
type AdSeed = {
  title: string;
  description: string;
  supplierName: string;
  ctaLabel: string;
  ctaLink: string;
  activityTags: string[];
  highlightDiscount: string | null;
  priorityLevel: number;
};

const idOf = (people: Map<string, ProfileRow>, username: string) => {
  const p = people.get(username);
  if (!p) throw new Error(`Seed data names an unknown member: ${username}`);
  return p.id;
};

export async function seedCommunity(db: Db, people: Map<string, ProfileRow>) {
  const [existing] = await db.select({ n: count() }).from(posts);
  if (existing?.n) return { created: false };

  const members = [...people.values()].filter((p) => p.role === 'user');
  const usernames = members.map((m) => m.username);

  // Follows: each member follows a handful of others; most accepted, some still pending.
  const followRows: (typeof follows.$inferInsert)[] = [];
  for (const a of members) {
    for (const b of members) {
      if (a.id === b.id) continue;
      const h = hash01(`${a.username}>${b.username}`);
      if (h < 0.22)
        followRows.push({
          followerId: a.id,
          followingId: b.id,
          status: h < 0.19 ? 'accepted' : 'pending',
          createdAt: daysAgo(30 + h * 100),
        });
    }
  }
  await insertMany(db, follows, followRows);

  // Posts with their hashtags.
  const postSeeds = readJson<PostSeed[]>('data/demo/posts.json');
  const postRows = postSeeds.map((p) => ({
    id: newId(),
    userId: idOf(people, p.author),
    content: p.content,
    visibility: p.visibility,
    createdAt: daysAgo(p.daysAgo),
  }));
  await insertMany(db, posts, postRows);
  const tagIds = new Map<string, string>();
  const links: { postId: string; hashtagId: string }[] = [];
  postSeeds.forEach((p, i) => {
    for (const tag of extractHashtags(p.content)) {
      if (!tagIds.has(tag)) tagIds.set(tag, newId());
      links.push({ postId: postRows[i]?.id as string, hashtagId: tagIds.get(tag) as string });
    }
  });
  await insertMany(
    db,
    hashtags,
    [...tagIds].map(([name, id]) => ({ id, name, postCount: links.filter((l) => l.hashtagId === id).length })),
  );
  await insertMany(db, postHashtags, links);

  // Comments and replies, in order so a reply's parent exists.
  const commentSeeds = readJson<CommentSeed[]>('data/demo/comments.json');
  const commentIds = commentSeeds.map(() => newId());
  await insertMany(
    db,
    postComments,
    commentSeeds.map((c, i) => {
      const post = postRows[c.post];
      if (!post) throw new Error(`Comment ${i} names an unknown post`);
      return {
        id: commentIds[i] as string,
        postId: post.id,
        userId: idOf(people, c.author),
        parentId: c.replyTo === null ? null : (commentIds[c.replyTo] ?? null),
        content: c.content,
        createdAt: new Date((post.createdAt as Date).getTime() + ((i % 7) + 1) * 3600_000),
      };
    }),
  );

  // Likes: a stable pseudo-random subset of members likes each public post.
  const likeRows = postRows.flatMap((p) =>
    usernames
      .filter((u) => people.get(u)?.id !== p.userId && hash01(`${u}♥${p.id}`) < 0.3)
      .map((u) => ({ postId: p.id, userId: idOf(people, u), createdAt: p.createdAt as Date })),
  );
  await insertMany(db, postLikes, likeRows);

  // Blogs, published and public.
  const blogSlug = (title: string) =>
    title
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const blogSeeds = readJson<BlogSeed[]>('data/demo/blogs.json');
  const blogRows = blogSeeds.map((b, i) => ({
    // Demo blogs have readable ids, so the home page's staff picks can link to them.
    id: blogSlug(b.title),
    userId: idOf(people, b.author),
    title: b.title,
    subtitle: b.subtitle,
    // The detail page sanitises on read, so demo HTML passes the same allow-list as written blogs.
    content: b.html,
    searchText: htmlToText(b.html),
    status: 'published' as const,
    visibility: 'public' as const,
    tags: b.tags,
    viewsCount: Math.round(40 + hash01(b.title) * 900),
    likesCount: 0,
    publishedAt: daysAgo(b.daysAgo),
    createdAt: daysAgo(b.daysAgo + 1),
    isFeatured: i < 2,
  }));
  await insertMany(db, blogs, blogRows);
  await insertMany(
    db,
    blogTags,
    blogSeeds.flatMap((b, i) => b.tags.map((tag) => ({ blogId: blogRows[i]?.id as string, tag: tag.toLowerCase() }))),
  );

  // Conversations: the last messages to each member stay unread.
  const conversationSeeds = readJson<ConversationSeed[]>('data/demo/conversations.json');
  for (const c of conversationSeeds) {
    const a = idOf(people, c.a);
    const b = idOf(people, c.b);
    const id = [a, b].sort().join('-');
    const rows = c.messages.map((m, seq) => {
      const sender = m.from === 'a' ? a : b;
      const unread = seq === c.messages.length - 1;
      return {
        conversationId: id,
        seq: seq + 1,
        senderId: sender,
        receiverId: sender === a ? b : a,
        messageText: m.text,
        clientId: newId(),
        read: !unread,
        readAt: unread ? null : minutesAgo(m.minutesAgo - 1),
        createdAt: minutesAgo(m.minutesAgo),
      };
    });
    const last = rows[rows.length - 1];
    if (!last) continue;
    await db.insert(conversations).values({
      id,
      lastSeq: last.seq,
      lastMessageText: last.messageText,
      lastSenderId: last.senderId,
      lastMessageAt: last.createdAt,
      createdAt: rows[0]?.createdAt,
    });
    await insertMany(db, conversationMembers, [
      {
        conversationId: id,
        userId: a,
        otherUserId: b,
        unreadCount: last.receiverId === a ? 1 : 0,
        lastReadSeq: last.receiverId === a ? last.seq - 1 : last.seq,
        lastMessageAt: last.createdAt,
      },
      {
        conversationId: id,
        userId: b,
        otherUserId: a,
        unreadCount: last.receiverId === b ? 1 : 0,
        lastReadSeq: last.receiverId === b ? last.seq - 1 : last.seq,
        lastMessageAt: last.createdAt,
      },
    ]);
    await insertMany(db, messages, rows);
  }

  await insertMany(
    db,
    supplierAds,
    readJson<AdSeed[]>('data/demo/ads.json').map((ad) => ({ ...ad, approved: true })),
  );

  // Counters follow the rows they count.
  await db.run(sql`update ${posts} set likes_count = (select count(*) from ${postLikes} where post_id = ${posts.id}),
    comments_count = (select count(*) from ${postComments} where post_id = ${posts.id})`);
  await db.run(sql`update ${profiles} set
    followers_count = (select count(*) from ${follows} where following_id = ${profiles.id} and status = 'accepted'),
    following_count = (select count(*) from ${follows} where follower_id = ${profiles.id} and status = 'accepted')`);
  await db.update(blogs).set({ commentsCount: 0 }).where(eq(blogs.commentsCount, 0));
  return { created: true, posts: postRows.length, follows: followRows.length, likes: likeRows.length };
}
