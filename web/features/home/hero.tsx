import { Link } from '@tanstack/react-router';
import { Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { HERO_INTERVAL_MS, HERO_LEAD, HERO_SLIDES } from '../../../worker/contracts/home';
import { useCarousel } from './use-carousel';

/** Full-height hero: five themed slides every 6 s, dots to jump, a pause control, two calls to action. */
export function Hero({ signedIn }: { signedIn: boolean }) {
  const carousel = useCarousel({ count: HERO_SLIDES.length, intervalMs: HERO_INTERVAL_MS, wrap: true });
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Ideas to start with"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-slate-900 text-white"
      {...carousel.regionProps}
    >
      {HERO_SLIDES.map((slide, i) => (
        <div
          key={slide.theme}
          aria-hidden={i !== carousel.index}
          className={cn(
            'absolute inset-0 -z-10 transition-opacity duration-700 motion-reduce:transition-none',
            i === carousel.index ? 'opacity-100' : 'opacity-0',
          )}
        >
          <img
            src={slide.art}
            alt=""
            width={800}
            height={500}
            className="size-full object-cover"
            fetchPriority={i === 0 ? 'high' : 'low'}
            loading={i === 0 ? 'eager' : 'lazy'}
          />
          <div className={cn('absolute inset-0 bg-gradient-to-r to-transparent', slide.tone)} />
        </div>
      ))}
      <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-6 px-4 py-20">
        <div aria-live={carousel.paused ? 'polite' : 'off'} className="flex flex-col items-start gap-6">
          <p className="rounded-full bg-black/40 px-3 py-1 text-sm font-medium">{HERO_SLIDES[carousel.index]?.theme}</p>
          <h1 className="max-w-3xl text-4xl font-bold leading-tight tracking-tight drop-shadow sm:text-6xl">
            {HERO_SLIDES[carousel.index]?.question}
          </h1>
        </div>
        <p className="max-w-2xl text-lg drop-shadow">{HERO_LEAD}</p>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" asChild className="bg-white text-slate-900 hover:bg-slate-100">
            <Link to={signedIn ? '/profile' : '/onboarding'}>Start Your List</Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            asChild
            className="border-white bg-black/30 text-white hover:bg-white/10 hover:text-white"
          >
            <Link to="/quiz">Take the Quiz</Link>
          </Button>
        </div>
        <div className="mt-6 flex items-center gap-3">
          <Button
            variant="ghost"
            size="icon"
            className="text-white hover:bg-white/10 hover:text-white"
            onClick={carousel.toggleStopped}
            aria-label={carousel.stopped ? 'Play slides' : 'Pause slides'}
          >
            {carousel.stopped ? <Play aria-hidden /> : <Pause aria-hidden />}
          </Button>
          <fieldset className="flex gap-1">
            <legend className="sr-only">Choose a slide</legend>
            {HERO_SLIDES.map((slide, i) => (
              <button
                key={slide.theme}
                type="button"
                aria-label={`Slide ${i + 1}: ${slide.theme}`}
                aria-current={i === carousel.index ? 'true' : undefined}
                onClick={() => carousel.goTo(i)}
                className="grid size-8 place-items-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <span
                  className={cn(
                    'block h-2.5 rounded-full bg-white transition-all motion-reduce:transition-none',
                    i === carousel.index ? 'w-6' : 'w-2.5 opacity-60',
                  )}
                />
              </button>
            ))}
          </fieldset>
        </div>
      </div>
    </section>
  );
}
