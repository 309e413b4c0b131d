import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Eye } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/account/queries';
import { countLabel } from '@/lib/format';
import { communityQueries, recordView } from '../queries';
import { Comments } from './comments';
import { CommunityLayout } from './community-layout';
import { PostCard } from './post-card';

function BackToCommunity() {
  return (
    <Link to="/community" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden /> Back to Community
    </Link>
  );
}

/** The page of a post that does not exist, or that this reader may not see (the route's 404 or 410). */
export function PostNotFound() {
  const me = useMe();
  return (
    <CommunityLayout signedIn={Boolean(me.data?.profile)}>
      <BackToCommunity />
      <section role="alert" className="flex flex-col items-center gap-4 rounded-xl border p-10 text-center">
        <h1 className="text-2xl font-semibold">Post Not Found</h1>
        <p className="text-muted-foreground">The post you're looking for doesn't exist or has been removed.</p>
        <div className="flex gap-3">
          <Button asChild variant="outline">
            <Link to="/">Go Home</Link>
          </Button>
          <Button asChild>
            <Link to="/community">View Community</Link>
          </Button>
        </div>
      </section>
    </CommunityLayout>
  );
}

/**
 * A post with its comments (there before it draws: the route's loader), counting one view per
 * browser session. A post that cannot be read is the route's not-found or error view.
 */
export function PostDetail({ id, focus }: { id: string; focus: boolean }) {
  const me = useMe();
  const navigate = useNavigate();
  const post = useSuspenseQuery(communityQueries.post(id));
  useEffect(() => {
    recordView(id).catch(() => undefined);
  }, [id]);
  useEffect(() => {
    if (focus) document.getElementById('comments')?.scrollIntoView({ block: 'start' });
  }, [focus]);
  const profile = me.data?.profile;
  const viewer = profile ? { id: profile.id, isAdmin: Boolean(me.data?.flags.isAdmin) } : null;
  return (
    <CommunityLayout signedIn={Boolean(profile)}>
      <BackToCommunity />
      <h1 className="sr-only">Post by {post.data.post.author.first_name}</h1>
      <PostCard post={post.data.post} viewer={viewer} onDeleted={() => navigate({ to: '/community' })} />
      <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <Eye className="size-3" aria-hidden /> {countLabel(post.data.post.views_count, 'view')}
      </p>
      <Comments
        postId={id}
        postAuthorId={post.data.post.author.id}
        comments={post.data.comments}
        viewerId={profile?.id ?? null}
        focus={focus}
      />
    </CommunityLayout>
  );
}
