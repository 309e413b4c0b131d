import { Link, useNavigate } from '@tanstack/react-router';
import { Globe, Lock, MapPin, MoreHorizontal, Tag, Users } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api';
import { useTimedMessage } from '@/lib/use-timed-message';
import type { PostDto } from '../../../../worker/contracts/community';
import { ReportDialog } from '../../moderation/report-dialog';
import { useDeletePost } from '../queries';
import { MediaGallery } from './media-gallery';
import { PostActions, usePostSave } from './post-actions';
import { PostText, timeAgo } from './post-text';

const VISIBILITY = { public: ['Public', Globe], friends: ['Friends', Users], private: ['Only me', Lock] } as const;

export type Viewer = { id: string; isAdmin: boolean } | null;

/** One post: author, time, text, media, tagged activity, actions and its menu. */
export function PostCard({ post, viewer, onDeleted }: { post: PostDto; viewer: Viewer; onDeleted?: () => void }) {
  const navigate = useNavigate();
  const removal = useDeletePost();
  const deleting = removal.isPending;
  const { message, show } = useTimedMessage();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const own = viewer?.id === post.author.id;
  const name = [post.author.first_name, post.author.last_name].filter(Boolean).join(' ');
  const [visLabel, VisIcon] = VISIBILITY[post.visibility];

  function confirmDelete() {
    removal.mutate(post.id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted?.();
      },
      onError: (e) => {
        show(errorMessage(e, 'Failed to delete post'));
        setConfirming(false);
      },
    });
  }

  const toggleSave = usePostSave(post, Boolean(viewer), show);

  return (
    <article
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4"
      aria-label={`Post by ${name}`}
      data-post-id={post.id}
    >
      <header className="flex items-start gap-3">
        <Link to="/profile/$username" params={{ username: post.author.username }}>
          <Avatar src={post.author.avatar_url} name={name} />
        </Link>
        {/* Members' words may be one unbroken string (a URL as a location): they wrap anywhere. */}
        <div className="min-w-0 flex-1 wrap-anywhere">
          <Link
            to="/profile/$username"
            params={{ username: post.author.username }}
            className="font-semibold hover:underline"
          >
            {name}
          </Link>{' '}
          <span className="text-sm text-muted-foreground">@{post.author.username}</span>
          <div className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            <Link
              to="/post/$id"
              params={{ id: post.id }}
              className="inline-flex min-h-6 min-w-6 items-center hover:underline"
            >
              <time dateTime={post.created_at} suppressHydrationWarning>
                {timeAgo(post.created_at)}
              </time>
            </Link>
            {post.edited_at ? <span>· edited</span> : null}
            <span className="inline-flex items-center gap-1" title={visLabel}>
              · <VisIcon className="size-3" aria-hidden />
              <span className="sr-only">{visLabel}</span>
            </span>
            {post.location ? (
              <span className="min-w-0">
                · <MapPin className="inline size-3 align-[-0.125em]" aria-hidden /> {post.location}
              </span>
            ) : null}
          </div>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Post options">
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={toggleSave}>{post.saved ? 'Unsave Post' : 'Save Post'}</DropdownMenuItem>
            {own ? (
              <>
                <DropdownMenuItem onSelect={() => navigate({ to: '/post/$id/edit', params: { id: post.id } })}>
                  Edit Post
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem className="text-destructive" onSelect={() => setConfirming(true)}>
                  Delete Post
                </DropdownMenuItem>
              </>
            ) : viewer ? (
              <DropdownMenuItem onSelect={() => setReporting(true)}>Report Post</DropdownMenuItem>
            ) : null}
            {viewer?.isAdmin && !own ? (
              <DropdownMenuItem onSelect={() => navigate({ to: '/post/$id/edit', params: { id: post.id } })}>
                Edit (admin)
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      </header>
      {post.content ? <PostText text={post.content} /> : null}
      <MediaGallery media={post.media} alt={`Photo shared by ${name}`} />
      {post.activity || post.custom_activity ? (
        <p className="flex min-w-0 items-center gap-1 text-sm wrap-anywhere">
          <Tag className="size-4 shrink-0 text-primary" aria-hidden />
          {post.activity ? (
            <Link to="/activity/$id" params={{ id: String(post.activity.id) }} className="text-primary hover:underline">
              {post.activity.title}
            </Link>
          ) : (
            <span>{post.custom_activity?.title}</span>
          )}
        </p>
      ) : null}
      {message ? <Alert variant={message.tone === 'error' ? 'destructive' : undefined}>{message.text}</Alert> : null}
      <PostActions
        post={post}
        signedIn={Boolean(viewer)}
        onComment={() =>
          navigate({ to: '/community/post/$id', params: { id: post.id }, search: { focus: 'comments' } })
        }
        onMessage={show}
        onSave={toggleSave}
      />
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete post</DialogTitle>
            <DialogDescription>Are you sure you want to delete this post?</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {viewer && !own ? (
        <ReportDialog
          targetType="post"
          targetId={post.id}
          subject="post"
          open={reporting}
          onOpenChange={setReporting}
        />
      ) : null}
    </article>
  );
}
