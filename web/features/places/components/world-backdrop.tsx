import { cn } from '@/lib/utils';
import { WORLD } from '../world-projection';

/** The world's land (web/public/world.svg) at the map's own proportions, with what stands on it. */
export function WorldBackdrop({
  children,
  className,
  hidden,
}: {
  children: React.ReactNode;
  className?: string;
  hidden?: boolean;
}) {
  return (
    <div
      className={cn('relative w-full overflow-hidden rounded-xl border bg-sky-50 dark:bg-slate-900', className)}
      style={{ aspectRatio: `${WORLD.width} / ${WORLD.height}` }}
      aria-hidden={hidden || undefined}
    >
      <svg
        viewBox={`0 0 ${WORLD.width} ${WORLD.height}`}
        className="absolute inset-0 size-full text-stone-300 dark:text-slate-700"
        aria-hidden
      >
        <use href="/world.svg#land" />
      </svg>
      {children}
    </div>
  );
}
