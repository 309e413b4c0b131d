import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { POST_TEXT_TOKEN } from '../../../../worker/contracts/post-text';

/** A post's text with links, #hashtags and @mentions made clickable; everything else stays text. */
export function PostText({ text }: { text: string }) {
  const parts = text.split(POST_TEXT_TOKEN);
  return (
    <p className="whitespace-pre-wrap wrap-anywhere">
      {parts.map((part, i) => {
        // split() with one capture group puts the matches at odd indexes.
        const key = `${i}-${part.slice(0, 8)}`;
        if (i % 2 === 0) return <Fragment key={key}>{part}</Fragment>;
        if (part.startsWith('#')) {
          return (
            <Link
              key={key}
              to="/community/hashtag/$name"
              params={{ name: part.slice(1).toLowerCase() }}
              className="text-primary underline decoration-primary/40 underline-offset-2 hover:decoration-current"
            >
              {part}
            </Link>
          );
        }
        if (part.startsWith('@')) {
          return (
            <Link
              key={key}
              to="/profile/$username"
              params={{ username: part.slice(1) }}
              className="font-medium text-primary underline decoration-primary/40 underline-offset-2 hover:decoration-current"
            >
              {part}
            </Link>
          );
        }
        return (
          <a
            key={key}
            href={part}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-primary underline break-all"
          >
            {part}
          </a>
        );
      })}
    </p>
  );
}

/** '3 hours ago', 'just now' (web/lib/format). */
export { timeAgo } from '@/lib/format';
