import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Eye } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/account/queries';
import { ApiError, errorMessage } from '@/lib/api';
import { countLabel } from '@/lib/format';
import { communityQueries, recordView } from '../queries';
import { Comments } from './comments';
import { CommunityLayout } from './community-layout';
import { PostCard } from './post-card';

function NotFound({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 410);
  return (
    <section role="alert" className="flex flex-col items-center gap-4 rounded-xl border p-10 text-center">
      <h1 className="text-2xl font-semibold">Post Not Found</h1>
      <p className="text-muted-foreground">
        {missing
          ? "The post you're looking for doesn't exist or has been removed."
          : errorMessage(error, 'Failed to load post')}
      </p>
      <div className="flex gap-3">
        <Button asChild variant="outline">
          <Link to="/">Go Home</Link>
        </Button>
        <Button asChild>
          <Link to="/community">View Community</Link>
        </Button>
      </div>
    </section>
  );
}

/** A post with its comments; counts one view per browser session. */
export function PostDetail({ id, focus }: { id: string; focus: boolean }) {
  const me = useMe();
  const navigate = useNavigate();
  const post = useQuery(communityQueries.post(id));
  const loaded = post.isSuccess;
  useEffect(() => {
    if (loaded) recordView(id).catch(() => undefined);
  }, [id, loaded]);
  useEffect(() => {
    if (focus && loaded) document.getElementById('comments')?.scrollIntoView({ block: 'start' });
  }, [focus, loaded]);
  const profile = me.data?.profile;
  const viewer = profile ? { id: profile.id, isAdmin: Boolean(me.data?.flags.isAdmin) } : null;
  return (
    <CommunityLayout signedIn={Boolean(profile)}>
      <Link to="/community" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Back to Community
      </Link>
      {post.isPending ? (
        <div
          role="status"
          aria-busy="true"
          className="h-48 animate-pulse rounded-xl border bg-muted"
          aria-label="Loading post"
        />
      ) : post.isError ? (
        <NotFound error={post.error} />
      ) : (
        <>
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
        </>
      )}
    </CommunityLayout>
  );
}
