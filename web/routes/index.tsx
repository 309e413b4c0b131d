import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Compass, ListChecks, Sparkles } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { RouteError } from '@/components/route-error';
import { Button } from '@/components/ui/button';
import { accountQueries } from '@/features/account/queries';
import { Hero } from '@/features/home/hero';
import { PicksCarousel } from '@/features/home/picks-carousel';
import { StoriesCarousel } from '@/features/home/stories-carousel';
import { TierCards } from '@/features/home/tier-cards';

export const Route = createFileRoute('/')({
  errorComponent: (p) => <RouteError {...p} title="Something went wrong" fallback="Failed to load the home page" />,
  head: () => ({ meta: [{ title: 'Lifelist | Discover, plan and do what matters to you' }] }),
  component: Home,
});

const STEPS = [
  {
    icon: Compass,
    title: 'Pick your goals',
    text: 'Browse 2000+ ideas, from a first 5k to the northern lights, and add the ones that call to you.',
  },
  {
    icon: Sparkles,
    title: 'Get started',
    text: 'Plan with priorities and target dates, and get started with the AI coach or the community.',
    link: { to: '/coach', label: 'Talk to your coach' },
  },
  {
    icon: ListChecks,
    title: 'Make it real',
    text: 'Book with trusted suppliers, join communities that share your goals and tick them off.',
  },
];

function Home() {
  const me = useQuery(accountQueries.me());
  const signedIn = Boolean(me.data);
  const belowTheFold = useAfterFirstPaint();
  return (
    <>
      <Hero signedIn={signedIn} />
      {belowTheFold ? <BelowTheFold signedIn={signedIn} /> : null}
    </>
  );
}

/**
 * True once the first screen has been shown: the sections below the hero then render in a
 * transition of their own, so the page's first commit stays small and the browser is not held up.
 */
function useAfterFirstPaint() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => startTransition(() => setReady(true)), 0));
    // Hidden tabs get no animation frames.
    const timer = setTimeout(() => startTransition(() => setReady(true)), 500);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

function BelowTheFold({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <PicksCarousel />
      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="mb-10 text-center text-3xl font-bold">
          How It Works
        </h2>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-xl border bg-card p-6">
              <step.icon className="mb-4 size-8 text-primary" aria-hidden />
              <h3 className="mb-2 text-lg font-semibold">
                {i + 1}. {step.title}
              </h3>
              <p className="text-muted-foreground">{step.text}</p>
              {'link' in step && step.link ? (
                <Link
                  to={step.link.to}
                  className="mt-3 inline-block font-medium text-primary underline-offset-4 hover:underline"
                >
                  {step.link.label}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button size="lg" asChild>
            <Link to="/sign-in">Get Started Today</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/quiz">Take the Quiz</Link>
          </Button>
        </div>
      </section>
      <StoriesCarousel />
      <TierCards signedIn={signedIn} />
    </>
  );
}
