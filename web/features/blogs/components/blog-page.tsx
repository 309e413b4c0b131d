import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Clock, Eye, PenLine } from 'lucide-react';
import { Avatar } from '@/components/avatar';
import { FlashNotice } from '@/components/flash-notice';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/account/queries';
import { RelationshipControls } from '@/features/social/components/relationship-controls';
import { countLabel } from '@/lib/format';
import { authorName, blogDate } from '../format';
import { blogQueries } from '../queries';
import { BlogBody } from './blog-body';
import { BlogComments } from './blog-comments';
import { EngagementBar } from './engagement-bar';

const VISIBILITY_NOTE = { friends: 'Friends only', private: 'Private' } as const;

/**
 * A blog this reader may not see, or one that does not exist (the route's 404), in the words the
 * API gave.
 */
export function BlogUnavailable({ status, message }: { status: number; message: string }) {
  return (
    <Screen title="Blog">
      <EmptyState
        title={status === 404 ? 'Blog not found' : 'Not available'}
        action={
          <Button variant="outline" asChild>
            <Link to="/blog">Back to blogs</Link>
          </Button>
        }
      >
        {message}
      </EmptyState>
    </Screen>
  );
}

/**
 * The reading page: a narrow measure, the cover full width above, then talk and reactions below.
 * The blog is there before it draws (the route's loader); one that cannot be read is the route's
 * not-found or error view.
 */
export function BlogPage({ id }: { id: string }) {
  const { data: me } = useMe();
  const meId = me?.profile.id ?? null;
  const query = useSuspenseQuery(blogQueries.detail(id));
  const blog = query.data;
  const name = authorName(blog.author);
  return (
    <article className="pb-16">
      {blog.cover_image_url ? (
        <div className="mx-auto max-w-5xl px-0 sm:px-4 sm:pt-6">
          <img src={blog.cover_image_url} alt="" className="aspect-[2/1] w-full object-cover sm:rounded-2xl" />
        </div>
      ) : null}
      <div className="mx-auto max-w-[70ch] px-4">
        {/* "Blog published successfully!" when the editor has just published this blog. */}
        <FlashNotice className="mt-6" />
        <header className="grid gap-4 pb-6 pt-8 wrap-anywhere">
          <div className="flex flex-wrap items-center gap-2">
            {blog.status === 'draft' ? <Badge variant="warning">Draft</Badge> : null}
            {blog.visibility !== 'public' ? <Badge variant="outline">{VISIBILITY_NOTE[blog.visibility]}</Badge> : null}
            {blog.tags.map((t) => (
              <Link key={t} to="/blog" search={{ tag: t }}>
                <Badge variant="secondary">{t}</Badge>
              </Link>
            ))}
          </div>
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">{blog.title}</h1>
          {blog.subtitle ? <p className="text-xl text-muted-foreground">{blog.subtitle}</p> : null}
          <div className="flex flex-wrap items-center gap-3 border-y py-4">
            <Link to="/profile/$username" params={{ username: blog.author.username }}>
              <Avatar src={blog.author.avatar_url} name={name} />
            </Link>
            <div className="min-w-0 flex-1">
              <Link
                to="/profile/$username"
                params={{ username: blog.author.username }}
                className="font-semibold hover:underline"
              >
                {name}
              </Link>
              {blog.coauthors.filter((c) => c.role !== 'viewer').length ? (
                <span className="text-sm text-muted-foreground">
                  {' '}
                  with{' '}
                  {blog.coauthors
                    .filter((c) => c.role !== 'viewer')
                    .map((c, i, all) => (
                      <span key={c.user.id}>
                        <Link
                          to="/profile/$username"
                          params={{ username: c.user.username }}
                          className="hover:underline"
                        >
                          {authorName(c.user)}
                        </Link>
                        {i < all.length - 1 ? ', ' : ''}
                      </span>
                    ))}
                </span>
              ) : null}
              <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
                <span>{blogDate(blog.published_at ?? blog.created_at)}</span>
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-3.5" aria-hidden /> {blog.reading_minutes} min read
                </span>
                <span className="inline-flex items-center gap-1">
                  <Eye className="size-3.5" aria-hidden /> {countLabel(blog.views_count, 'view')}
                </span>
              </p>
            </div>
            {blog.can_edit || blog.can_edit_as_staff ? (
              <Button variant="outline" size="sm" asChild>
                <Link to="/blog/edit/$id" params={{ id: blog.id }}>
                  <PenLine aria-hidden /> {blog.can_edit ? 'Edit' : 'Edit (admin)'}
                </Link>
              </Button>
            ) : null}
            {meId !== blog.author.id ? (
              <RelationshipControls userId={blog.author.id} name={name} signedIn={Boolean(meId)} />
            ) : null}
          </div>
        </header>
        <BlogBody html={blog.content} />
        <footer className="mt-12 grid gap-10 border-t pt-6">
          <EngagementBar blog={blog} signedIn={Boolean(meId)} />
          <BlogComments blogId={blog.id} count={blog.comments_count} meId={meId} />
        </footer>
      </div>
    </article>
  );
}
