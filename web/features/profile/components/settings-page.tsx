import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SaveStatus } from '@/components/save-status';
import { accountQueries, type Me } from '@/features/account/queries';
import { BlockedAndMuted, MutedWords } from '@/features/social/components/blocked-and-muted';
import { cn } from '@/lib/utils';
import { SETTINGS_SECTIONS, type SettingsSection } from '../settings-sections';
import { type ChangeSetting, useInstantSettings } from '../use-instant-settings';
import { AccountControls } from './account-controls';
import { NotificationSettings, PrivacySettings, RegionSettings } from './settings-sections';
import { SignInSettings } from './sign-in-settings';

/** The sections of the profile's own choices; the others' pieces say how each change went themselves. */
const INSTANT = new Set<SettingsSection>(['notifications', 'privacy', 'region']);

export function SettingsPage({ me, section }: { me: Me; section: SettingsSection }) {
  // The live query for what changes elsewhere (the e-mail after a confirmed change).
  const live = useQuery(accountQueries.me()).data ?? me;
  const settings = useInstantSettings(me.profile);
  // The status belongs to the section whose choice changed.
  const [statusOf, setStatusOf] = useState(section);
  const change: ChangeSetting = (key, value) => {
    setStatusOf(section);
    settings.change(key, value);
  };
  const current = SETTINGS_SECTIONS.find((s) => s.id === section) ?? SETTINGS_SECTIONS[0];
  const props = { values: settings.values, change };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <p className="mt-2 mb-6 text-sm text-muted-foreground">
        Each choice here is saved the moment you change it. What your profile says about you is in{' '}
        <Link to="/profile/edit" className="font-medium text-foreground underline underline-offset-4">
          Edit Profile
        </Link>
        .
      </p>
      <div className="grid gap-6 md:grid-cols-[220px_minmax(0,1fr)] md:gap-8">
        <nav aria-label="Settings sections">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {SETTINGS_SECTIONS.map((s) => (
              <li key={s.id}>
                <Link
                  to="/settings"
                  search={{ section: s.id }}
                  resetScroll={false}
                  aria-current={s.id === current.id ? 'page' : undefined}
                  className={cn(
                    'block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    s.id === current.id && 'bg-accent text-accent-foreground',
                  )}
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section
          aria-labelledby="settings-section-title"
          className="flex min-w-0 flex-col gap-6 rounded-2xl border p-4 sm:p-6"
        >
          {/* The save status sits beside the heading: its reserved line costs no height. */}
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="settings-section-title" className="text-xl font-semibold">
              {current.label}
            </h2>
            {INSTANT.has(current.id) ? <SaveStatus status={statusOf === current.id ? settings.status : null} /> : null}
          </div>
          {current.id === 'notifications' ? <NotificationSettings {...props} /> : null}
          {current.id === 'privacy' ? <PrivacySettings {...props} /> : null}
          {current.id === 'region' ? <RegionSettings {...props} /> : null}
          {current.id === 'security' ? <SignInSettings email={live.profile.email} /> : null}
          {current.id === 'blocks' ? (
            <div className="flex flex-col gap-6 [&>section:first-child]:border-t-0 [&>section:first-child]:pt-0">
              <BlockedAndMuted />
              <MutedWords />
            </div>
          ) : null}
          {current.id === 'data' ? <AccountControls labelledBy="settings-section-title" /> : null}
        </section>
      </div>
    </div>
  );
}
