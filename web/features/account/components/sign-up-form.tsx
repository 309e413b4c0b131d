import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { PolicyLink } from '@/components/policy-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api, errorMessage, unwrap } from '@/lib/api';
import { ProfileStep1Checked, SignUpStep1Checked, SignUpStep2 } from '../../../../worker/contracts/account';
import { COUNTRIES, DEFAULT_COUNTRY } from '../../../../worker/contracts/countries';
import { COACHING_STYLES, GENDER_OPTIONS } from '../../../../worker/contracts/enums';
import {
  ACTIVITY_TYPES,
  COACHING_STYLE_LABELS,
  GENDER_LABELS,
  INTERESTS,
  TIME_AVAILABILITY,
} from '../../../../worker/contracts/options';
import { useCompleteProfile, useResendConfirmation, useSignUp } from '../queries';
import { Field } from './field';
import { OptionChecklist } from './option-checklist';

type Step1 = {
  email: string;
  password: string;
  firstName: string;
  username: string;
  age: string;
  country: string;
  acceptTerms: boolean;
};
type Step2 = {
  location: string;
  genderIdentity: string;
  interests: (typeof INTERESTS)[number][];
  healthConsiderations: string;
  activityTypes: (typeof ACTIVITY_TYPES)[number][];
  timeAvailability: (typeof TIME_AVAILABILITY)[number][];
  coachingStyle: string;
  newsletter: boolean;
};

export function step1Payload(s: Step1) {
  return { ...s, age: s.age.trim() === '' ? undefined : Number(s.age) };
}

export function step2Payload(s: Step2) {
  return {
    location: s.location.trim() || undefined,
    genderIdentity: s.genderIdentity || undefined,
    interests: s.interests,
    healthConsiderations: s.healthConsiderations.trim() || undefined,
    activityTypes: s.activityTypes,
    timeAvailability: s.timeAvailability,
    coachingStyle: s.coachingStyle || undefined,
    newsletter: s.newsletter,
  };
}

const SIGN_UP_AVATAR_MAX = 2 * 1024 * 1024;

/** Whether a username can be had: the server's reason when it cannot (taken or reserved), else null. */
export async function usernameProblem(username: string): Promise<string | null> {
  const { available, message } = await unwrap(api.account['username-available'].$get({ query: { username } }));
  return available ? null : (message ?? 'This username is already taken');
}

/** The optional sign-up picture: JPG or PNG up to 2MB. */
export function signUpAvatarProblem(file: File | null) {
  if (!file) return null;
  if (!['image/jpeg', 'image/png'].includes(file.type)) return 'Avatar must be a JPG or PNG image';
  if (file.size > SIGN_UP_AVATAR_MAX) return 'Avatar file size must be less than 2MB';
  return null;
}

/** After sign-up: the link is in the mailbox; it can be sent again. */
function CheckEmail({ email, message }: { email: string; message: string }) {
  const resend = useResendConfirmation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the news takes its place.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="check-email-title" className="flex flex-col gap-3">
      <h2 id="check-email-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Check your e-mail
      </h2>
      <p role="status">{message}</p>
      <p className="text-sm text-muted-foreground">
        Nothing there after a few minutes? Look in your spam folder, or send the link again.
      </p>
      {resend.isSuccess ? (
        <Alert role="status">We have sent the link again to {email}.</Alert>
      ) : resend.isError ? (
        <Alert variant="destructive">
          {errorMessage(resend.error, 'The link could not be sent. Please try again.')}
        </Alert>
      ) : null}
      <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
        {resend.isPending ? 'Sending...' : 'Send the link again'}
      </Button>
    </section>
  );
}

/**
 * The sign-up form. With `account` it sets up the profile of someone who signed in with Google or
 * Twitter the first time: the same questions, without the address (the provider's) or a password.
 */
export function SignUpForm({
  account,
  onProfileReady,
}: {
  account?: { email: string; name: string };
  /** After the profile of `account` is made. */
  onProfileReady?: () => void;
} = {}) {
  const signUp = useSignUp();
  const complete = useCompleteProfile();
  const sending = account ? complete : signUp;
  const [avatar, setAvatar] = useState<File | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null);
  const [s1, setS1] = useState<Step1>({
    email: '',
    password: '',
    firstName: account?.name.split(' ')[0]?.slice(0, 50) ?? '',
    username: '',
    age: '',
    country: DEFAULT_COUNTRY,
    acceptTerms: false,
  });
  const [s2, setS2] = useState<Step2>({
    location: '',
    genderIdentity: '',
    interests: [],
    healthConsiderations: '',
    activityTypes: [],
    timeAvailability: [],
    coachingStyle: '',
    newsletter: false,
  });
  const set1 = <K extends keyof Step1>(key: K, value: Step1[K]) => setS1((s) => ({ ...s, [key]: value }));
  const set2 = <K extends keyof Step2>(key: K, value: Step2[K]) => setS2((s) => ({ ...s, [key]: value }));
  const invalid = (field: string) => (problem?.field === field ? true : undefined);

  if (signUp.isSuccess) return <CheckEmail email={signUp.data.email} message={signUp.data.message} />;

  if (step === 1) {
    return (
      <form
        noValidate
        aria-label="Create account"
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const { email: _e, password: _p, ...profileFields } = step1Payload(s1);
          const parsed = account
            ? v.safeParse(ProfileStep1Checked, profileFields)
            : v.safeParse(SignUpStep1Checked, step1Payload(s1));
          if (!parsed.success) {
            const issue = parsed.issues[0];
            return setProblem({ message: issue.message, field: v.getDotPath(issue) ?? undefined });
          }
          const avatarProblem = signUpAvatarProblem(avatar);
          if (avatarProblem) return setProblem({ message: avatarProblem, field: 'avatar' });
          setProblem(null);
          // A taken username is said at step 1, before the member fills in step 2.
          setChecking(true);
          usernameProblem(s1.username.trim())
            .then((taken) => {
              if (taken) setProblem({ message: taken, field: 'username' });
              else setStep(2);
            })
            // If the check cannot run, the server says it at the end instead.
            .catch(() => setStep(2))
            .finally(() => setChecking(false));
        }}
      >
        {account ? (
          <p className="text-sm text-muted-foreground">
            You are signed in as <span className="font-medium text-foreground">{account.email}</span>. Choose a username
            and tell us a little about yourself to finish.
          </p>
        ) : (
          <>
            <Field id="signup-email" label="Email" required>
              {(p) => (
                <Input
                  {...p}
                  aria-invalid={invalid('email')}
                  type="email"
                  autoComplete="email"
                  value={s1.email}
                  onChange={(e) => set1('email', e.target.value)}
                />
              )}
            </Field>
            <Field id="signup-password" label="Password" required hint="At least 8 characters">
              {(p) => (
                <Input
                  {...p}
                  aria-invalid={invalid('password')}
                  type="password"
                  autoComplete="new-password"
                  value={s1.password}
                  onChange={(e) => set1('password', e.target.value)}
                />
              )}
            </Field>
          </>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="signup-first-name" label="First name" required>
            {(p) => (
              <Input
                {...p}
                aria-invalid={invalid('firstName')}
                autoComplete="given-name"
                value={s1.firstName}
                onChange={(e) => set1('firstName', e.target.value)}
              />
            )}
          </Field>
          <Field id="signup-username" label="Username" required>
            {(p) => (
              <Input
                {...p}
                aria-invalid={invalid('username')}
                autoComplete="username"
                value={s1.username}
                onChange={(e) => set1('username', e.target.value)}
              />
            )}
          </Field>
          <Field id="signup-age" label="Age" required>
            {(p) => (
              <Input
                {...p}
                aria-invalid={invalid('age')}
                type="number"
                inputMode="numeric"
                min={13}
                max={120}
                value={s1.age}
                onChange={(e) => set1('age', e.target.value)}
              />
            )}
          </Field>
          <Field id="signup-country" label="Country" required>
            {(p) => (
              <NativeSelect
                {...p}
                aria-invalid={invalid('country')}
                value={s1.country}
                onChange={(e) => set1('country', e.target.value)}
              >
                {COUNTRIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.flag} {c.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
        {account ? null : (
          <Field id="signup-avatar" label="Profile picture (optional, JPG or PNG up to 2MB)">
            {(p) => (
              <Input
                {...p}
                aria-invalid={invalid('avatar')}
                type="file"
                accept="image/jpeg,image/png"
                onChange={(e) => setAvatar(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
        )}
        <p className="text-sm text-muted-foreground">
          Your profile and your list start public: anyone can see them. You can make either friends-only or private at
          any time in your profile's Privacy settings.
        </p>
        <div className="flex items-start gap-2">
          <Checkbox
            id="signup-terms"
            checked={s1.acceptTerms}
            aria-invalid={invalid('acceptTerms')}
            onCheckedChange={(on) => set1('acceptTerms', on === true)}
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor="signup-terms" className="font-normal leading-snug">
              I accept the Terms of Service and the Privacy Policy
            </Label>
            <span className="text-sm">
              <PolicyLink href="/legal/terms">Terms of Service</PolicyLink> ·{' '}
              <PolicyLink href="/legal/privacy">Privacy Policy</PolicyLink>
            </span>
          </div>
        </div>
        {problem ? <Alert variant="destructive">{problem.message}</Alert> : null}
        <Button type="submit" disabled={checking}>
          Continue to Additional Details
        </Button>
      </form>
    );
  }

  return (
    <form
      noValidate
      aria-label="Tell Us More About Yourself"
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        const extra = v.safeParse(SignUpStep2, step2Payload(s2));
        if (!extra.success) return setProblem({ message: extra.issues[0].message });
        setProblem(null);
        if (account) {
          const { email: _e, password: _p, ...profileFields } = step1Payload(s1);
          const first = v.parse(ProfileStep1Checked, profileFields);
          complete.mutate({ ...first, ...extra.output }, { onSuccess: () => onProfileReady?.() });
          return;
        }
        const first = v.parse(SignUpStep1Checked, step1Payload(s1));
        signUp.mutate({ input: { ...first, ...extra.output }, avatar });
      }}
    >
      <div>
        <h2 className="text-lg font-semibold">Tell Us More About Yourself</h2>
        <p className="text-sm text-muted-foreground">
          Everything here is optional and helps us suggest activities you'll love.
        </p>
      </div>
      <Field id="signup-location" label="Location (city)">
        {(p) => (
          <Input
            {...p}
            autoComplete="address-level2"
            value={s2.location}
            onChange={(e) => set2('location', e.target.value)}
          />
        )}
      </Field>
      <Field id="signup-gender" label="Gender identity">
        {(p) => (
          <NativeSelect {...p} value={s2.genderIdentity} onChange={(e) => set2('genderIdentity', e.target.value)}>
            <option value="">Choose...</option>
            {GENDER_OPTIONS.map((g) => (
              <option key={g} value={g}>
                {GENDER_LABELS[g]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <OptionChecklist
        legend="Interests"
        name="interests"
        options={INTERESTS}
        value={s2.interests}
        onChange={(x) => set2('interests', x)}
      />
      <Field id="signup-health" label="Health considerations" hint="Private: only you see this.">
        {(p) => (
          <Textarea
            {...p}
            value={s2.healthConsiderations}
            onChange={(e) => set2('healthConsiderations', e.target.value)}
          />
        )}
      </Field>
      <OptionChecklist
        legend="Activity types"
        name="activity-types"
        options={ACTIVITY_TYPES}
        value={s2.activityTypes}
        onChange={(x) => set2('activityTypes', x)}
      />
      <OptionChecklist
        legend="Time availability"
        name="time-availability"
        options={TIME_AVAILABILITY}
        value={s2.timeAvailability}
        onChange={(x) => set2('timeAvailability', x)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Coaching style</legend>
        {COACHING_STYLES.map((style) => (
          <label key={style} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="coaching-style"
              value={style}
              checked={s2.coachingStyle === style}
              onChange={() => set2('coachingStyle', style)}
              className="size-4 accent-[var(--primary)]"
            />
            {COACHING_STYLE_LABELS[style]}
          </label>
        ))}
      </fieldset>
      <div className="flex items-center gap-2">
        <Checkbox
          id="signup-newsletter"
          checked={s2.newsletter}
          onCheckedChange={(on) => set2('newsletter', on === true)}
        />
        <Label htmlFor="signup-newsletter" className="font-normal">
          Send me the Lifelist newsletter
        </Label>
      </div>
      {problem || sending.isError ? (
        <Alert variant="destructive">
          {problem?.message ?? errorMessage(sending.error, 'Sign up failed. Please try again.')}
        </Alert>
      ) : null}
      <div className="flex gap-3">
        <Button variant="outline" onClick={() => setStep(1)}>
          Back
        </Button>
        <Button type="submit" className="flex-1" disabled={sending.isPending}>
          {sending.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </div>
    </form>
  );
}
