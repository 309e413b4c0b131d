import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { Check, Compass, Map as MapIcon, Rocket } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { accountQueries } from '@/features/account/queries';
import { cn } from '@/lib/utils';
import home from '../../data/demo/home.json';

export const Route = createFileRoute('/onboarding')({
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(accountQueries.me())) throw redirect({ to: '/profile' });
  },
  head: () => ({ meta: [{ title: 'Get started | Lifelist' }] }),
  component: Onboarding,
});

export const TRANSITION_MS = 600;

const STEPS = [
  {
    icon: Compass,
    title: 'Discover Your Next Adventure',
    text: 'Browse more than 2000 ideas, from a first 5k to seeing the northern lights, and filter by cost, time, risk and who you want to do them with.',
    points: [] as string[],
  },
  {
    icon: MapIcon,
    title: 'Create Your Personal Roadmap',
    text: 'Turn ideas into a plan you will actually follow.',
    points: [
      'Add activities to your list',
      'Set priorities and target dates',
      'Keep each one public, for friends or private',
      'Plan ahead with notes',
      'Personalise with your own ideas',
      'Share what you are working towards',
    ],
  },
  {
    icon: Rocket,
    title: 'Make It Happen',
    text: 'Stay on track and celebrate every step.',
    points: [
      'Talk to your coach: it plans each step with you, in the style you choose',
      'Track progress from not started to completed',
      'Rate and review what you have done',
      'Earn badges for your milestones',
    ],
  },
];

function Onboarding() {
  const [step, setStep] = useState(0);
  const [fading, setFading] = useState(false);
  const go = (next: number) => {
    if (next === step || next < 0 || next >= STEPS.length) return;
    setFading(true);
    setTimeout(() => {
      setStep(next);
      setFading(false);
    }, TRANSITION_MS / 2);
  };
  const current = STEPS[step] ?? STEPS[0];
  if (!current) return null;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-12 px-4 py-12">
      <section aria-labelledby="onboarding-title" className="rounded-2xl border bg-card p-8">
        <ol className="mb-8 flex items-center justify-center gap-3" aria-label="Steps">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === step ? 'step' : undefined}
                aria-label={`Step ${i + 1}: ${s.title}`}
                className={cn(
                  'flex size-10 items-center justify-center rounded-full border-2 font-semibold',
                  i === step
                    ? 'border-primary bg-primary text-primary-foreground'
                    : i < step
                      ? 'border-primary text-primary'
                      : 'text-muted-foreground',
                )}
              >
                {i < step ? <Check className="size-4" aria-hidden /> : i + 1}
              </button>
            </li>
          ))}
        </ol>
        <div
          className={cn(
            'flex flex-col items-center gap-4 text-center transition-opacity',
            fading ? 'opacity-0' : 'opacity-100',
          )}
          style={{ transitionDuration: `${TRANSITION_MS / 2}ms` }}
        >
          <current.icon className="size-12 text-primary" aria-hidden />
          <h1 id="onboarding-title" className="text-3xl font-bold">
            {current.title}
          </h1>
          <p className="max-w-xl text-muted-foreground">{current.text}</p>
          {step === 0 ? (
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to="/activities">Browse Activities</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/quiz">Personalized Quiz</Link>
              </Button>
            </div>
          ) : (
            <ul className="grid gap-2 text-left sm:grid-cols-2">
              {current.points.map((p) => (
                <li key={p} className="flex items-center gap-2">
                  <Check className="size-4 text-primary" aria-hidden /> {p}
                </li>
              ))}
            </ul>
          )}
          {step === 2 ? (
            <Button asChild variant="secondary">
              <Link to="/auth" search={{ mode: 'sign-up' }}>
                Create Your Account
              </Link>
            </Button>
          ) : null}
        </div>
        <div className="mt-8 flex justify-between">
          <Button variant="outline" onClick={() => go(step - 1)} disabled={step === 0}>
            Previous Step
          </Button>
          {step < STEPS.length - 1 ? (
            <Button onClick={() => go(step + 1)}>Next Step</Button>
          ) : (
            <Button asChild>
              <Link to="/auth" search={{ mode: 'sign-up' }}>
                Get Started
              </Link>
            </Button>
          )}
        </div>
      </section>
      <section aria-labelledby="testimonials" className="flex flex-col gap-4">
        <h2 id="testimonials" className="text-2xl font-semibold">
          What members say
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {home.testimonials.map((t) => (
            <li key={t.name} className="rounded-xl border p-5">
              <blockquote className="italic">“{t.quote}”</blockquote>
              <p className="mt-3 text-sm font-medium">
                {t.name}, {t.location}
              </p>
            </li>
          ))}
        </ul>
        <a href="/testimonials" className="text-sm font-medium text-primary hover:underline">
          Read more member stories
        </a>
      </section>
      <section aria-labelledby="why" className="rounded-2xl bg-accent p-8 text-accent-foreground">
        <h2 id="why" className="mb-4 text-2xl font-semibold">
          Why Create an Account?
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {[
            'Save unlimited activities',
            'Personalised recommendations',
            'Join a community that cheers you on',
            'Track achievements and earn badges',
          ].map((p) => (
            <li key={p} className="flex items-center gap-2">
              <Check className="size-4" aria-hidden /> {p}
            </li>
          ))}
        </ul>
        <p className="mt-4 font-medium">No credit card required. Free forever.</p>
      </section>
    </div>
  );
}
