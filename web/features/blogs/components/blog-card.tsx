import { Link } from '@tanstack/react-router';
import { Eye, Heart, MessageCircle } from 'lucide-react';
import { Avatar } from '@/components/avatar';
import { Badge } from '@/components/ui/badge';
import type { BlogCardDto } from '../../../../worker/contracts/blogs';
import { authorName, blogDate } from '../format';

/** A blog in a list: cover, title, subtitle or excerpt, author, date, reading time and counts. */
export function BlogCard({ blog }: { blog: BlogCardDto }) {
  return (
    <article className="group relative flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:shadow-md">
      {/* A blog without a cover starts with its words, not an empty block. */}
      {blog.cover_image_url ? (
        <div className="aspect-[2/1] overflow-hidden bg-muted">
          <img
            src={blog.cover_image_url}
            alt=""
            loading="lazy"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4 wrap-anywhere">
        {blog.tags.length ? (
          <div className="flex flex-wrap gap-1">
            {blog.tags.slice(0, 3).map((t) => (
              <Badge key={t} variant="secondary">
                {t}
              </Badge>
            ))}
          </div>
        ) : null}
        <h2 className="text-lg font-semibold leading-snug">
          <Link
            to="/blog/$id"
            params={{ id: blog.id }}
            className="after:absolute after:inset-0 focus-visible:underline"
          >
            {blog.title}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">{blog.subtitle || blog.excerpt}</p>
        <div className="mt-auto flex items-center gap-2 pt-2 text-sm">
          <Avatar src={blog.author.avatar_url} name={authorName(blog.author)} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{authorName(blog.author)}</p>
            <p className="text-xs text-muted-foreground">
              {blogDate(blog.published_at ?? blog.created_at)} · {blog.reading_minutes} min read
              {blog.status === 'draft' ? ' · Draft' : ''}
            </p>
          </div>
          <div className="flex items-center gap-3 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1" title="Views">
              <Eye className="size-3.5" aria-hidden /> <span className="sr-only">Views</span>
              {blog.views_count}
            </span>
            <span className="inline-flex items-center gap-1" title="Likes">
              <Heart className="size-3.5" aria-hidden /> <span className="sr-only">Likes</span>
              {blog.likes_count}
            </span>
            <span className="inline-flex items-center gap-1" title="Comments">
              <MessageCircle className="size-3.5" aria-hidden /> <span className="sr-only">Comments</span>
              {blog.comments_count}
            </span>
          </div>
        </div>
      </div>
    </article>
  );
}
