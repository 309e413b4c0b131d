import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { RouteError } from '@/components/route-error';
import { useMe } from '@/features/account/queries';
import { CommunityLayout } from '@/features/community/components/community-layout';
import { FeedList } from '@/features/community/components/feed-list';
import { communityQueries } from '@/features/community/queries';
import { countLabel } from '@/lib/format';
import { titleOnly } from '@/lib/route-head';
import { HASHTAG_NAME } from '../../../../worker/contracts/post-text';

export const Route = createFileRoute('/community/hashtag/$name')({
  errorComponent: (p) => <RouteError {...p} title="Error loading posts" fallback="Failed to load posts" />,
  head: ({ params, match: { context } }) => {
    const title = `#${params.name} | Lifelist`;
    const tag = params.name.replace(/^#/, '').toLowerCase();
    return import.meta.env.SSR && HASHTAG_NAME.test(tag)
      ? import('@/features/community/page-head').then(({ hashtagPageHead, routeHead }) =>
          routeHead(context.origin, hashtagPageHead(context.origin, tag), title),
        )
      : titleOnly(title);
  },
  component: HashtagPage,
});

function HashtagPage() {
  const { name } = Route.useParams();
  const tag = name.replace(/^#/, '').toLowerCase();
  const me = useMe();
  const info = useQuery(communityQueries.hashtag(tag));
  const profile = me.data?.profile;
  const count = info.data?.hashtag.post_count;
  return (
    <CommunityLayout signedIn={Boolean(profile)}>
      <Link to="/community" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Back to Community
      </Link>
      <div>
        <h1 className="text-2xl font-bold">#{tag}</h1>
        {count !== undefined ? <p className="text-sm text-muted-foreground">{countLabel(count, 'post')}</p> : null}
      </div>
      <FeedList
        params={{ hashtag: tag, contentType: 'posts' }}
        viewer={profile ? { id: profile.id, isAdmin: Boolean(me.data?.flags.isAdmin) } : null}
        empty={{
          title: 'No Posts Yet',
          text: `No posts with #${tag} yet. Use it in a post to start the conversation.`,
        }}
        adTags={[tag]}
      />
    </CommunityLayout>
  );
}
