import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUpAvatarProblem } from '@/features/account/components/sign-up-form';
import { accountQueries, type Me } from '@/features/account/queries';
import { ProfileEditor } from '@/features/profile/components/profile-editor';
import { drawCrop } from '@/features/profile/crop';
import { editorStateOf, fieldErrors, payloadOf } from '@/features/profile/editor-state';
import { profileCompleteness } from '../../worker/contracts/profile';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';

function MockLink({ children, to, ...rest }: { children: React.ReactNode; to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

vi.mock('@tanstack/react-router', () => ({ Link: MockLink, useBlocker: () => undefined }));

afterEach(() => vi.unstubAllGlobals());

const profile = {
  firstName: 'Maya',
  lastName: null,
  username: 'maya_okafor',
  email: 'maya@example.com',
  age: 34,
  languagePreferences: ['English', 'Yoruba'],
  interests: ['Hiking'],
  notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
  privacySettings: DEFAULT_PRIVACY_SETTINGS,
};

describe('profile editor state', () => {
  it('turns the form into the API payload: empty text is null, comma lists are lists', () => {
    const state = { ...editorStateOf(profile), languagePreferences: 'English, , French ', phoneNumber: ' ' };
    const payload = payloadOf(state);
    expect(payload).toMatchObject({
      lastName: null,
      phoneNumber: null,
      age: 34,
      languagePreferences: ['English', 'French'],
    });
  });

  it('gives each field the spec message and blocks saving while any is wrong', () => {
    const ok = editorStateOf(profile);
    expect(fieldErrors(ok)).toEqual({});
    expect(fieldErrors({ ...ok, phoneNumber: '123' }).phoneNumber).toBe('Invalid phone number format');
    expect(fieldErrors({ ...ok, age: '200' }).age).toBe('Age must be between 13 and 120');
    expect(fieldErrors({ ...ok, username: 'a!' }).username).toBe(
      'Username must be 3-20 characters, letters, numbers, and underscores only',
    );
    expect(fieldErrors({ ...ok, firstName: 'x'.repeat(51) }).firstName).toBe('Name must be less than 50 characters');
  });

  it('never sends the settings (sign-in address, notifications, privacy, country, time zone) with Save Changes', () => {
    const withSettings = { ...profile, country: 'GB', timezone: 'Europe/London' };
    const payload = payloadOf(editorStateOf(withSettings));
    for (const key of ['email', 'notificationPreferences', 'privacySettings', 'country', 'timezone']) {
      expect(payload).not.toHaveProperty(key);
    }
  });

  it('counts completeness over the 12 fields', () => {
    expect(profileCompleteness({})).toBe(0);
    expect(profileCompleteness({ firstName: 'A', username: 'a', age: 30 })).toBe(25);
    expect(profileCompleteness({ firstName: 'A', languagePreferences: [] })).toBe(8);
  });
});

describe('avatars', () => {
  it('accepts JPG or PNG up to 2MB at sign-up', () => {
    expect(signUpAvatarProblem(null)).toBeNull();
    expect(signUpAvatarProblem(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBe(
      'Avatar must be a JPG or PNG image',
    );
    expect(signUpAvatarProblem(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' }))).toBe(
      'Avatar file size must be less than 2MB',
    );
  });

  it('covers the square at zoom 1 and rotates in quarter turns', () => {
    const calls: string[] = [];
    const ctx = {
      save: () => calls.push('save'),
      restore: () => calls.push('restore'),
      fillRect: () => undefined,
      translate: (x: number, y: number) => calls.push(`translate ${x} ${y}`),
      rotate: (a: number) => calls.push(`rotate ${a.toFixed(3)}`),
      scale: (x: number) => calls.push(`scale ${x}`),
      drawImage: (_i: unknown, x: number, y: number) => calls.push(`draw ${x} ${y}`),
      fillStyle: '',
    } as unknown as CanvasRenderingContext2D;
    drawCrop(ctx, { width: 600, height: 300 } as never, 300, 1, 90);
    expect(calls).toContain('translate 150 150');
    expect(calls).toContain(`rotate ${(Math.PI / 2).toFixed(3)}`);
    expect(calls).toContain('scale 1');
    expect(calls).toContain('draw -300 -150');
  });
});

describe('the profile editor', () => {
  const me = {
    profile: { ...profile, country: 'GB', timezone: 'Europe/London', avatarUrl: null },
    flags: {},
  } as never as Me;
  const renderEditor = () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(accountQueries.me().queryKey, me);
    return render(
      <QueryClientProvider client={client}>
        <ProfileEditor me={me} />
      </QueryClientProvider>,
    );
  };

  it('keeps Save Changes for what the profile says, and sends the settings to their own page', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
        if (init?.method !== 'PATCH') return Response.json({ me, newAccount: null });
        sent.push(JSON.parse(String(init.body)));
        return Response.json({ profile: me.profile, flags: {}, message: 'Profile saved successfully!' });
      }),
    );
    renderEditor();
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Personal Info', 'Contact', 'Demographics (optional)', 'Preferences']);
    expect(screen.queryByText(/Notifications/, { selector: 'button' })).toBeNull();
    expect(screen.queryByText('Privacy', { selector: 'button' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    // Country and time zone count as the Settings page saved them: with name, username, age and
    // languages, 6 of the 12 fields.
    expect(screen.getByRole('img', { name: 'Profile 50% complete' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Contact' }));
    expect(screen.queryByLabelText('Country')).toBeNull();
    expect(screen.queryByRole('button', { name: /Change e-mail/ })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'Demographics (optional)' }));
    expect(screen.queryByLabelText('Timezone')).toBeNull();
    await user.type(screen.getByLabelText('Occupation'), 'Guide');

    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeEnabled();
    await user.click(save);
    await screen.findByText('Profile saved successfully!');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ occupation: 'Guide', firstName: 'Maya' });
    expect(Object.keys(sent[0] as object)).not.toContain('privacySettings');
    expect(Object.keys(sent[0] as object)).not.toContain('timezone');
  });
});
