import { breadcrumbs, description, type PageHead } from '@/lib/page-head';
import { displayTitle } from '../../../worker/contracts/catalogue-display';
import { activityCard, cardImage } from '../../../worker/contracts/preview-card';
import { htmlToText } from '../../../worker/contracts/text';

type Activity = {
  id: number;
  title: string;
  displayTitle: string | null;
  description: string;
  metaDescription: string | null;
  categoryTags: string[];
  imageUrl: string | null;
  indoorOutdoor?: string | null;
};

/** An idea of the catalogue: a Thing, with its card drawn over its picture. */
export function activityPageHead(origin: string, activity: Activity): PageHead {
  const path = `/activity/${activity.id}`;
  const name = displayTitle(activity);
  const text = description(activity.metaDescription || htmlToText(activity.description));
  const category = activity.categoryTags[0];
  return {
    title: name,
    description: text,
    path,
    image: cardImage('activity', String(activity.id), activityCard(activity)),
    jsonLd: [
      {
        '@type': 'Thing',
        name,
        description: text,
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
 * A member's own idea as this visitor may see it (the API answers 404 for one they may not): a
 * Thing, never for search engines whatever its privacy.
 */
export function customActivityPageHead(
  origin: string,
  activity: { id: string; title: string; displayTitle: string | null; description: string | null },
): PageHead {
  const path = `/activity/custom/${activity.id}`;
  const name = displayTitle(activity);
  const text = description(htmlToText(activity.description ?? '') || name);
  return {
    title: name,
    description: text,
    path,
    noindex: true,
    jsonLd: [
      { '@type': 'Thing', name, description: text, url: `${origin}${path}` },
      breadcrumbs(origin, [
        ['Home', '/'],
        ['Activities', '/activities'],
        [name, path],
      ]),
    ],
  };
}

export { routeHead } from '@/lib/page-head';
