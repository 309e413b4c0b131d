import { breadcrumbs, description, genericHead, type PageHead } from '@/lib/page-head';

type SharedList = {
  restricted: boolean;
  profile: { username: string; firstName: string };
  items: { title: string; displayTitle: string | null; activityId: number | null }[];
  stats: { total: number; completed: number; inProgress: number };
};

/** `/profile/{username}/list`: the ideas this visitor may see, as an ItemList; nothing when none are. */
export function sharedListPageHead(origin: string, list: SharedList): PageHead {
  const path = `/profile/${list.profile.username}/list`;
  if (list.restricted || list.items.length === 0) return genericHead(path);
  const { profile, stats } = list;
  const title = `${profile.firstName}'s list`;
  const text = `${stats.total} ${stats.total === 1 ? 'idea' : 'ideas'} on ${profile.firstName}'s Lifelist: ${stats.completed} done, ${stats.inProgress} under way.`;
  return {
    title,
    description: description(text),
    path,
    jsonLd: [
      {
        '@type': 'ItemList',
        name: title,
        url: `${origin}${path}`,
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
        ['List', path],
      ]),
    ],
  };
}

export { routeHead } from '@/lib/page-head';
