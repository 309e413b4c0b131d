import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMe } from '@/features/account/queries';
import { restrictionMessage } from '../../../worker/contracts/restriction';

/** The server's words for why the signed-in member may not post or interact, or null if they may. */
export function useRestriction() {
  const me = useMe().data;
  return me?.flags.isRestricted ? restrictionMessage(me.profile) : null;
}

/**
 * A composer, comment box or any other way to create or interact, for members in good standing. A
 * suspended or banned member gets what the server would answer instead of a form that fails.
 */
export function UnlessRestricted({ children }: { children: ReactNode }) {
  const restriction = useRestriction();
  if (!restriction) return children;
  return (
    <p role="status" className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
      {restriction}{' '}
      <Link to="/restricted" className="font-medium text-primary underline-offset-4 hover:underline">
        See why and appeal
      </Link>
    </p>
  );
}
