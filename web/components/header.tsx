import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Menu, Moon, Search, Sun } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { accountQueries } from '@/features/account/queries';
import { chooseCountry, usePageCountry } from '@/lib/format';
import { setTheme, useTheme } from '@/lib/preferences';
import { HEADER_COUNTRIES, styleForCountry } from '../../worker/contracts/header-countries';
import { Avatar } from './avatar';
import { Button } from './ui/button';

// Menus and dialogs load on demand, keeping them off the first page load.
const SearchOverlay = lazy(() => import('./search-overlay').then((m) => ({ default: m.SearchOverlay })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
// Messages and notifications (their counts and the live connection) are for members only.
const MemberButtons = lazy(() => import('./member-buttons').then((m) => ({ default: m.MemberButtons })));

const NAV = [
  { to: '/activities', label: 'Activities' },
  { to: '/community', label: 'Community' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact Us' },
] as const;

/**
 * A guest's choice of where they are (dates and numbers follow it). A member's own country and
 * time zone come from their profile, so the header shows those, with a link to change them in Settings.
 */
export function CountryPicker({ id }: { id: string }) {
  const country = usePageCountry();
  const me = useQuery(accountQueries.me());
  if (me.data) {
    const p = me.data.profile;
    const style = styleForCountry(p.country);
    // The zone's own name ("Europe/London"): the options' labels stay off the first page load.
    const zone = p.timezone || 'UTC';
    return (
      <Link
        to="/settings"
        search={{ section: 'region' }}
        className="inline-flex h-9 items-center rounded-md px-2 text-sm font-medium hover:bg-accent"
        aria-label={`Your country ${style} and time zone ${zone}: change them in Settings`}
        title={`Dates and times as in ${style}, ${zone} time. Change them in Settings.`}
      >
        {style}
      </Link>
    );
  }
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Country
      </label>
      <select
        id={id}
        value={country}
        onChange={(e) => {
          // The page on screen shows its dates and numbers again in the new country's style.
          chooseCountry(e.target.value as typeof country);
        }}
        className="h-9 rounded-md border-0 bg-transparent px-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {HEADER_COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </>
  );
}

export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button variant="ghost" size="icon" onClick={() => setTheme(next)} aria-label={`Switch to ${next} mode`}>
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}

export function Header() {
  const me = useQuery(accountQueries.me());
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const signedIn = Boolean(me.data);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link to="/" className="mr-4 flex items-center gap-2 text-xl font-bold text-primary" aria-label="Lifelist home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Lifelist</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground"
              activeProps={{ className: 'text-foreground' }}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Button variant="ghost" size="icon" onClick={() => setSearchOpen(true)} aria-label="Search">
            <Search aria-hidden />
          </Button>
          {signedIn ? (
            // Holds the buttons' place while their code arrives.
            <Suspense fallback={<span className="inline-block h-10 w-[84px] sm:w-[124px]" aria-hidden />}>
              <MemberButtons />
            </Suspense>
          ) : null}
          <div className="hidden items-center gap-1 sm:flex">
            <CountryPicker id="header-country" />
            <ThemeToggle />
          </div>
          {me.data ? (
            <Suspense
              fallback={
                <Avatar src={me.data.profile.avatarUrl} name={me.data.profile.firstName} size="sm" className="mx-2" />
              }
            >
              <UserMenu me={me.data} />
            </Suspense>
          ) : me.isPending ? null : (
            <Button asChild size="sm" className="hidden sm:inline-flex">
              <Link to="/auth">Sign In / Sign Up</Link>
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            onClick={() => setMenuOpen(true)}
            aria-label="Open menu"
          >
            <Menu aria-hidden />
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} signedIn={signedIn} links={NAV} />
        </Suspense>
      ) : null}
      {searchOpen ? (
        <Suspense fallback={null}>
          <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
