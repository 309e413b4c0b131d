import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { blogDate } from '../format';
import { blogQueries } from '../queries';

/** The member's own blogs with drafts first in line, so unfinished work is always one click away. */
export function MyBlogs() {
  const mine = useQuery(blogQueries.mine());
  const items = mine.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section className="rounded-xl border p-4" aria-labelledby="my-blogs-heading">
      <h2 id="my-blogs-heading" className="mb-3 text-sm font-semibold">
        Your blogs
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {items.slice(0, 8).map((b) => (
          <li key={b.id} className="flex items-baseline justify-between gap-2">
            <Link
              to={b.status === 'draft' ? '/blog/edit/$id' : '/blog/$id'}
              params={{ id: b.id }}
              className="truncate hover:underline"
            >
              {b.title}
            </Link>
            <span className="shrink-0 text-xs text-muted-foreground">
              {b.status === 'draft' ? 'Draft' : blogDate(b.published_at)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
