import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { BlogListPage } from '@/features/blogs/components/blog-list-page';
import { titleOnly } from '@/lib/route-head';
import { oneOf, searchReader, text } from '@/lib/url-search';
import { BLOG_SORTS } from '../../../worker/contracts/enums';

export const Route = createFileRoute('/blog/')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load blogs" />,
  validateSearch: searchReader({
    userId: text(64),
    q: text(200),
    tag: text(30),
    sort: oneOf(BLOG_SORTS),
    dir: oneOf(['asc', 'desc']),
  }),
  head: ({ match: { context } }) =>
    import.meta.env.SSR
      ? import('@/lib/page-head').then(({ listPageHead, routeHead }) =>
          routeHead(context.origin, listPageHead(context.origin, '/blog'), 'Blog | Lifelist'),
        )
      : titleOnly('Blog | Lifelist'),
  component: BlogsRoute,
});

function BlogsRoute() {
  return <BlogListPage search={Route.useSearch()} />;
}
