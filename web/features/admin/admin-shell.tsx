import { Link } from '@tanstack/react-router';
import { BarChart3, HelpCircle, LayoutDashboard, Mail, Settings, ShieldAlert, Users } from 'lucide-react';
import type * as React from 'react';

/** The admin side menu (CONTRACTS.md): each entry leads to its own page. */
export const ADMIN_MENU = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, exact: true },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/messages', label: 'Messages', icon: Mail },
  { to: '/admin/search-analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/moderation', label: 'Moderation', icon: ShieldAlert },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/help', label: 'Help', icon: HelpCircle },
] as const;

/** The admin area's frame: the side menu beside the page (above it on narrow screens). */
export function AdminShell({ children, isAdmin }: { children: React.ReactNode; isAdmin: boolean }) {
  // Moderators reach only the pages they may use.
  const items = isAdmin ? ADMIN_MENU : ADMIN_MENU.filter((i) => i.label === 'Analytics' || i.label === 'Moderation');
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
      <nav aria-label="Admin" className="shrink-0 lg:w-52">
        <ul className="relative flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:pb-0">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                // Messages lives in another part of the admin area; its route may not be registered in every build.
                to={item.to as '/admin'}
                activeOptions={{ exact: 'exact' in item }}
                className="flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground"
                activeProps={{ className: 'bg-accent text-foreground', 'aria-current': 'page' }}
              >
                <item.icon className="size-4" aria-hidden />
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** A page heading inside the admin frame. */
export function AdminHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
