import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, MapPin, Trophy } from 'lucide-react';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import home from '../../../data/demo/home.json';
import { useCarousel, usePerView } from './use-carousel';

export const STORIES_INTERVAL_MS = 4000;
const PER_VIEW = [
  [1024, 3],
  [768, 2],
] as const;

/** Success stories: 12 stories a page at a time (3/2/1), ends disabled, page dots, every 4 s. */
export function StoriesCarousel() {
  const stories = home.stories;
  const perView = usePerView(PER_VIEW, 1);
  const pages = Math.ceil(stories.length / perView);
  const carousel = useCarousel({ count: pages, intervalMs: STORIES_INTERVAL_MS, wrap: false });
  return (
    <section aria-labelledby="stories-heading" className="bg-muted/40 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="stories-heading" className="mb-2 text-center text-3xl font-bold">
          Success Stories
        </h2>
        <p className="mb-8 text-center text-muted-foreground">Real members, real lists, real change.</p>
        <section
          aria-roledescription="carousel"
          aria-label="Success stories"
          data-testid="stories-carousel"
          data-index={carousel.index}
          data-paused={carousel.paused}
          className="flex items-center gap-2"
          {...carousel.regionProps}
        >
          <Button
            variant="outline"
            size="icon"
            onClick={carousel.prev}
            disabled={!carousel.canPrev}
            aria-label="Previous stories"
          >
            <ChevronLeft aria-hidden />
          </Button>
          <div className="min-w-0 flex-1 overflow-hidden">
            <ul
              className="flex transition-transform duration-500 motion-reduce:transition-none"
              style={{ transform: `translateX(-${carousel.index * 100}%)` }}
            >
              {stories.map((s, i) => {
                const visible = Math.floor(i / perView) === carousel.index;
                return (
                  <li
                    key={s.id}
                    aria-hidden={!visible}
                    className="shrink-0 px-2"
                    style={{ width: `${100 / perView}%` }}
                  >
                    <article className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5">
                      <div className="flex items-center gap-3">
                        <Avatar name={s.name} size="md" />
                        <div>
                          <h3 className="font-semibold">{s.name}</h3>
                          <p className="flex items-center gap-1 text-xs text-muted-foreground">
                            <MapPin className="size-3" aria-hidden /> {s.location}
                          </p>
                        </div>
                      </div>
                      <p className="text-sm">{s.story}</p>
                      <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
                        {s.achievements.map((a) => (
                          <li key={a} className="flex items-start gap-2">
                            <Trophy className="mt-0.5 size-3 shrink-0 text-primary" aria-hidden /> {a}
                          </li>
                        ))}
                      </ul>
                      <p className="mt-auto rounded-md bg-primary/10 px-3 py-2 text-sm font-semibold text-primary">
                        {s.transformationMetric}
                      </p>
                    </article>
                  </li>
                );
              })}
            </ul>
          </div>
          <Button
            variant="outline"
            size="icon"
            onClick={carousel.next}
            disabled={!carousel.canNext}
            aria-label="Next stories"
          >
            <ChevronRight aria-hidden />
          </Button>
        </section>
        {/* Twelve 24 px targets fit a 390 px phone; larger screens get 32 px. */}
        <fieldset className="mt-4 flex flex-wrap justify-center gap-0.5 sm:gap-1">
          <legend className="sr-only">Choose a page of stories</legend>
          {Array.from({ length: pages }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions
              key={i}
              type="button"
              aria-label={`Stories page ${i + 1}`}
              aria-current={i === carousel.index ? 'true' : undefined}
              onClick={() => carousel.goTo(i)}
              className="grid size-6 place-items-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:size-8"
            >
              <span
                className={cn(
                  'block size-2.5 rounded-full',
                  i === carousel.index ? 'bg-primary' : 'bg-muted-foreground/40',
                )}
              />
            </button>
          ))}
        </fieldset>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" asChild>
            <Link to="/sign-in">Start Your Journey</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/quiz">Take the Quiz</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
