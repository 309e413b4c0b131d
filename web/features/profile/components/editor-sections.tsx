import type * as React from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Field } from '@/features/account/components/field';
import { OptionChecklist } from '@/features/account/components/option-checklist';
import { CalendarFeedSettings } from '@/features/list/components/calendar-settings';
import { COUNTRIES } from '../../../../worker/contracts/countries';
import { COACHING_STYLES, GENDER_OPTIONS, type WHO_CAN_MESSAGE } from '../../../../worker/contracts/enums';
import {
  ACTIVITY_TYPES,
  COACHING_STYLE_LABELS,
  GENDER_LABELS,
  INTERESTS,
  TIME_AVAILABILITY,
  TIMEZONES,
} from '../../../../worker/contracts/options';
import type { EditorState } from '../editor-state';
import { SignInSettings } from './sign-in-settings';

export type SectionProps = {
  state: EditorState;
  errors: Partial<Record<keyof EditorState, string>>;
  set: <K extends keyof EditorState>(key: K, value: EditorState[K]) => void;
};

function Text({
  name,
  label,
  props,
  type = 'text',
  required,
  hint,
}: {
  name: keyof EditorState;
  label: string;
  props: SectionProps;
  type?: string;
  required?: boolean;
  hint?: string;
}) {
  return (
    <Field id={`profile-${name}`} label={label} required={required} hint={hint} error={props.errors[name]}>
      {(p) => (
        <Input
          {...p}
          type={type}
          value={props.state[name] as string}
          onChange={(e) => props.set(name, e.target.value as never)}
        />
      )}
    </Field>
  );
}

function Select({
  name,
  label,
  props,
  children,
}: {
  name: keyof EditorState;
  label: string;
  props: SectionProps;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`profile-${name}`}>{label}</Label>
      <NativeSelect
        id={`profile-${name}`}
        value={props.state[name] as string}
        onChange={(e) => props.set(name, e.target.value as never)}
      >
        {children}
      </NativeSelect>
    </div>
  );
}

export function PersonalSection(props: SectionProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Text name="firstName" label="First name" props={props} required />
      <Text name="lastName" label="Last name" props={props} />
      <Text name="username" label="Username" props={props} />
      <Text name="age" label="Age" type="number" props={props} />
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="profile-profileBio">Bio</Label>
        <Textarea
          id="profile-profileBio"
          rows={3}
          maxLength={500}
          value={props.state.profileBio}
          onChange={(e) => props.set('profileBio', e.target.value)}
        />
      </div>
    </div>
  );
}

export function ContactSection(props: SectionProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SignInSettings email={props.state.email} />
      <Text name="phoneNumber" label="Phone number" type="tel" props={props} />
      <Text name="location" label="Location (city)" props={props} />
      <Select name="country" label="Country" props={props}>
        <option value="">Choose...</option>
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.flag} {c.name}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function DemographicsSection(props: SectionProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select name="genderIdentity" label="Gender identity" props={props}>
        <option value="">Prefer not to say</option>
        {GENDER_OPTIONS.map((g) => (
          <option key={g} value={g}>
            {GENDER_LABELS[g]}
          </option>
        ))}
      </Select>
      <Text name="preferredPronouns" label="Preferred pronouns" props={props} />
      <Text name="occupation" label="Occupation" props={props} />
      <Text name="languagePreferences" label="Languages" props={props} hint="Separate languages with commas" />
      <Select name="timezone" label="Timezone" props={props}>
        <option value="">Choose...</option>
        {TIMEZONES.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function PreferencesSection(props: SectionProps) {
  const { state, set } = props;
  return (
    <div className="flex flex-col gap-6">
      <OptionChecklist
        legend="Interests"
        name="edit-interests"
        options={INTERESTS}
        value={state.interests as never[]}
        onChange={(x) => set('interests', x)}
      />
      <OptionChecklist
        legend="Activity types"
        name="edit-types"
        options={ACTIVITY_TYPES}
        value={state.activityTypes as never[]}
        onChange={(x) => set('activityTypes', x)}
      />
      <OptionChecklist
        legend="Time availability"
        name="edit-time"
        options={TIME_AVAILABILITY}
        value={state.timeAvailability as never[]}
        onChange={(x) => set('timeAvailability', x)}
      />
      <Select name="coachingStyle" label="Coaching style" props={props}>
        <option value="">No preference</option>
        {COACHING_STYLES.map((c) => (
          <option key={c} value={c}>
            {COACHING_STYLE_LABELS[c]}
          </option>
        ))}
      </Select>
      <Text
        name="healthConsiderations"
        label="Health considerations (private)"
        props={props}
        hint="Only you see these. Separate with commas."
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id="profile-newsletter"
          checked={state.newsletter}
          onCheckedChange={(on) => set('newsletter', on === true)}
        />
        <Label htmlFor="profile-newsletter" className="font-normal">
          Send me the Lifelist newsletter
        </Label>
      </div>
    </div>
  );
}

const NOTIFICATION_KINDS = [
  ['activity_reminders', 'Activity reminders'],
  ['friend_requests', 'Friend requests'],
  ['messages', 'Messages'],
  ['system_updates', 'System updates'],
  ['marketing', 'Marketing'],
] as const;

export function NotificationsSection({ state, set }: SectionProps) {
  const prefs = state.notificationPreferences;
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
                    set('notificationPreferences', { ...prefs, [channel]: { ...prefs[channel], [kind]: on === true } })
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

export function PrivacySection({ state, set }: SectionProps) {
  const p = state.privacySettings;
  const setP = (patch: Partial<typeof p>) => set('privacySettings', { ...p, ...patch });
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
