import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RouteError } from '@/components/route-error';
import { BlogListPage } from '@/features/blogs/components/blog-list-page';
import { BLOG_SORTS } from '../../../worker/contracts/enums';

const text = (max: number) => v.fallback(v.optional(v.pipe(v.string(), v.maxLength(max))), undefined);

export const Route = createFileRoute('/blog/')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load blogs" />,
  validateSearch: v.object({
    userId: text(64),
    q: text(200),
    tag: text(30),
    sort: v.fallback(v.optional(v.picklist(BLOG_SORTS)), undefined),
    dir: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  }),
  head: () => ({ meta: [{ title: 'Blog | Lifelist' }] }),
  component: BlogsRoute,
});

function BlogsRoute() {
  return <BlogListPage search={Route.useSearch()} />;
}
