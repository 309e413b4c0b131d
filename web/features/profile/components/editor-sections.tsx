import type * as React from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Field } from '@/features/account/components/field';
import { OptionChecklist } from '@/features/account/components/option-checklist';
import { COACHING_STYLES, GENDER_OPTIONS } from '../../../../worker/contracts/enums';
import {
  ACTIVITY_TYPES,
  COACHING_STYLE_LABELS,
  GENDER_LABELS,
  INTERESTS,
  TIME_AVAILABILITY,
} from '../../../../worker/contracts/options';
import { PROFILE_BIO_MAX } from '../../../../worker/contracts/profile';
import type { EditorState } from '../editor-state';

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
          maxLength={PROFILE_BIO_MAX}
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
      <Text name="phoneNumber" label="Phone number" type="tel" props={props} />
      <Text name="location" label="Location (city)" props={props} />
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
