import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { ReportDialog } from '@/features/moderation/report-dialog';
import { UnlessRestricted } from '@/features/moderation/restricted';
import { errorMessage } from '@/lib/api';
import { BLOG_COMMENT_MAX, type BlogCommentDto } from '../../../../worker/contracts/blogs';
import { authorName, timeAgo } from '../format';
import { blogQueries, useComment, useDeleteComment } from '../queries';

function CommentForm({
  blogId,
  parentId,
  label,
  onDone,
}: {
  blogId: string;
  parentId?: string;
  label: string;
  onDone?: () => void;
}) {
  const [text, setText] = useState('');
  const comment = useComment(blogId);
  const id = useId();
  return (
    <UnlessRestricted>
      <form
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return;
          comment.mutate(
            { content: text.trim(), ...(parentId ? { parent_id: parentId } : {}) },
            {
              onSuccess: () => {
                setText('');
                onDone?.();
              },
            },
          );
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Textarea
          id={id}
          value={text}
          maxLength={BLOG_COMMENT_MAX}
          rows={parentId ? 2 : 3}
          placeholder={parentId ? 'Write a reply...' : 'Share your thoughts...'}
          onChange={(e) => setText(e.target.value)}
        />
        {comment.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(comment.error, 'Failed to post comment')}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          {onDone ? (
            <Button type="button" variant="ghost" size="sm" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={!text.trim() || comment.isPending}>
            {parentId ? 'Reply' : 'Post Comment'}
          </Button>
        </div>
      </form>
    </UnlessRestricted>
  );
}

function Comment({
  c,
  blogId,
  meId,
  depth = 0,
}: {
  c: BlogCommentDto;
  blogId: string;
  meId: string | null;
  depth?: number;
}) {
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useDeleteComment(blogId);
  return (
    <li className="flex gap-3">
      <Avatar src={c.author.avatar_url} name={authorName(c.author)} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="rounded-xl bg-muted/60 px-3 py-2">
          <p className="text-sm">
            <Link
              to="/profile/$username"
              params={{ username: c.author.username }}
              className="font-semibold hover:underline"
            >
              {authorName(c.author)}
            </Link>{' '}
            <span className="text-xs text-muted-foreground" suppressHydrationWarning>
              {timeAgo(c.created_at)}
            </span>
          </p>
          <p className="whitespace-pre-wrap break-words text-sm">{c.content}</p>
        </div>
        {meId ? (
          <div className="mt-1 flex gap-3 pl-3 text-xs text-muted-foreground">
            {depth === 0 ? (
              <button type="button" className="hover:underline" onClick={() => setReplying((r) => !r)}>
                Reply
              </button>
            ) : null}
            {c.can_delete ? (
              <button
                type="button"
                className="hover:underline"
                onClick={() => remove.mutate(c.id)}
                disabled={remove.isPending}
              >
                Delete
              </button>
            ) : null}
            {c.author.id !== meId ? (
              <button type="button" className="hover:underline" onClick={() => setReporting(true)}>
                Report
              </button>
            ) : null}
          </div>
        ) : null}
        {replying ? (
          <div className="mt-2">
            <CommentForm
              blogId={blogId}
              parentId={c.id}
              label={`Reply to ${authorName(c.author)}`}
              onDone={() => setReplying(false)}
            />
          </div>
        ) : null}
        {c.replies.length ? (
          <ul className="mt-3 flex flex-col gap-3">
            {c.replies.map((r) => (
              <Comment key={r.id} c={r} blogId={blogId} meId={meId} depth={1} />
            ))}
          </ul>
        ) : null}
        <ReportDialog
          targetType="blog_comment"
          targetId={c.id}
          subject="comment"
          open={reporting}
          onOpenChange={setReporting}
        />
      </div>
    </li>
  );
}

/** Top-level comments 10 at a time, oldest first, each with its replies. */
export function BlogComments({ blogId, count, meId }: { blogId: string; count: number; meId: string | null }) {
  const navigate = useNavigate();
  const comments = useInfiniteQuery(blogQueries.comments(blogId));
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="comments-heading" className="grid gap-6">
      <h2 id="comments-heading" className="text-xl font-semibold">
        Comments ({count})
      </h2>
      {meId ? (
        <CommentForm blogId={blogId} label="Add a comment" />
      ) : (
        <Button variant="outline" onClick={() => navigate({ to: '/auth', search: { redirect: `/blog/${blogId}` } })}>
          Sign in to comment
        </Button>
      )}
      {comments.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load comments.{' '}
          <button type="button" className="underline" onClick={() => comments.refetch()}>
            Try Again
          </button>
        </p>
      ) : comments.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading comments...
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet. Start the conversation.</p>
      ) : (
        <ul className="flex flex-col gap-5">
          {items.map((c) => (
            <Comment key={c.id} c={c} blogId={blogId} meId={meId} />
          ))}
        </ul>
      )}
      {comments.hasNextPage ? (
        <Button variant="outline" onClick={() => comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
          {comments.isFetchingNextPage ? 'Loading...' : 'Load more comments'}
        </Button>
      ) : null}
    </section>
  );
}
