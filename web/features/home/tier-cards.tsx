import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const TIERS = [
  {
    id: 'free',
    name: 'Free',
    price: '£0',
    features: ['Your personal list', 'All 2000+ activity ideas', 'Community posts, blogs and messages'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '£9.99',
    features: ['Everything in Free', 'Coaching nudges and reminders', 'Member offers from suppliers'],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '£19.99',
    features: ['Everything in Premium', 'One-to-one goal planning', 'Early access to new features'],
  },
] as const;

/** The tiers: only Free can be chosen today; Premium and Pro are shown as coming soon. */
export function TierCards({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="tiers-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="tiers-heading" className="mb-8 text-center text-3xl font-bold">
        Choose your plan
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {TIERS.map((tier) => {
          const available = tier.id === 'free';
          return (
            <li
              key={tier.id}
              className={cn(
                'flex flex-col gap-4 rounded-xl border bg-card p-6',
                available && 'border-primary shadow-md',
              )}
            >
              <div className="flex items-center justify-between">
                <h3 className="text-xl font-semibold">{tier.name}</h3>
                {available ? null : <Badge variant="secondary">Coming Soon</Badge>}
              </div>
              <p>
                <span className="text-3xl font-bold">{tier.price}</span>
                <span className="text-muted-foreground"> / month</span>
              </p>
              <ul className="flex flex-col gap-2 text-sm">
                {tier.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {f}
                  </li>
                ))}
              </ul>
              {available ? (
                <Button asChild className="mt-auto">
                  <Link to={signedIn ? '/profile' : '/onboarding'}>{signedIn ? 'Your plan' : 'Start free'}</Link>
                </Button>
              ) : (
                <Button className="mt-auto" variant="outline" disabled>
                  Coming Soon
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
