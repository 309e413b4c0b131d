import { useRef, useState } from 'react';
import type { SaveState } from '@/components/save-status';
import { errorMessage } from '@/lib/api';
import type { ProfileUpdateInput } from '../../../worker/contracts/profile';
import type { NotificationPreferences, PrivacySettings } from '../../../worker/contracts/profile-settings';
import { useUpdateProfile } from './queries';

/** The profile's choices the Settings page keeps, each saved on its own the moment it changes. */
export type SettingValues = {
  notificationPreferences: NotificationPreferences;
  privacySettings: PrivacySettings;
  country: ProfileUpdateInput['country'] | null;
  timezone: ProfileUpdateInput['timezone'] | null;
};
export type ChangeSetting = <K extends keyof SettingValues>(key: K, value: SettingValues[K]) => void;

type ProfileLike = {
  notificationPreferences: NotificationPreferences;
  privacySettings: PrivacySettings;
  country: string | null;
  timezone: string | null;
};

export const settingValuesOf = (p: ProfileLike): SettingValues => ({
  notificationPreferences: p.notificationPreferences,
  privacySettings: p.privacySettings,
  // The API checks both against its lists; these only shape the controls.
  country: p.country as SettingValues['country'],
  timezone: p.timezone as SettingValues['timezone'],
});

/**
 * Each change is sent at once (one after another, in the order made) and says how it went; a
 * refused change puts its control back to the saved value and shows the API's message.
 */
export function useInstantSettings(profile: ProfileLike) {
  const [values, setValues] = useState(() => settingValuesOf(profile));
  // What the server holds once the changes sent so far are saved.
  const saved = useRef(values);
  const latest = useRef(0);
  const [status, setStatus] = useState<SaveState | null>(null);
  const update = useUpdateProfile('settings');

  const change: ChangeSetting = (key, value) => {
    const before = saved.current[key];
    const seq = ++latest.current;
    saved.current = { ...saved.current, [key]: value };
    setValues((v) => ({ ...v, [key]: value }));
    setStatus({ state: 'saving' });
    // mutateAsync, not mutate's callbacks: those run for the last call only, and every call needs its own.
    update.mutateAsync({ [key]: value } as ProfileUpdateInput).then(
      () => {
        if (seq === latest.current) setStatus({ state: 'saved' });
      },
      (error: unknown) => {
        // Back to what is saved, unless a later change has already replaced the refused value.
        if (saved.current[key] === value) saved.current = { ...saved.current, [key]: before };
        setValues((v) => (v[key] === value ? { ...v, [key]: before } : v));
        setStatus({ state: 'failed', message: errorMessage(error, 'Your change could not be saved') });
      },
    );
  };
  return { values, change, status };
}
