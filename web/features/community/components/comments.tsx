import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { UnlessRestricted } from '@/features/moderation/restricted';
import { errorMessage } from '@/lib/api';
import type { CommentDto } from '../../../../worker/contracts/community';
import { COMMENT_MAX_LENGTH } from '../../../../worker/contracts/community-limits';
import { useAddComment, useRemoveComment } from '../queries';
import { PostText, timeAgo } from './post-text';

function CommentForm({
  postId,
  parentId,
  label,
  autoFocus,
  onDone,
}: {
  postId: string;
  parentId?: string;
  label: string;
  autoFocus?: boolean;
  onDone?: () => void;
}) {
  const id = useId();
  const add = useAddComment(postId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = add.isPending;
  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!text.trim()) return;
    setError(null);
    add.mutate(
      { content: text.trim(), parent_id: parentId ?? null },
      {
        onSuccess: () => {
          setText('');
          onDone?.();
        },
        onError: (err) => setError(errorMessage(err, 'Failed to post comment')),
      },
    );
  }
  return (
    <UnlessRestricted>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={label}
          rows={2}
          maxLength={COMMENT_MAX_LENGTH}
          autoFocus={autoFocus}
        />
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <Button type="submit" size="sm" className="self-end" disabled={busy || !text.trim()}>
          {busy ? 'Posting...' : parentId ? 'Reply' : 'Comment'}
        </Button>
      </form>
    </UnlessRestricted>
  );
}

function CommentItem({
  comment,
  replies,
  byParent,
  postId,
  viewerId,
  postAuthorId,
  depth,
}: {
  comment: CommentDto;
  replies: CommentDto[];
  byParent: Map<string, CommentDto[]>;
  postId: string;
  viewerId: string | null;
  postAuthorId: string;
  depth: number;
}) {
  const removal = useRemoveComment(postId);
  const [replying, setReplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canDelete = viewerId === comment.author.id || viewerId === postAuthorId;
  function remove() {
    removal.mutate(comment.id, { onError: (e) => setError(errorMessage(e, 'Failed to delete comment')) });
  }
  return (
    <li className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Avatar src={comment.author.avatar_url} name={comment.author.first_name} size="sm" />
        <div className="min-w-0 flex-1 rounded-lg bg-muted/60 px-3 py-2 wrap-anywhere">
          <p className="text-sm">
            <Link
              to="/profile/$username"
              params={{ username: comment.author.username }}
              className="font-semibold hover:underline"
            >
              {comment.author.first_name}
            </Link>{' '}
            <span className="text-xs text-muted-foreground" suppressHydrationWarning>
              {timeAgo(comment.created_at)}
            </span>
          </p>
          <div className="text-sm">
            <PostText text={comment.content} />
          </div>
          <div className="mt-1 flex gap-3 text-xs">
            {viewerId ? (
              <button
                type="button"
                className="font-medium text-primary hover:underline"
                onClick={() => setReplying((r) => !r)}
                aria-expanded={replying}
              >
                Reply
              </button>
            ) : null}
            {canDelete ? (
              <button type="button" className="text-muted-foreground hover:underline" onClick={remove}>
                Delete
              </button>
            ) : null}
          </div>
        </div>
      </div>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {replying ? (
        <div className="ml-10">
          <CommentForm
            postId={postId}
            parentId={comment.id}
            label={`Reply to ${comment.author.first_name}`}
            autoFocus
            onDone={() => setReplying(false)}
          />
        </div>
      ) : null}
      {replies.length ? (
        <ul
          className={depth < 4 ? 'ml-8 flex flex-col gap-3 border-l pl-3' : 'flex flex-col gap-3'}
          aria-label={`Replies to ${comment.author.first_name}`}
        >
          {replies.map((r) => (
            <CommentItem
              key={r.id}
              comment={r}
              replies={byParent.get(r.id) ?? []}
              byParent={byParent}
              postId={postId}
              viewerId={viewerId}
              postAuthorId={postAuthorId}
              depth={depth + 1}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Comments oldest first, replies threaded under their parent, and the form to add one. */
export function Comments({
  postId,
  postAuthorId,
  comments,
  viewerId,
  focus,
}: {
  postId: string;
  postAuthorId: string;
  comments: CommentDto[];
  viewerId: string | null;
  focus: boolean;
}) {
  const byParent = new Map<string, CommentDto[]>();
  for (const c of comments) {
    if (!c.parent_id) continue;
    byParent.set(c.parent_id, [...(byParent.get(c.parent_id) ?? []), c]);
  }
  const top = comments.filter((c) => !c.parent_id);
  return (
    <section
      id="comments"
      aria-labelledby="comments-heading"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4"
    >
      <h2 id="comments-heading" className="font-semibold">
        Comments ({comments.length})
      </h2>
      {viewerId ? (
        <CommentForm postId={postId} label="Write a comment..." autoFocus={focus} />
      ) : (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-muted p-3 text-sm">
          <span>Sign in to join the conversation</span>
          <Button asChild size="sm">
            <Link to="/auth">Sign In</Link>
          </Button>
        </div>
      )}
      {top.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet. Be the first to comment!</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {top.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              replies={byParent.get(c.id) ?? []}
              byParent={byParent}
              postId={postId}
              viewerId={viewerId}
              postAuthorId={postAuthorId}
              depth={0}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
