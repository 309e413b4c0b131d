import { useNavigate } from '@tanstack/react-router';
import { Bookmark, Heart, Link2, MessageCircle, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { rememberIntent, useAfterSignIn } from '@/lib/after-sign-in';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import type { PostDto } from '../../../../worker/contracts/community';
import { useLikePost, useSavePost, useSharePost } from '../queries';

export const postUrl = (id: string) => `${window.location.origin}/post/${id}`;

/** Like (optimistic, rolled back on failure), comment, share and save. */
/**
 * Save and Unsave for a post (its bookmark button and its menu's item): at once on screen, undone
 * with the server's words when refused. A guest is asked to sign in, and the save is made when they
 * come back signed in.
 */
export function usePostSave(
  post: PostDto,
  signedIn: boolean,
  onMessage: (text: string, tone: 'error' | 'success') => void,
) {
  const navigate = useNavigate();
  const save = useSavePost();
  async function toggleSave() {
    if (!signedIn)
      return navigate({
        to: '/auth',
        search: { redirect: rememberIntent({ action: 'save', target: post.id }) } as never,
      });
    const saved = !post.saved;
    save.mutate(
      { id: post.id, save: saved },
      {
        onSuccess: () => onMessage(saved ? 'Post saved' : 'Post removed from saved', 'success'),
        onError: (e) => onMessage(errorMessage(e, saved ? 'Failed to save post' : 'Failed to unsave post'), 'error'),
      },
    );
  }
  useAfterSignIn({ action: 'save', target: post.id }, signedIn, () => {
    if (!post.saved) void toggleSave();
  });
  return toggleSave;
}

export function PostActions({
  post,
  signedIn,
  onComment,
  onMessage,
  onSave,
}: {
  post: PostDto;
  signedIn: boolean;
  onComment: () => void;
  onMessage: (text: string, tone: 'error' | 'success') => void;
  /** The post's Save (usePostSave, held by the card, whose menu saves too). */
  onSave: () => void;
}) {
  const navigate = useNavigate();
  const like = useLikePost();
  const shareCount = useSharePost();

  async function toggleLike() {
    if (!signedIn)
      return navigate({
        to: '/auth',
        search: { redirect: rememberIntent({ action: 'like', target: post.id }) } as never,
      });
    if (like.isPending) return;
    like.mutate(
      { id: post.id, like: !post.liked, before: { liked: post.liked, likes_count: post.likes_count } },
      // The server's own words when it refused (e.g. too many likes in a row), else the generic one.
      { onError: (e) => onMessage(errorMessage(e, 'Failed to update like status. Please try again.'), 'error') },
    );
  }

  // A guest's Like, finished once they are back signed in (unless it is liked already).
  useAfterSignIn({ action: 'like', target: post.id }, signedIn, () => {
    if (!post.liked) void toggleLike();
  });

  async function share(platform: 'copy' | 'twitter' | 'facebook') {
    const url = postUrl(post.id);
    try {
      if (platform === 'copy') {
        await navigator.clipboard.writeText(url);
        onMessage('Link copied to clipboard!', 'success');
      } else {
        const text = encodeURIComponent(post.content.slice(0, 200));
        const target =
          platform === 'twitter'
            ? `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${text}`
            : `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
        window.open(target, '_blank', 'noopener,noreferrer,width=600,height=500');
      }
      await shareCount.mutateAsync({ id: post.id, platform });
    } catch (e) {
      onMessage(errorMessage(e, 'Failed to share post'), 'error');
    }
  }

  return (
    <div className="flex items-center gap-1 border-t pt-2 text-sm text-muted-foreground">
      <Button
        variant="ghost"
        size="sm"
        onClick={toggleLike}
        aria-pressed={post.liked}
        className={cn(post.liked && 'text-red-600 dark:text-red-400')}
      >
        {/* Named by its content ("Like, 5 likes"), so the spoken name always holds the visible count. */}
        <Heart className={cn('size-4', post.liked && 'fill-current')} aria-hidden />
        <span className="sr-only">{post.liked ? 'Unlike,' : 'Like,'} </span>
        <span data-testid="likes-count">{post.likes_count}</span>
        <span className="sr-only"> {post.likes_count === 1 ? 'like' : 'likes'}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onComment}>
        <MessageCircle className="size-4" aria-hidden />
        <span className="sr-only">Comments, </span>
        <span>{post.comments_count}</span>
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm">
            <Share2 className="size-4" aria-hidden />
            <span className="sr-only">Share, </span>
            <span>{post.shares_count}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => share('copy')}>
            <Link2 className="size-4" aria-hidden /> Copy link
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => share('twitter')}>Share on Twitter</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => share('facebook')}>Share on Facebook</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button
        variant="ghost"
        size="sm"
        className="ml-auto"
        onClick={onSave}
        aria-pressed={post.saved}
        aria-label={post.saved ? 'Unsave post' : 'Save post'}
      >
        <Bookmark className={cn('size-4', post.saved && 'fill-current text-primary')} aria-hidden />
      </Button>
    </div>
  );
}
