import { breadcrumbs, description, type PageHead } from '@/lib/page-head';
import { htmlToText } from '../../../worker/contracts/text';
import type { StaticPage } from './queries';

/** A published static page (/about-us, /legal/terms): a WebPage at its own address. */
export function staticPageHead(origin: string, page: StaticPage): PageHead {
  const path = `/${page.slug}`;
  const firstParagraph = page.content.find((b) => b.type === 'paragraph');
  const summary =
    page.metaDescription?.trim() || description(firstParagraph ? htmlToText(firstParagraph.text) : page.title);
  return {
    title: page.title,
    description: summary,
    path,
    keywords: page.metaKeywords,
    jsonLd: [
      {
        '@type': 'WebPage',
        name: page.title,
        description: summary,
        url: `${origin}${path}`,
        ...(page.publishedAt ? { datePublished: new Date(page.publishedAt).toISOString() } : {}),
        dateModified: new Date(page.updatedAt).toISOString(),
        ...(page.metaKeywords.length ? { keywords: page.metaKeywords.join(', ') } : {}),
      },
      breadcrumbs(origin, [
        ['Home', '/'],
        [page.title, path],
      ]),
    ],
  };
}

export { routeHead } from '@/lib/page-head';
