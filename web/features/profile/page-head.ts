import { description, fullName, genericHead, type PageHead } from '@/lib/page-head';
import { cardImage, profileCard } from '../../../worker/contracts/preview-card';
import { htmlToText } from '../../../worker/contracts/text';
import type { PublicProfile } from './query-options';

/**
 * A member's profile as this visitor may see it: a ProfilePage, their card the preview; one shown
 * only by name (private, friends only, blocked) or a banned member's says nothing about them.
 */
export function profilePageHead(origin: string, data: PublicProfile): PageHead {
  const path = `/profile/${data.profile.username}`;
  if (data.restricted || data.profile.isBanned) return genericHead(path);
  const p = data.profile;
  const name = fullName(p.firstName, p.lastName);
  const bio = p.profileBio ? htmlToText(p.profileBio) : '';
  const text = bio || `${name} (@${p.username}) on Lifelist: their list, posts and blogs.`;
  return {
    title: `${name} (@${p.username})`,
    description: description(text),
    path,
    type: 'profile',
    image: cardImage('profile', p.username, profileCard(p)),
    jsonLd: [
      {
        '@type': 'ProfilePage',
        url: `${origin}${path}`,
        dateCreated: new Date(p.createdAt).toISOString(),
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

export { routeHead } from '@/lib/page-head';
