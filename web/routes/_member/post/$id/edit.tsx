import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Composer } from '@/features/community/components/composer';
import { communityQueries } from '@/features/community/queries';
import { errorMessage } from '@/lib/api';

export const Route = createFileRoute('/_member/post/$id/edit')({
  head: () => ({ meta: [{ title: 'Edit post | Lifelist' }] }),
  component: EditPostPage,
});

function EditPostPage() {
  const { id } = Route.useParams();
  const { me } = Route.useRouteContext();
  const navigate = useNavigate();
  const post = useQuery(communityQueries.post(id));
  const own = post.data?.post.author.id === me.profile.id;
  const asStaff = !own && me.flags.canEditAnyContent;
  return (
    <Screen title="Edit Post">
      <div className="mx-auto max-w-2xl">
        {post.isPending ? (
          <div role="status" className="h-40 animate-pulse rounded-xl border bg-muted" aria-label="Loading post" />
        ) : post.isError || (!own && !asStaff) ? (
          <section role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
            <h2 className="text-xl font-semibold">{post.isError ? 'Post Not Found' : "You can't edit this post"}</h2>
            <p className="text-muted-foreground">
              {post.isError
                ? errorMessage(post.error, "The post you're looking for doesn't exist or has been removed.")
                : "You don't have permission to edit this post"}
            </p>
            <Button asChild>
              <Link to="/community">View Community</Link>
            </Button>
          </section>
        ) : (
          <>
            {asStaff ? (
              <Alert className="mb-4">
                You are editing {post.data.post.author.first_name}'s post as an admin. The text before your change is
                kept in the moderation log.
              </Alert>
            ) : null}
            <Composer
              me={
                asStaff
                  ? {
                      id: post.data.post.author.id,
                      first_name: post.data.post.author.first_name,
                      avatar_url: post.data.post.author.avatar_url,
                    }
                  : { id: me.profile.id, first_name: me.profile.firstName, avatar_url: me.profile.avatarUrl }
              }
              editing={post.data.post}
              onDone={(p) => navigate({ to: '/post/$id', params: { id: p.id } })}
            />
          </>
        )}
      </div>
    </Screen>
  );
}
