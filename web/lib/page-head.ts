/**
 * What a page says about itself in its head, declared by its route (`head()`, from what the route's
 * loader read through the API, so a page says only what the API lets this visitor see): title,
 * description, canonical address, robots, Open Graph and Twitter cards, and schema.org JSON-LD.
 * The Worker writes the tags the router collected into the page's head (web/server.tsx). Only the
 * server loads this and the pages' builders (`import()` behind `import.meta.env.SSR` in each
 * route's head): in the browser a route's head is its title alone (route-head.ts), so none of this
 * is in the app's code.
 */
import { excerpt } from '../../worker/contracts/text';

export type PageHead = {
  title: string;
  description: string;
  /** Path of the page's one address (the canonical URL is the app origin plus this). */
  path: string;
  type?: 'website' | 'article' | 'profile';
  image?: { url: string; alt: string; width?: number; height?: number };
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: Record<string, unknown>[];
  /** Not for search engines: a page that says nothing about what it shows, or a member's own. */
  noindex?: boolean;
  /** The page's own keywords, as its editors gave them (static pages). */
  keywords?: string[];
};

export const SITE_NAME = 'Lifelist';
const GENERIC_DESCRIPTION =
  'Lifelist: discover 2000+ activity ideas, plan your personal list and share the journey with a community.';

/** A head that says nothing about the item: for what this visitor may not see, or what is gone. */
export const genericHead = (path: string): PageHead => ({
  title: SITE_NAME,
  description: GENERIC_DESCRIPTION,
  path,
  noindex: true,
});

export const description = (text: string) => excerpt(text, 160);

export const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');

/** Home › ... › this page, as schema.org BreadcrumbList. */
export const breadcrumbs = (origin: string, crumbs: [name: string, path: string][]) => ({
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map(([name, path], i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name,
    item: `${origin}${path}`,
  })),
});

/** The catalogue, community and blog indexes: the same for everyone. */
export const LIST_HEADS = {
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
} as const;

/** An index page (/activities, /community, /blog): a CollectionPage. */
export function listPageHead(origin: string, path: keyof typeof LIST_HEADS): PageHead {
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

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/**
 * A route's `head()` for the page: `documentTitle` is the tab's title (the page's title and the
 * site's name unless given), the rest the tags the Worker writes into the head.
 */
export function routeHead(origin: string, head: PageHead, documentTitle?: string) {
  const url = `${origin}${head.path}`;
  const title = documentTitle ?? (head.noindex ? SITE_NAME : `${head.title} | ${SITE_NAME}`);
  const meta: Record<string, unknown>[] = [{ title }, { name: 'description', content: head.description }];
  if (head.noindex) meta.push({ name: 'robots', content: 'noindex' });
  if (head.keywords?.length) meta.push({ name: 'keywords', content: head.keywords.join(', ') });
  meta.push(
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
  );
  if (head.image) {
    const image = absolute(origin, head.image.url);
    meta.push(
      { property: 'og:image', content: image },
      { property: 'og:image:alt', content: head.image.alt },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: head.image.alt },
    );
    if (head.image.width && head.image.height) {
      meta.push(
        { property: 'og:image:width', content: String(head.image.width) },
        { property: 'og:image:height', content: String(head.image.height) },
      );
    }
  }
  for (const item of head.jsonLd ?? []) meta.push({ 'script:ld+json': { '@context': 'https://schema.org', ...item } });
  return { meta, links: head.noindex ? [] : [{ rel: 'canonical', href: url }] };
}
