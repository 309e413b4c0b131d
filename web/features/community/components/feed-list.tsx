import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Eye, Heart, MessageCircle } from 'lucide-react';
import { Fragment, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Avatar } from '@/components/avatar';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { usePageSeed } from '@/lib/use-page-seed';
import type { BlogCardDto } from '../../../../worker/contracts/community';
import { isFilteredView } from '../filters';
import { communityQueries, type FeedParams } from '../queries';
import { PostCard, type Viewer } from './post-card';
import { timeAgo } from './post-text';
import { AD_SEED, AD_SEED_RANGE, SponsoredCard } from './sponsored-card';

function BlogCard({ blog }: { blog: BlogCardDto }) {
  return (
    <article
      className="flex min-w-0 flex-col gap-2 rounded-xl border bg-card p-4 wrap-anywhere"
      aria-label={`Blog: ${blog.title}`}
    >
      <p className="text-xs font-semibold uppercase text-primary">Blog</p>
      {blog.cover_image_url ? (
        <img src={blog.cover_image_url} alt="" className="max-h-56 w-full rounded-md object-cover" loading="lazy" />
      ) : null}
      <h2 className="text-lg font-semibold">
        <a href={`/blog/${blog.id}`} className="hover:underline">
          {blog.title}
        </a>
      </h2>
      {blog.subtitle ? <p className="text-sm text-muted-foreground">{blog.subtitle}</p> : null}
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Avatar src={blog.author.avatar_url} name={blog.author.first_name} size="sm" />
        <Link to="/profile/$username" params={{ username: blog.author.username }} className="hover:underline">
          {blog.author.first_name}
        </Link>
        <span suppressHydrationWarning>· {timeAgo(blog.created_at)}</span>
        <span className="ml-auto inline-flex items-center gap-3">
          <span className="inline-flex items-center gap-1">
            <Heart className="size-4" aria-hidden /> {blog.likes_count}
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageCircle className="size-4" aria-hidden /> {blog.comments_count}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye className="size-4" aria-hidden /> {blog.views_count}
          </span>
        </span>
      </div>
    </article>
  );
}

/** Ad slots: after a random 10 to 20 items each time, decided once per feed. */
function adSlots(count: number, seed: number) {
  const slots = new Set<number>();
  let rand = seed;
  const next = () => {
    rand = (rand * 9301 + 49297) % AD_SEED_RANGE;
    return rand / AD_SEED_RANGE;
  };
  for (let at = 10 + Math.floor(next() * 11); at < count; at += 10 + Math.floor(next() * 11)) slots.add(at);
  return slots;
}

export type EmptyVariant = { title: string; text: string };

/**
 * The feed: 10 at a time with Load More, blogs among posts when the filters ask for them, sponsored
 * cards every 10 to 20 items and at the end, and the feed's empty and error states.
 */
export function FeedList({
  params,
  viewer,
  empty,
  adTags = [],
  onShown,
}: {
  params: FeedParams;
  viewer: Viewer;
  empty: EmptyVariant;
  adTags?: string[];
  /** Called each time the feed's items arrive on screen (its view has been seen). */
  onShown?: () => void;
}) {
  const feed = useInfiniteQuery(communityQueries.feed(params));
  const shownRef = useRef(onShown);
  shownRef.current = onShown;
  // Items the member has been shown are no longer new: their view's badge goes. Without this
  // only choosing a tab or filter reset a counter, so reading the feed left it lit, up to 9+.
  const loadedAt = feed.isSuccess ? feed.dataUpdatedAt : 0;
  useEffect(() => {
    if (loadedAt) shownRef.current?.();
  }, [loadedAt]);
  // Cards render from a deferred copy of the feed: a page of posts arriving is drawn in slices
  // React can interrupt, not in one long task.
  const shown = useDeferredValue(feed.data);
  const seed = usePageSeed(AD_SEED, AD_SEED_RANGE);
  // A post published while the member scrolls shifts later pages by one; show each item once.
  const items = useMemo(() => {
    const seen = new Set<string>();
    return (shown?.pages.flatMap((p) => p.items) ?? []).filter((item) => {
      const key = item.kind === 'post' ? `p-${item.post.id}` : `b-${item.blog.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }, [shown]);
  const slots = useMemo(() => adSlots(items.length, seed), [items.length, seed]);
  // Each ad place's turn: the sidebar's card is the first (0), the feed's follow in order.
  const turns = useMemo(() => new Map([...slots].sort((a, b) => a - b).map((at, k) => [at, k + 1])), [slots]);

  if (shown === undefined && !feed.isError) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-4" aria-label="Loading posts">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-40 animate-pulse rounded-xl border bg-muted" />
        ))}
      </div>
    );
  }
  if (feed.isError) {
    const filtered = isFilteredView(params);
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 p-8 text-center"
      >
        <h2 className="font-semibold">{filtered ? 'Error loading content' : 'Error loading posts'}</h2>
        <p className="text-sm text-muted-foreground">
          {errorMessage(feed.error, filtered ? 'Failed to load content' : 'Failed to load posts')}
        </p>
        <Button onClick={() => (filtered ? window.location.reload() : feed.refetch())}>Try Again</Button>
      </div>
    );
  }
  if (items.length === 0) {
    return <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  }
  return (
    <div className="flex flex-col gap-4">
      {items.map((item, i) => (
        <Fragment key={item.kind === 'post' ? `p-${item.post.id}` : `b-${item.blog.id}`}>
          {slots.has(i) ? <SponsoredCard tags={adTags} seed={seed / AD_SEED_RANGE} slot={turns.get(i) ?? 1} /> : null}
          {item.kind === 'post' ? <PostCard post={item.post} viewer={viewer} /> : <BlogCard blog={item.blog} />}
        </Fragment>
      ))}
      {feed.hasNextPage ? (
        <Button
          variant="outline"
          onClick={() => feed.fetchNextPage()}
          disabled={feed.isFetchingNextPage}
          className="self-center"
        >
          {feed.isFetchingNextPage ? 'Loading...' : 'Load More'}
        </Button>
      ) : (
        <>
          <SponsoredCard tags={adTags} seed={seed / AD_SEED_RANGE} slot={slots.size + 1} />
          <p className="py-4 text-center text-sm text-muted-foreground">You've reached the end of the feed</p>
        </>
      )}
    </div>
  );
}
