import { breadcrumbs, description, fullName, type PageHead } from '@/lib/page-head';
import type { BlogDetailDto } from '../../../worker/contracts/blogs';
import { blogCard, cardImage } from '../../../worker/contracts/preview-card';
import { htmlToText } from '../../../worker/contracts/text';

/** A blog as this visitor may read it: a BlogPosting, its card the preview. */
export function blogPageHead(origin: string, blog: BlogDetailDto): PageHead {
  const path = `/blog/${blog.id}`;
  const authorName = fullName(blog.author.first_name, blog.author.last_name);
  const text = description(blog.seo_description || blog.subtitle || htmlToText(blog.content));
  return {
    title: blog.title,
    description: text,
    path,
    type: 'article',
    // Only a published, public blog is for search engines (a guest sees no other).
    ...(blog.status === 'published' && blog.visibility === 'public' ? {} : { noindex: true }),
    image: cardImage('blog', blog.id, blogCard(blog, authorName)),
    jsonLd: [
      {
        '@type': 'BlogPosting',
        headline: blog.title,
        description: text,
        author: { '@type': 'Person', name: authorName, url: `${origin}/profile/${blog.author.username}` },
        datePublished: new Date(blog.published_at ?? blog.created_at).toISOString(),
        dateModified: new Date(blog.updated_at).toISOString(),
        mainEntityOfPage: `${origin}${path}`,
        ...(blog.cover_image_url ? { image: `${origin}${blog.cover_image_url}` } : {}),
        ...(blog.tags.length ? { keywords: blog.tags.join(', ') } : {}),
      },
      breadcrumbs(origin, [
        ['Home', '/'],
        ['Blog', '/blog'],
        [blog.title, path],
      ]),
    ],
  };
}

export { routeHead } from '@/lib/page-head';
