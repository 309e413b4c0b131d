import { Link, useRouterState } from '@tanstack/react-router';
import { useMe } from '@/features/account/queries';
import { formatDate } from '@/lib/format';

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
