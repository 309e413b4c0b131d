import { useNavigate } from '@tanstack/react-router';
import { Bookmark, Flag, Heart, Share2, SmilePlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ReportDialog } from '@/features/moderation/report-dialog';
import { rememberIntent, useAfterSignIn } from '@/lib/after-sign-in';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { BLOG_REACTIONS, type BlogDetailDto } from '../../../../worker/contracts/blogs';
import { useLike, useReact, useSaveBlog, useShare } from '../queries';

/** Likes, saves, shares, emoji reactions grouped with counts, and Report. */
export function EngagementBar({ blog, signedIn }: { blog: BlogDetailDto; signedIn: boolean }) {
  const navigate = useNavigate();
  const like = useLike(blog.id);
  const save = useSaveBlog(blog.id);
  const share = useShare(blog.id);
  const react = useReact(blog.id);
  const [notice, setNotice] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const mutations = [like, save, share, react];
  const failed = mutations.find((m) => m.isError)?.error;
  // A new action starts clean: an earlier action's error (or notice) does not stay on screen.
  const guard = (fn: () => void, action?: 'blog-like' | 'blog-save') => () => {
    if (!signedIn) {
      const back = action ? rememberIntent({ action, target: blog.id }) : `/blog/${blog.id}`;
      return navigate({ to: '/auth', search: { redirect: back } });
    }
    for (const m of mutations) m.reset();
    setNotice(null);
    fn();
  };

  // A guest's Like or Save, made once they are back signed in (unless it is made already).
  useAfterSignIn({ action: 'blog-like', target: blog.id }, signedIn, () => {
    if (!blog.liked_by_me) like.mutate(true);
  });
  useAfterSignIn({ action: 'blog-save', target: blog.id }, signedIn, () => {
    if (!blog.saved_by_me) save.mutate(true);
  });

  const onShare = async () => {
    for (const m of mutations) m.reset();
    setNotice(null);
    const url = `${window.location.origin}/blog/${blog.id}`;
    try {
      if (navigator.share) await navigator.share({ title: blog.title, url });
      else {
        await navigator.clipboard.writeText(url);
        setNotice('Link copied to clipboard');
      }
    } catch {
      return; // The share sheet was dismissed.
    }
    if (signedIn) share.mutate();
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={blog.liked_by_me ? 'default' : 'outline'}
          size="sm"
          aria-pressed={blog.liked_by_me}
          disabled={like.isPending}
          onClick={guard(() => like.mutate(!blog.liked_by_me), 'blog-like')}
        >
          <Heart className={cn(blog.liked_by_me && 'fill-current')} aria-hidden />
          {blog.liked_by_me ? 'Liked' : 'Like'} <span className="tabular-nums">{blog.likes_count}</span>
        </Button>
        <Button
          variant={blog.saved_by_me ? 'default' : 'outline'}
          size="sm"
          aria-pressed={blog.saved_by_me}
          disabled={save.isPending}
          onClick={guard(() => save.mutate(!blog.saved_by_me), 'blog-save')}
        >
          <Bookmark className={cn(blog.saved_by_me && 'fill-current')} aria-hidden />
          {blog.saved_by_me ? 'Saved' : 'Save'}
        </Button>
        <Button variant="outline" size="sm" onClick={onShare}>
          <Share2 aria-hidden /> Share <span className="tabular-nums">{blog.shares_count}</span>
        </Button>
        {signedIn ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="sm" aria-label="More actions">
                <Flag aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setReporting(true)}>Report Blog</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
      <fieldset className="flex flex-wrap items-center gap-1.5">
        <legend className="sr-only">Reactions</legend>
        <SmilePlus className="mr-1 size-4 text-muted-foreground" aria-hidden />
        {BLOG_REACTIONS.map((emoji) => {
          const group = blog.reactions.find((r) => r.emoji === emoji);
          return (
            <button
              key={emoji}
              type="button"
              aria-pressed={group?.reacted ?? false}
              aria-label={`React ${emoji}${group ? `, ${group.count}` : ''}`}
              disabled={react.isPending}
              onClick={guard(() => react.mutate(emoji))}
              className={cn(
                'inline-flex h-8 items-center gap-1 rounded-full border px-2.5 text-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                group?.reacted ? 'border-primary bg-primary/10' : 'hover:bg-muted',
                !group && 'opacity-70',
              )}
            >
              <span aria-hidden>{emoji}</span>
              {group ? <span className="tabular-nums text-xs">{group.count}</span> : null}
            </button>
          );
        })}
      </fieldset>
      <p aria-live="polite" className="text-sm">
        {failed ? <span className="text-destructive">{errorMessage(failed, 'Something went wrong')}</span> : notice}
      </p>
      <ReportDialog targetType="blog" targetId={blog.id} subject="blog" open={reporting} onOpenChange={setReporting} />
    </div>
  );
}
