import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMe } from '@/features/account/queries';
import { formatDate } from '@/lib/format';
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

/** A restricted member learns it on every page, not only when a button fails. */
export function RestrictionBanner() {
  const me = useMe();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const profile = me.data?.profile;
  if (!profile || !me.data?.flags.isRestricted || pathname === '/restricted') return null;
  const text = profile.isBanned
    ? 'Your account is banned: you can read, but not post or interact.'
    : `Your account is suspended until ${profile.suspensionEndDate ? formatDate(profile.suspensionEndDate, 'long') : 'further notice'}: you can read, but not post or interact.`;
  return (
    <div role="status" className="bg-destructive px-4 py-2 text-center text-sm text-destructive-foreground">
      {text}{' '}
      <Link to="/restricted" className="font-semibold underline">
        See why and appeal
      </Link>
    </div>
  );
}
