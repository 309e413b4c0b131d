import { breadcrumbs, description, fullName, type PageHead } from '@/lib/page-head';
import type { PostDto } from '../../../worker/contracts/community';
import { cardImage, hashtagCard } from '../../../worker/contracts/preview-card';
import { excerpt, htmlToText } from '../../../worker/contracts/text';

/** A post as this visitor may see it: a SocialMediaPosting, its first photo the preview. */
export function postPageHead(origin: string, post: PostDto): PageHead {
  const name = fullName(post.author.first_name, post.author.last_name);
  const text = htmlToText(post.content) || `A post by ${name}`;
  const path = `/post/${post.id}`;
  const photo = post.media.find((m) => m.type === 'image');
  return {
    title: `${name} on Lifelist: "${excerpt(text, 60)}"`,
    description: description(text),
    path,
    type: 'article',
    // Only a public post is for search engines (a guest sees no other).
    ...(post.visibility === 'public' ? {} : { noindex: true }),
    ...(photo ? { image: { url: photo.url, alt: photo.alt?.trim() || `A photo from ${name}'s post` } } : {}),
    jsonLd: [
      {
        '@type': 'SocialMediaPosting',
        headline: excerpt(text, 110),
        ...(photo ? { image: `${origin}${photo.url}` } : {}),
        articleBody: text,
        datePublished: new Date(post.created_at).toISOString(),
        author: { '@type': 'Person', name, url: `${origin}/profile/${post.author.username}` },
        mainEntityOfPage: `${origin}${path}`,
      },
      breadcrumbs(origin, [
        ['Home', '/'],
        ['Community', '/community'],
        [`${name}'s post`, path],
      ]),
    ],
  };
}

/** A hashtag's page: a CollectionPage of the posts tagged with it. */
export function hashtagPageHead(origin: string, tag: string): PageHead {
  const path = `/community/hashtag/${encodeURIComponent(tag)}`;
  const text = `Posts tagged #${tag} from the Lifelist community.`;
  return {
    title: `#${tag}`,
    description: text,
    path,
    image: cardImage('hashtag', tag, hashtagCard(tag)),
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

export { routeHead } from '@/lib/page-head';
