import { User } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-lg', xl: 'size-28 text-3xl' } as const;
const PLACEHOLDER_HOSTS = ['placeholder.com', 'via.placeholder.com', 'placehold.co', 'ui-avatars.com'];

/** First letters of up to two words, upper-case. */
export function initials(name: string | null | undefined) {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

const isPlaceholder = (url: string) => PLACEHOLDER_HOSTS.some((h) => url.includes(h));

export function Avatar({
  src,
  name,
  size = 'md',
  className,
}: {
  src?: string | null;
  name?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const usable = src && !isPlaceholder(src) && !failed;
  const letters = initials(name);
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground',
        SIZES[size],
        className,
      )}
    >
      {usable ? (
        <img
          src={src}
          alt={name ? `${name}'s avatar` : 'Avatar'}
          className="size-full object-cover"
          onError={() => setFailed(true)}
          loading="lazy"
        />
      ) : letters ? (
        <span aria-hidden>{letters}</span>
      ) : (
        <User className="size-1/2" aria-hidden />
      )}
      {!usable && name ? <span className="sr-only">{name}</span> : null}
    </span>
  );
}
