import { ChevronLeft, ChevronRight, Clock } from 'lucide-react';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import home from '../../../data/demo/home.json';
import { useCarousel, usePerView } from './use-carousel';

export const PICKS_INTERVAL_MS = 4000;
const PER_VIEW = [
  [1200, 4],
  [768, 3],
] as const;

const ART: Record<string, string> = {
  fitness: 'fitness',
  adventure: 'adventure',
  food: 'food-drink',
  learning: 'learning',
  travel: 'travel',
  growth: 'wellness',
  kindness: 'social',
  creative: 'creative',
};

type Pick = (typeof home.picks)[number];

/** Where a pick leads: its article, community group, offer or blog post. */
export function pickHref(p: Pick) {
  if (p.category === 'Article') return `/articles/${p.slug}`;
  if (p.category === 'Community') return `/community/${p.slug}`;
  if (p.category === 'Special Offer') return `/offers/${p.slug}`;
  return `/blog/${p.slug}`;
}

/** 'Community & Staff Picks': 12 cards, 4/3/2 per view, one step every 4 s, wrapping around. */
export function PicksCarousel() {
  const picks = home.picks;
  const perView = usePerView(PER_VIEW, 2);
  const positions = Math.max(1, picks.length - perView + 1);
  const carousel = useCarousel({ count: positions, intervalMs: PICKS_INTERVAL_MS, wrap: true });
  return (
    <section aria-labelledby="picks-heading" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="picks-heading" className="text-3xl font-bold">
            Community &amp; Staff Picks
          </h2>
          <p className="text-muted-foreground">Stories, guides and offers our team and members loved this month.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="icon" onClick={carousel.prev} aria-label="Previous picks">
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="icon" onClick={carousel.next} aria-label="Next picks">
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <section
        aria-roledescription="carousel"
        aria-label="Community and staff picks"
        data-testid="picks-carousel"
        data-index={carousel.index}
        data-paused={carousel.paused}
        className="overflow-hidden"
        {...carousel.regionProps}
      >
        <ul
          className="flex transition-transform duration-500 motion-reduce:transition-none"
          style={{ transform: `translateX(-${(carousel.index * 100) / perView}%)` }}
        >
          {picks.map((p, i) => {
            const visible = i >= carousel.index && i < carousel.index + perView;
            return (
              <li
                key={p.slug}
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${picks.length}`}
                aria-hidden={!visible}
                className="shrink-0 px-2"
                style={{ width: `${100 / perView}%` }}
              >
                <a
                  href={pickHref(p)}
                  tabIndex={visible ? undefined : -1}
                  className="flex h-full flex-col overflow-hidden rounded-xl border bg-card transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <img
                    src={`/art/${ART[p.theme] ?? 'adventure'}.svg`}
                    alt=""
                    width={800}
                    height={500}
                    loading="lazy"
                    className="aspect-[8/5] w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <span
                      className={cn(
                        'self-start rounded-full px-2 py-0.5 text-xs font-semibold',
                        p.category === 'Special Offer' ? 'bg-amber-100 text-amber-900' : 'bg-primary/10 text-primary',
                      )}
                    >
                      {p.category}
                    </span>
                    <h3 className="font-semibold leading-snug">{p.title}</h3>
                    <p className="line-clamp-3 text-sm text-muted-foreground">{p.preview}</p>
                    <div className="mt-auto flex items-center gap-2 pt-2 text-xs text-muted-foreground">
                      <Avatar name={p.pickerName} size="sm" />
                      <span className="flex-1">
                        Picked by <span className="font-medium text-foreground">{p.pickerName}</span>
                        <span className="block">by {p.originalAuthor}</span>
                      </span>
                      <span className="flex items-center gap-1">
                        <Clock className="size-3" aria-hidden /> {p.readTime}
                      </span>
                    </div>
                  </div>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </section>
  );
}
