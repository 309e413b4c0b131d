import { eq, getTableColumns, sql } from 'drizzle-orm';
import { activityImage } from '../../contracts/catalogue';
import { isReservedSlug, normaliseSlug, SLUG_ALIASES } from '../../contracts/page-slug';
import { excerpt } from '../../contracts/text';
import type { Db } from '../../db/client';
import { moderationActions, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { htmlToText } from '../../lib/text';
import { relationBetween } from '../../policy/relations';
import { memberDetailsVisible, profileVisibleTo } from '../../policy/visibility';
import { blogAccess } from '../blogs/access';
import { getActivity } from '../catalogue/service';
import { loadPosts } from '../community/hydrate';
import { findVisiblePost } from '../community/interactions';
import { getCustomActivity } from '../list/custom';
import { getSharedList } from '../list/shared';
import { getPublishedPage } from '../pages/service';
import type { Card } from './cards/card';
import { breadcrumbs, cardImage, description, genericHead, type PageHead } from './head';

/** 404 from a service: the item does not exist (or is hidden the way the API hides it). */
const notFound = (error: unknown) => error instanceof AppError && error.status === 404;

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The catalogue, community and blog indexes: the same for everyone. */
export const LIST_HEADS: Record<'/activities' | '/community' | '/blog', Omit<PageHead, 'path'>> = {
  '/activities': {
    title: 'Activities',
    description: 'Search 2000+ ideas for things to do: adventures, skills, trips and challenges to add to your list.',
  },
  '/community': {
    title: 'Community',
    description: 'Posts, photos and stories from people doing the things on their lists.',
  },
  '/blog': {
    title: 'Blog',
    description: 'Stories, guides and lessons from Lifelist members working through their lists.',
  },
};

export function listHead(origin: string, path: keyof typeof LIST_HEADS): PageHead {
  const head = LIST_HEADS[path];
  return {
    ...head,
    path,
    jsonLd: [
      { '@type': 'CollectionPage', name: head.title, description: head.description, url: `${origin}${path}` },
      breadcrumbs(origin, [
        ['Home', '/'],
        [head.title, path],
      ]),
    ],
  };
}

/** /activities: the catalogue's own head; the app renders the cards the address asks for. */
export const activitiesHead = (origin: string) => listHead(origin, '/activities');

export async function activityHead(db: Db, origin: string, id: number): Promise<PageHead> {
  const path = `/activity/${id}`;
  let activity: Awaited<ReturnType<typeof getActivity>>;
  try {
    activity = await getActivity(db, id);
  } catch (error) {
    if (notFound(error)) return genericHead(path, 404);
    throw error;
  }
  const name = activity.displayTitle || activity.title;
  const text = activity.metaDescription || htmlToText(activity.description);
  const category = activity.categoryTags[0];
  const card: Card = {
    kicker: 'Activity idea',
    title: name,
    footer: activity.categoryTags.slice(0, 3).join(', '),
    seed: String(id),
    // Drawn over its own illustration; a picture set by an admin keeps the plain card.
    ...(activity.imageUrl ? {} : { picture: activityImage(activity) }),
  };
  return {
    title: name,
    description: description(text),
    path,
    card,
    image: await cardImage('activity', String(id), card),
    jsonLd: [
      {
        '@type': 'Thing',
        name,
        description: description(text),
        url: `${origin}${path}`,
        ...(activity.categoryTags.length ? { additionalType: activity.categoryTags.join(', ') } : {}),
      },
      breadcrumbs(origin, [
        ['Home', '/'],
        ['Activities', '/activities'],
        ...(category
          ? ([[category, `/activities?category=${encodeURIComponent(category)}`]] as [string, string][])
          : []),
        [name, path],
      ]),
    ],
  };
}

/**
 * A blog's head, as a guest sees it. One a guest may not see says nothing about itself: 404, the
 * same as a blog that never existed, unless the signed-in `viewerId` may read it (the app shows it).
 */
export async function blogHead(db: Db, origin: string, id: string, viewerId: string | null = null): Promise<PageHead> {
  const path = `/blog/${id}`;
  let access: Awaited<ReturnType<typeof blogAccess>>;
  try {
    access = await blogAccess(db, null, id);
  } catch (error) {
    if (notFound(error)) return genericHead(path, 404);
    throw error;
  }
  // Drafts, private and friends-only blogs say nothing about themselves to a guest.
  if (!access.canView) {
    const theirs = viewerId ? await blogAccess(db, viewerId, id).catch(() => null) : null;
    return genericHead(path, theirs?.canView ? 200 : 404);
  }
  const { blog } = access;
  // Names as a guest may see them: a last name only where the member's profile shows it.
  const lastName = sql<
    string | null
  >`case when ${memberDetailsVisible(null, profiles.id, profiles.privacySettings)} then ${profiles.lastName} end`;
  const [author] = await db
    .select({ ...getTableColumns(profiles), lastName })
    .from(profiles)
    .where(eq(profiles.id, blog.userId));
  if (!author) return genericHead(path, 404);
  const authorName = fullName(author.firstName, author.lastName);
  const text = blog.subtitle || blog.searchText;
  const published = blog.publishedAt ?? blog.createdAt;
  const card: Card = { kicker: 'Blog', title: blog.title, footer: `By ${authorName}`, seed: blog.id };
  return {
    title: blog.title,
    description: description(text),
    path,
    owner: blog.userId,
    type: 'article',
    card,
    image: await cardImage('blog', blog.id, card),
    jsonLd: [
      {
        '@type': 'BlogPosting',
        headline: blog.title,
        description: description(text),
        author: { '@type': 'Person', name: authorName, url: `${origin}/profile/${author.username}` },
        datePublished: published.toISOString(),
        dateModified: blog.updatedAt.toISOString(),
        mainEntityOfPage: `${origin}${path}`,
        ...(blog.coverImageUrl ? { image: `${origin}${blog.coverImageUrl}` } : {}),
        ...(blog.tags.length ? { keywords: blog.tags.join(', ') } : {}),
      },
      breadcrumbs(origin, [
        ['Home', '/'],
        ['Blog', '/blog'],
        [blog.title, path],
      ]),
    ],
  };
}

export async function profileHead(db: Db, origin: string, username: string): Promise<PageHead> {
  const path = `/profile/${username}`;
  const [p] = await db.select().from(profiles).where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`);
  if (!p) return genericHead(path, 404);
  const relation = await relationBetween(db, null, p.id);
  if (p.isBanned || !profileVisibleTo(p.privacySettings.profile_visibility, null, p.id, relation)) {
    return genericHead(path);
  }
  const name = fullName(p.firstName, p.lastName);
  const canonical = `/profile/${p.username}`;
  const bio = p.profileBio ? htmlToText(p.profileBio) : '';
  const text = bio || `${name} (@${p.username}) on Lifelist: their list, posts and blogs.`;
  const card: Card = {
    kicker: 'Member',
    title: name,
    footer: `@${p.username} on Lifelist`,
    seed: p.id,
    initials: `${p.firstName.slice(0, 1)}${(p.lastName ?? '').slice(0, 1)}`,
  };
  return {
    title: `${name} (@${p.username})`,
    description: description(text),
    path: canonical,
    owner: p.id,
    type: 'profile',
    card,
    image: await cardImage('profile', p.username, card),
    jsonLd: [
      {
        '@type': 'ProfilePage',
        url: `${origin}${canonical}`,
        dateCreated: p.createdAt.toISOString(),
        mainEntity: {
          '@type': 'Person',
          name,
          alternateName: `@${p.username}`,
          ...(bio ? { description: description(bio) } : {}),
          ...(p.avatarUrl ? { image: `${origin}${p.avatarUrl}` } : {}),
        },
      },
    ],
  };
}

/**
 * A post's head, as a guest sees it. A post a guest may not see answers 404 like one that never
 * existed (410 once moderators removed it), unless the signed-in `viewerId` may see it.
 */
export async function postHead(
  db: Db,
  origin: string,
  id: string,
  path: string,
  viewerId: string | null = null,
): Promise<PageHead> {
  try {
    await findVisiblePost(db, null, id);
  } catch (error) {
    if (!notFound(error)) throw error;
    const [row] = await db.all<{ exists: number; removed: number }>(sql`select
      exists(select 1 from posts where id = ${id}) as "exists",
      exists(select 1 from ${moderationActions} where post_id = ${id} and action_type = 'post_removal') as removed`);
    if (row?.exists && row.removed) return genericHead(path, 410);
    const theirs = row?.exists && viewerId ? await findVisiblePost(db, viewerId, id).catch(() => null) : null;
    return genericHead(path, theirs ? 200 : 404);
  }
  const [post] = await loadPosts(db, null, [id]);
  if (!post) return genericHead(path, 404);
  const name = fullName(post.author.first_name, post.author.last_name);
  const text = htmlToText(post.content) || `A post by ${name}`;
  const canonical = `/post/${id}`;
  // A post's preview is its first photo, when it has one.
  const photo = post.media.find((m) => m.type === 'image');
  return {
    title: `${name} on Lifelist: "${excerpt(text, 60)}"`,
    description: description(text),
    path: canonical,
    owner: post.author.id,
    type: 'article',
    ...(photo ? { image: { url: photo.url, alt: photo.alt?.trim() || `A photo from ${name}'s post` } } : {}),
    jsonLd: [
      {
        '@type': 'SocialMediaPosting',
        headline: excerpt(text, 110),
        ...(photo ? { image: `${origin}${photo.url}` } : {}),
        articleBody: text,
        datePublished: new Date(post.created_at).toISOString(),
        author: { '@type': 'Person', name, url: `${origin}/profile/${post.author.username}` },
        mainEntityOfPage: `${origin}${canonical}`,
      },
      breadcrumbs(origin, [
        ['Home', '/'],
        ['Community', '/community'],
        [`${name}'s post`, canonical],
      ]),
    ],
  };
}

/** A hashtag as its page's address holds it (without the #): letters, digits and _. */
export const HASHTAG = /^[\p{L}\p{N}_]{1,50}$/u;

export async function hashtagHead(origin: string, name: string): Promise<PageHead> {
  const tag = name.replace(/^#/, '').toLowerCase();
  const path = `/community/hashtag/${encodeURIComponent(tag)}`;
  const text = `Posts tagged #${tag} from the Lifelist community.`;
  const card: Card = { kicker: 'Hashtag', title: `#${tag}`, footer: 'The Lifelist community', seed: tag };
  return {
    title: `#${tag}`,
    description: text,
    path,
    card,
    image: await cardImage('hashtag', tag, card),
    jsonLd: [
      { '@type': 'CollectionPage', name: `#${tag}`, description: text, url: `${origin}${path}` },
      breadcrumbs(origin, [
        ['Home', '/'],
        ['Community', '/community'],
        [`#${tag}`, path],
      ]),
    ],
  };
}

/**
 * A member's own idea, when its owner shares it with everyone. One a guest may not see says nothing
 * about itself: 404, as the API answers, unless the signed-in `viewerId` may see it (its owner, or
 * those it is shared with), whose page the app shows.
 */
export async function customActivityHead(
  db: Db,
  origin: string,
  id: string,
  viewerId: string | null = null,
): Promise<PageHead> {
  const path = `/activity/custom/${id}`;
  let found: Awaited<ReturnType<typeof getCustomActivity>>;
  try {
    found = await getCustomActivity(db, null, id);
  } catch (error) {
    if (!notFound(error)) throw error;
    const theirs = viewerId ? await getCustomActivity(db, viewerId, id).catch(() => null) : null;
    return genericHead(path, theirs ? 200 : 404);
  }
  const { row } = found;
  const name = row.displayTitle || row.title;
  const text = htmlToText(row.description) || name;
  return {
    title: name,
    owner: row.userId,
    description: description(text),
    path,
    jsonLd: [
      { '@type': 'Thing', name, description: description(text), url: `${origin}${path}` },
      breadcrumbs(origin, [
        ['Home', '/'],
        ['Activities', '/activities'],
        [name, path],
      ]),
    ],
  };
}

/** `/profile/{username}/list`: the ideas a guest may see, as an ItemList; nothing when none are shared. */
export async function sharedListHead(db: Db, origin: string, username: string): Promise<PageHead> {
  const path = `/profile/${username}/list`;
  let list: Awaited<ReturnType<typeof getSharedList>>;
  try {
    list = await getSharedList(db, null, username);
  } catch (error) {
    if (notFound(error)) return genericHead(path, 404);
    throw error;
  }
  if (list.restricted || list.items.length === 0) return genericHead(path);
  const { profile, stats } = list;
  const canonical = `/profile/${profile.username}/list`;
  const title = `${profile.firstName}'s list`;
  const text = `${stats.total} ${stats.total === 1 ? 'idea' : 'ideas'} on ${profile.firstName}'s Lifelist: ${stats.completed} done, ${stats.inProgress} under way.`;
  return {
    title,
    description: description(text),
    path: canonical,
    owner: profile.id,
    jsonLd: [
      {
        '@type': 'ItemList',
        name: title,
        url: `${origin}${canonical}`,
        numberOfItems: stats.total,
        itemListElement: list.items.slice(0, 20).map((item, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: item.displayTitle || item.title,
          ...(item.activityId ? { url: `${origin}/activity/${item.activityId}` } : {}),
        })),
      },
      breadcrumbs(origin, [
        ['Home', '/'],
        [profile.firstName, `/profile/${profile.username}`],
        ['List', canonical],
      ]),
    ],
  };
}

/**
 * Any other address (`/about-us`, `/legal/terms`): an app screen's (`null`, the plain SPA), a
 * published static page's head and text, a redirect from an old slug to the page's own address,
 * or a 404 with the generic head when no page has it.
 */
export async function staticPageHead(
  db: Db,
  origin: string,
  path: string,
): Promise<PageHead | { redirect: string } | null> {
  const slug = normaliseSlug(path);
  if (isReservedSlug(slug) && !SLUG_ALIASES[slug]) return null;
  const page = slug ? await getPublishedPage(db, slug) : null;
  if (!page) return genericHead(path, 404);
  const own = `/${page.slug}`;
  if (own !== path) return { redirect: own };
  const firstParagraph = page.content.find((b) => b.type === 'paragraph');
  const summary =
    page.metaDescription?.trim() || description(firstParagraph ? htmlToText(firstParagraph.text) : page.title);
  return {
    title: page.title,
    description: summary,
    path: own,
    jsonLd: [
      {
        '@type': 'WebPage',
        name: page.title,
        description: summary,
        url: `${origin}${own}`,
        ...(page.publishedAt ? { datePublished: page.publishedAt.toISOString() } : {}),
        dateModified: page.updatedAt.toISOString(),
        ...(page.metaKeywords.length ? { keywords: page.metaKeywords.join(', ') } : {}),
      },
      breadcrumbs(origin, [
        ['Home', '/'],
        [page.title, own],
      ]),
    ],
  };
}
