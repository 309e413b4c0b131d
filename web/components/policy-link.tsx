import type { ReactNode } from 'react';

/**
 * A policy to read beside a form that asks to accept it: it opens in a new tab, so nothing typed
 * in the form is left behind, and it sits outside the box's label, so reading it does not tick it.
 */
export function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="text-sm text-primary underline underline-offset-4">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
