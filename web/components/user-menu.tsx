import { Link } from '@tanstack/react-router';
import { LayoutDashboard, LogOut, Settings, ShieldCheck, Sparkles, User } from 'lucide-react';
import { type Me, useSignOut } from '@/features/account/queries';
import { roleBadge } from '@/features/account/roles';
import { Avatar } from './avatar';
import { RoleBadge } from './role-badge';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

export function UserMenu({ me }: { me: Me }) {
  const signOut = useSignOut();
  const { profile, flags } = me;
  const badge = roleBadge(profile);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2">
          <span aria-hidden>
            <Avatar src={profile.avatarUrl} name={`${profile.firstName} ${profile.lastName ?? ''}`} size="sm" />
          </span>
          <span className="sr-only">Account menu for </span>
          <span className="sr-only lg:not-sr-only lg:max-w-28 lg:truncate">{profile.firstName}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-1 font-normal">
          <span className="flex items-center gap-2 font-semibold">
            {profile.firstName}
            {badge ? <RoleBadge badge={badge} /> : null}
          </span>
          <span className="truncate text-xs text-muted-foreground">{profile.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden /> My Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/coach">
            <Sparkles aria-hidden /> Your coach
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden /> Settings
          </Link>
        </DropdownMenuItem>
        {flags.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <LayoutDashboard aria-hidden /> Admin Dashboard
            </Link>
          </DropdownMenuItem>
        ) : null}
        {flags.isModerator ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/moderation">
              <ShieldCheck aria-hidden /> Moderation
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
