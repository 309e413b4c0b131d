import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BookmarkX } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { BlogCard } from '@/features/blogs/components/blog-card';
import { authorName, timeAgo } from '@/features/blogs/format';
import { blogQueries } from '@/features/blogs/queries';
import { cn } from '@/lib/utils';
import { savedQueries, useUnsave } from './queries';

type Tab = 'posts' | 'blogs';

function UnsaveButton({ kind, id, label }: { kind: 'post' | 'blog'; id: string; label: string }) {
  const unsave = useUnsave(kind);
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        disabled={unsave.isPending}
        onClick={() => unsave.mutate(id)}
        aria-label={`Unsave ${label}`}
      >
        <BookmarkX aria-hidden /> Unsave
      </Button>
      {unsave.isError ? (
        <span role="alert" className="text-xs text-destructive">
          {unsave.error.message}
        </span>
      ) : null}
    </div>
  );
}

function Paged<T>({
  query,
  failed,
  empty,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; nextCursor: string | null }>>;
  failed: string;
  empty: React.ReactNode;
  render: (item: T) => React.ReactNode;
}) {
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isError)
    return (
      <Alert variant="destructive" className="flex items-center justify-between gap-4">
        <span>{failed}</span>
        <Button size="sm" variant="outline" onClick={() => query.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  if (query.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        Loading...
      </p>
    );
  if (!items.length) return <>{empty}</>;
  return (
    <>
      <ul className="grid gap-4">{items.map(render)}</ul>
      {query.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            Load More
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** /community/saved: Saved Posts (the community's saves) and Saved Blogs. */
export function SavedPage() {
  const [tab, setTab] = useState<Tab>('posts');
  const posts = useInfiniteQuery({ ...savedQueries.posts(), enabled: tab === 'posts' });
  const blogs = useInfiniteQuery({ ...blogQueries.saved(), enabled: tab === 'blogs' });
  const tabs: [Tab, string][] = [
    ['posts', 'Saved Posts'],
    ['blogs', 'Saved Blogs'],
  ];
  return (
    <Screen title="Saved">
      <div role="tablist" aria-label="Saved content" className="mb-6 inline-flex rounded-lg border p-1">
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`saved-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`saved-panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = tab === 'posts' ? 'blogs' : 'posts';
                setTab(next);
                document.getElementById(`saved-tab-${next}`)?.focus();
              }
            }}
            className={cn(
              'rounded-md px-4 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              tab === value ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`saved-panel-${tab}`} aria-labelledby={`saved-tab-${tab}`}>
        {tab === 'posts' ? (
          <Paged
            query={posts}
            failed="Failed to load saved posts"
            empty={
              <EmptyState
                title="No Saved Posts"
                action={
                  <Button asChild>
                    <Link to="/community">Explore Community</Link>
                  </Button>
                }
              >
                Posts you save appear here.
              </EmptyState>
            }
            render={(item) => (
              <li key={item.post.id} className="flex gap-3 rounded-xl border p-4">
                <Avatar src={item.post.author.avatar_url} name={authorName(item.post.author)} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold">{authorName(item.post.author)}</p>
                  <Link
                    to="/community/post/$id"
                    params={{ id: item.post.id }}
                    className="line-clamp-3 whitespace-pre-wrap hover:underline"
                  >
                    {item.post.content}
                  </Link>
                  {item.post.media[0]?.type === 'image' ? (
                    <img
                      src={item.post.media[0].url}
                      alt=""
                      loading="lazy"
                      className="mt-2 max-h-48 rounded-lg object-cover"
                    />
                  ) : null}
                  <Badge variant="secondary" className="mt-2" suppressHydrationWarning>
                    Saved {timeAgo(item.saved_at)}
                  </Badge>
                </div>
                <UnsaveButton kind="post" id={item.post.id} label="post" />
              </li>
            )}
          />
        ) : (
          <Paged
            query={blogs}
            failed="Failed to load saved blogs"
            empty={
              <EmptyState
                title="No Saved Blogs"
                action={
                  <Button asChild>
                    <Link to="/blog">Explore Blogs</Link>
                  </Button>
                }
              >
                Blogs you save appear here.
              </EmptyState>
            }
            render={(item) => (
              <li key={item.blog.id} className="grid gap-2">
                <BlogCard blog={item.blog} />
                <div className="flex items-center justify-between">
                  <Badge variant="secondary" suppressHydrationWarning>
                    Saved {timeAgo(item.saved_at)}
                  </Badge>
                  <UnsaveButton kind="blog" id={item.blog.id} label={item.blog.title} />
                </div>
              </li>
            )}
          />
        )}
      </div>
    </Screen>
  );
}
