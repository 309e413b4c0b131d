import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, PenLine, Search } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useMe } from '@/features/account/queries';
import { countLabel } from '@/lib/format';
import { cn } from '@/lib/utils';
import { BLOG_POPULAR_TAGS, BLOG_SEARCH_MAX, type BlogSort } from '../../../../worker/contracts/blogs';
import { blogQueries } from '../queries';
import { BlogCard } from './blog-card';
import { MyBlogs } from './my-blogs';

export type BlogListSearch = { q?: string; tag?: string; sort?: BlogSort; dir?: 'asc' | 'desc'; userId?: string };

const SORT_LABELS: Record<BlogSort, string> = { date: 'Date', views: 'Views', likes: 'Likes' };

export function BlogListPage({ search }: { search: BlogListSearch }) {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const sort = search.sort ?? 'date';
  const dir = search.dir ?? 'desc';
  const [text, setText] = useState(search.q ?? '');
  // The box follows the address, so Back and links to /blog?q=... show what is searched.
  useEffect(() => setText(search.q ?? ''), [search.q]);
  const list = useInfiniteQuery(blogQueries.list({ q: search.q, tag: search.tag, sort, dir, userId: search.userId }));
  const set = (next: Partial<BlogListSearch>) =>
    navigate({ to: '/blog', search: { ...search, ...next }, replace: true });
  // Clicking the active sort flips its direction; a new sort starts descending.
  const chooseSort = (s: BlogSort) =>
    set(s === sort ? { sort: s, dir: dir === 'desc' ? 'asc' : 'desc' } : { sort: s, dir: 'desc' });
  const filtered = Boolean(search.q || search.tag || search.sort || search.dir);
  // Cards render from a deferred copy of the list, in slices React can interrupt.
  const shown = useDeferredValue(list.data);
  const items = shown?.pages.flatMap((p) => p.items) ?? [];
  const total = shown?.pages[0]?.total ?? 0;
  const author = search.userId ? items[0]?.author : undefined;

  return (
    <Screen
      title="Blog"
      actions={
        me ? (
          <Button asChild>
            <Link to="/blog/new">
              <PenLine aria-hidden /> Write a Blog
            </Link>
          </Button>
        ) : null
      }
    >
      {author ? (
        <p className="-mt-4 mb-4 text-muted-foreground">
          Blogs by {author.first_name} {author.last_name ?? ''}{' '}
          <Link to="/blog" search={{}} className="text-primary underline-offset-4 hover:underline">
            Show all blogs
          </Link>
        </p>
      ) : null}
      {/* On a phone the sort and tags come first, above the cards; beside them from lg. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_260px] lg:grid-rows-[auto_1fr]">
        <aside className="lg:col-start-2 lg:row-start-1" aria-label="Filters">
          <section className="rounded-xl border p-4">
            <h2 className="mb-3 text-sm font-semibold">Sort by</h2>
            <div className="flex flex-wrap gap-2">
              {(Object.keys(SORT_LABELS) as BlogSort[]).map((s) => (
                <Button
                  key={s}
                  size="sm"
                  variant={s === sort ? 'default' : 'outline'}
                  aria-pressed={s === sort}
                  onClick={() => chooseSort(s)}
                >
                  {SORT_LABELS[s]}
                  {s === sort ? (
                    dir === 'desc' ? (
                      <ArrowDown aria-label="descending" />
                    ) : (
                      <ArrowUp aria-label="ascending" />
                    )
                  ) : null}
                </Button>
              ))}
            </div>
            <h2 className="mb-3 mt-5 text-sm font-semibold">Popular tags</h2>
            <div className="flex flex-wrap gap-2">
              {BLOG_POPULAR_TAGS.map((t) => {
                const active = search.tag?.toLowerCase() === t.toLowerCase();
                return (
                  <button
                    key={t}
                    type="button"
                    aria-pressed={active}
                    onClick={() => set({ tag: active ? undefined : t })}
                    className={cn(
                      'rounded-full border px-3 py-1 text-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      active ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
                    )}
                  >
                    {t}
                  </button>
                );
              })}
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="mt-4 w-full"
              disabled={!filtered}
              onClick={() => {
                setText('');
                navigate({ to: '/blog', search: search.userId ? { userId: search.userId } : {}, replace: true });
              }}
            >
              Clear All Filters
            </Button>
          </section>
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {/* A real GET form: before the app has started (or without it), Enter or Search asks the
              server for the results page itself, with the list's other choices kept. */}
          <form
            aria-label="Search blogs"
            action="/blog"
            className="mb-6 flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              // What the box shows, read from the form: typed before the app started, it is there
              // even if the app's copy has not caught up yet.
              const typed = String(new FormData(e.currentTarget).get('q') ?? '');
              setText(typed);
              set({ q: typed.trim() || undefined });
            }}
          >
            <label htmlFor="blog-search" className="sr-only">
              Search blogs
            </label>
            {(['userId', 'tag', 'sort', 'dir'] as const).map((key) =>
              search[key] ? <input key={key} type="hidden" name={key} value={search[key]} /> : null,
            )}
            <Input
              id="blog-search"
              name="q"
              type="search"
              placeholder="Search blogs by title, subtitle or text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={BLOG_SEARCH_MAX}
            />
            <Button type="submit" variant="secondary">
              <Search aria-hidden /> Search
            </Button>
          </form>
          {list.isError ? (
            <Alert variant="destructive" className="flex items-center justify-between gap-4">
              <span>Error loading blogs</span>
              <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                Try Again
              </Button>
            </Alert>
          ) : shown === undefined ? (
            <div role="status" aria-busy="true" className="grid gap-6 sm:grid-cols-2">
              <span className="sr-only">Loading blogs</span>
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="h-72 animate-pulse rounded-xl bg-muted" />
              ))}
            </div>
          ) : items.length === 0 ? (
            <EmptyState
              title="No Blogs Found"
              action={
                me ? (
                  <Button asChild>
                    <Link to="/blog/new">Write the First Blog</Link>
                  </Button>
                ) : null
              }
            >
              {search.tag
                ? `No blogs found with the tag "${search.tag}".`
                : search.q
                  ? `No blogs match "${search.q}".`
                  : 'There are no blogs available at the moment.'}
            </EmptyState>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                {countLabel(total, 'blog')}
                {search.q ? ` for "${search.q}"` : ''}
              </p>
              <div className="grid gap-6 sm:grid-cols-2">
                {items.map((b) => (
                  <BlogCard key={b.id} blog={b} />
                ))}
              </div>
              {list.hasNextPage ? (
                <div className="mt-8 flex justify-center">
                  <Button variant="outline" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                    {list.isFetchingNextPage ? 'Loading...' : 'Load More'}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
        {me ? (
          <div className="lg:col-start-2 lg:row-start-2">
            <MyBlogs />
          </div>
        ) : null}
      </div>
    </Screen>
  );
}
