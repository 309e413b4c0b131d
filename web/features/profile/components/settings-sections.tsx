import { Checkbox } from '@/components/ui/checkbox';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CalendarFeedSettings } from '@/features/list/components/calendar-settings';
import { formatDate } from '@/lib/format';
import { COUNTRIES } from '../../../../worker/contracts/countries';
import type { WHO_CAN_MESSAGE } from '../../../../worker/contracts/enums';
import { type HeaderCountry, styleForCountry } from '../../../../worker/contracts/header-countries';
import { TIMEZONES } from '../../../../worker/contracts/options';
import type { ChangeSetting, SettingValues } from '../use-instant-settings';

export type SettingsSectionProps = { values: SettingValues; change: ChangeSetting };

const NOTIFICATION_KINDS = [
  ['activity_reminders', 'Activity reminders'],
  ['friend_requests', 'Friend requests'],
  ['messages', 'Messages'],
  ['system_updates', 'System updates'],
  ['marketing', 'Marketing'],
] as const;

export function NotificationSettings({ values, change }: SettingsSectionProps) {
  const prefs = values.notificationPreferences;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">
        Push is what shows under the bell in Lifelist. Activity reminders come a week and a day before a target date,
        and once if it passes.
      </p>
      <div className="grid gap-6 sm:grid-cols-3">
        {(['email', 'push', 'sms'] as const).map((channel) => (
          <fieldset key={channel} className="flex flex-col gap-2">
            <legend className="mb-2 font-medium">
              {channel === 'sms' ? 'SMS' : channel === 'push' ? 'Push' : 'Email'}
            </legend>
            {NOTIFICATION_KINDS.map(([kind, label]) => (
              <div key={kind} className="flex items-center gap-2">
                <Checkbox
                  id={`notify-${channel}-${kind}`}
                  checked={prefs[channel][kind]}
                  onCheckedChange={(on) =>
                    change('notificationPreferences', {
                      ...prefs,
                      [channel]: { ...prefs[channel], [kind]: on === true },
                    })
                  }
                />
                <Label htmlFor={`notify-${channel}-${kind}`} className="font-normal">
                  {label}
                </Label>
              </div>
            ))}
          </fieldset>
        ))}
      </div>
      <CalendarFeedSettings />
    </div>
  );
}

export function PrivacySettings({ values, change }: SettingsSectionProps) {
  const p = values.privacySettings;
  const setP = (patch: Partial<typeof p>) => change('privacySettings', { ...p, ...patch });
  const visibility = (
    id: string,
    label: string,
    value: string,
    onChange: (v: 'public' | 'friends' | 'private') => void,
    privateLabel = 'Private (only me)',
  ) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as 'public')}>
        <option value="public">Public</option>
        <option value="friends">Friends (mutual follows)</option>
        <option value="private">{privateLabel}</option>
      </NativeSelect>
    </div>
  );
  const toggles = [
    ['show_email', 'Show my e-mail on my profile'],
    ['allow_data_analytics', 'Allow anonymous usage analytics'],
    ['allow_recommendations', 'Personalised recommendations'],
    ['typing_indicators', 'Show when I am typing'],
    ['read_receipts', 'Send and see read receipts'],
  ] as const;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        New accounts start public. Friends means members you follow who follow you back; Private means only you.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {visibility(
          'privacy-profile',
          'Profile visibility',
          p.profile_visibility,
          (v) => setP({ profile_visibility: v }),
          'Private (followers I approve)',
        )}
        {visibility('privacy-activity', 'Activity privacy', p.activity_privacy, (v) => setP({ activity_privacy: v }))}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="privacy-messages">Who can message me</Label>
          <NativeSelect
            id="privacy-messages"
            value={p.who_can_message}
            onChange={(e) => setP({ who_can_message: e.target.value as (typeof WHO_CAN_MESSAGE)[number] })}
          >
            <option value="everyone">Everyone</option>
            <option value="following">People I follow</option>
            <option value="mutual">Mutual follows</option>
            <option value="nobody">Nobody</option>
          </NativeSelect>
        </div>
      </div>
      {toggles.map(([key, label]) => (
        <div key={key} className="flex items-center gap-2">
          <Checkbox id={`privacy-${key}`} checked={p[key]} onCheckedChange={(on) => setP({ [key]: on === true })} />
          <Label htmlFor={`privacy-${key}`} className="font-normal">
            {label}
          </Label>
        </div>
      ))}
    </div>
  );
}

const STYLE_NAMES: Record<HeaderCountry, string> = {
  AU: 'Australia',
  CA: 'Canada',
  IE: 'Ireland',
  NZ: 'New Zealand',
  UK: 'the UK',
  US: 'the US',
};

/** Where the member is: the style of their dates and the clock of their times, as the header shows. */
export function RegionSettings({ values, change }: SettingsSectionProps) {
  const style = styleForCountry(values.country);
  const zone = TIMEZONES.find((t) => t.value === values.timezone);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        These set how dates and times are shown to you everywhere on Lifelist. The header shows them.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="settings-country">Country</Label>
          <NativeSelect
            id="settings-country"
            value={values.country ?? ''}
            onChange={(e) => change('country', (e.target.value || null) as SettingValues['country'])}
          >
            <option value="">Choose...</option>
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.flag} {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="settings-timezone">Timezone</Label>
          <NativeSelect
            id="settings-timezone"
            value={values.timezone ?? ''}
            onChange={(e) => change('timezone', (e.target.value || null) as SettingValues['timezone'])}
          >
            <option value="">Choose...</option>
            {TIMEZONES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="text-sm">
        Dates are written as in {STYLE_NAMES[style]}: {formatDate('2027-08-01', 'long', style)},{' '}
        {formatDate('2027-08-01', 'short', style)}. Times are shown{' '}
        {zone ? `on ${zone.label} time (${zone.value})` : 'on the clock of the device you are using'}.
      </p>
    </div>
  );
}
