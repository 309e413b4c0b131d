import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { errorMessage } from '@/lib/api';
import { Button } from './ui/button';

/**
 * A route's own error view, inside the page (the header, footer and navigation stay): the
 * screen's own words, the reason when the server gave one, and Try Again, which loads
 * the route again. The app-wide boundary ('Something went wrong') is the last resort only.
 * Routes use it as `errorComponent: (p) => <RouteError {...p} title="Failed to load activity" />`.
 */
export function RouteError({
  error,
  reset,
  title,
  fallback = title,
}: ErrorComponentProps & { title: string; fallback?: string }) {
  const router = useRouter();
  return (
    <section
      role="alert"
      className="mx-auto my-12 flex max-w-md flex-col items-center gap-4 rounded-xl border border-destructive/40 p-8 text-center"
    >
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{errorMessage(error, fallback)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try Again
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">Go Home</Link>
        </Button>
      </div>
    </section>
  );
}
