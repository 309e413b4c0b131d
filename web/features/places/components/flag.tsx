import { cn } from '@/lib/utils';

/**
 * A country's flag (flag-icons, MIT, copied to /flags by scripts/places/build-icons.ts), the same on
 * every device: Windows draws no flag emoji. Decorative: the country's name is always beside it.
 */
export function Flag({ code, className }: { code: string; className?: string }) {
  return (
    <img
      src={`/flags/${code.toLowerCase()}.svg`}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      className={cn(
        'inline-block h-[0.85em] w-auto rounded-[2px] align-[-0.05em] shadow-[0_0_0_1px_rgb(0_0_0/0.1)]',
        className,
      )}
    />
  );
}
