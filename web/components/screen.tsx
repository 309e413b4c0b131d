import type * as React from 'react';
import { PageHeading } from './states';

/** A page's frame: centred column, heading, content. */
export function Screen({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageHeading title={title}>{actions}</PageHeading>
      {children}
    </div>
  );
}
