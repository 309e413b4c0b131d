import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { calendarQueries } from '@/features/list/queries';
import { SettingsPage } from '@/features/profile/components/settings-page';
import { SETTINGS_SECTION_IDS } from '@/features/profile/settings-sections';
import { socialQueries } from '@/features/social/queries';
import { oneOf, searchReader } from '@/lib/url-search';

const settingsSearch = searchReader({ section: oneOf(SETTINGS_SECTION_IDS) });

/** The member's settings, one section at a time (`?section=privacy`), each choice saved as it changes. */
export const Route = createFileRoute('/_member/settings')({
  validateSearch: settingsSearch,
  loaderDeps: ({ search }) => ({ section: search.section ?? 'notifications' }),
  // The open section's lists come with the page; a failed one shows its own message in the section.
  loader: async ({ context: { queryClient: q }, deps }) => {
    if (deps.section === 'notifications') await q.prefetchQuery(calendarQueries.status());
    if (deps.section === 'blocks') {
      await Promise.all([
        q.prefetchQuery(socialQueries.blocks()),
        q.prefetchQuery(socialQueries.mutes()),
        q.prefetchQuery(socialQueries.mutedWords()),
      ]);
    }
  },
  errorComponent: (p) => <RouteError {...p} title="Failed to load your settings" />,
  head: () => ({ meta: [{ title: 'Settings | Lifelist' }] }),
  component: function Settings() {
    const { me } = Route.useRouteContext();
    const { section = 'notifications' } = Route.useSearch();
    return <SettingsPage me={me} section={section} />;
  },
});
