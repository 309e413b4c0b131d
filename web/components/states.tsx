import { Link } from '@tanstack/react-router';
import type * as React from 'react';
import { Button } from './ui/button';

export function LoadingScreen() {
  return (
    <div role="status" aria-busy="true" className="grid min-h-[50vh] place-items-center text-muted-foreground">
      Loading...
    </div>
  );
}

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
      <Button asChild>
        <Link to="/">Go Home</Link>
      </Button>
    </section>
  );
}

export function ErrorPage({ error }: { error?: unknown }) {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error';
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        <Button variant="outline" asChild>
          <a href="/">Go Home</a>
        </Button>
      </div>
    </section>
  );
}

/** A screen's heading and its real empty state. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <div className="max-w-md text-sm text-muted-foreground">{children}</div> : null}
      {action}
    </div>
  );
}

export function PageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
