import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueries, type Me } from '@/features/account/queries';
import { SettingsPage } from '@/features/profile/components/settings-page';
import type { SettingsSection } from '@/features/profile/settings-sections';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';

function MockLink({
  children,
  to,
  search,
  resetScroll: _resetScroll,
  ...rest
}: {
  children: React.ReactNode;
  to: string;
  search?: Record<string, string>;
  resetScroll?: boolean;
}) {
  return (
    <a href={search ? `${to}?${new URLSearchParams(search)}` : to} {...rest}>
      {children}
    </a>
  );
}

vi.mock('@tanstack/react-router', () => ({ Link: MockLink, useNavigate: () => vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

const me = {
  profile: {
    id: 'u1',
    firstName: 'Maya',
    username: 'maya_okafor',
    email: 'maya@example.com',
    country: 'GB',
    timezone: 'Europe/London',
    notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
    privacySettings: DEFAULT_PRIVACY_SETTINGS,
  },
  flags: {},
} as unknown as Me;

/** The profile API: PATCH answers with `answer` (the saved profile by default), and records what it was sent. */
function fakeApi(answer?: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (init?.method === 'PATCH' && String(url).endsWith('/api/profile')) {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        await held;
        if (answer) return Response.json(answer.body, { status: answer.status });
        return Response.json({
          profile: { ...me.profile, ...body },
          flags: {},
          message: 'Profile saved successfully!',
        });
      }
      return Response.json({ me, newAccount: null });
    }),
  );
  return { sent, release: () => release() };
}

function renderPage(section: SettingsSection) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(accountQueries.me().queryKey, me);
  return render(
    <QueryClientProvider client={client}>
      <SettingsPage me={me} section={section} />
    </QueryClientProvider>,
  );
}

describe('the Settings page', () => {
  it('opens the section its address names, marked as current in the section list', () => {
    renderPage('privacy');
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const current = within(nav).getByRole('link', { name: 'Privacy' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/settings?section=privacy');
    expect(within(nav).getByRole('link', { name: 'Country and time zone' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByText(/New accounts start public/)).toBeInTheDocument();
    // Nothing waits for a button.
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('saves a choice the moment it changes, and says so politely', async () => {
    const api = fakeApi();
    renderPage('privacy');
    const user = userEvent.setup();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await user.selectOptions(screen.getByLabelText('Profile visibility'), 'private');
    expect(status).toHaveTextContent('Saving...');
    api.release();
    await vi.waitFor(() => expect(status).toHaveTextContent('Saved'));
    // Only the choice that changed is sent.
    expect(api.sent).toEqual([{ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'private' } }]);
    expect(screen.getByLabelText('Profile visibility')).toHaveValue('private');
  });

  it('puts a refused choice back to the saved value and shows the API’s message', async () => {
    const api = fakeApi({
      status: 400,
      body: { error: 'Please choose a timezone from the list', code: 'VALIDATION_ERROR' },
    });
    renderPage('region');
    const user = userEvent.setup();
    const zone = screen.getByLabelText('Timezone');
    expect(zone).toHaveValue('Europe/London');
    await user.selectOptions(zone, 'Asia/Tokyo');
    expect(zone).toHaveValue('Asia/Tokyo');
    api.release();
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Please choose a timezone from the list'),
    );
    expect(zone).toHaveValue('Europe/London');
    expect(api.sent).toEqual([{ timezone: 'Asia/Tokyo' }]);
  });

  it('sends a country on its own, and empty as none', async () => {
    const api = fakeApi();
    renderPage('region');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    await user.selectOptions(screen.getByLabelText('Country'), '');
    api.release();
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(api.sent).toEqual([{ country: 'US' }, { country: null }]);
  });
});
