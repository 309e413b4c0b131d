import { User } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { initials } from '../../worker/contracts/initials';

export { initials };

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-lg', xl: 'size-28 text-3xl' } as const;
const PLACEHOLDER_HOSTS = ['placeholder.com', 'via.placeholder.com', 'placehold.co', 'ui-avatars.com'];

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
