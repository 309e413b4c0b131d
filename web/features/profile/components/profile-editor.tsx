import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Camera, Settings } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { accountQueries, type Me } from '@/features/account/queries';
import { errorMessage } from '@/lib/api';
import { useLeaveWarning } from '@/lib/use-leave-warning';
import { cn } from '@/lib/utils';
import { AVATAR_MAX, profileCompleteness } from '../../../../worker/contracts/profile';
import { type EditorState, editorStateOf, fieldErrors, payloadOf } from '../editor-state';
import { useUpdateProfile, useUploadAvatar } from '../queries';
import { AvatarCropDialog } from './avatar-crop-dialog';
import {
  ContactSection,
  DemographicsSection,
  PersonalSection,
  PreferencesSection,
  type SectionProps,
} from './editor-sections';

export const AUTO_SAVE_MS = 30_000;
const SECTIONS = [
  { id: 'personal', label: 'Personal Info', Component: PersonalSection },
  { id: 'contact', label: 'Contact', Component: ContactSection },
  { id: 'demographics', label: 'Demographics (optional)', Component: DemographicsSection },
  { id: 'preferences', label: 'Preferences', Component: PreferencesSection },
] as const;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function CompletenessRing({ percent }: { percent: number }) {
  const r = 26;
  const c = 2 * Math.PI * r;
  return (
    <div className="flex items-center gap-3">
      <svg width="64" height="64" viewBox="0 0 64 64" role="img" aria-label={`Profile ${percent}% complete`}>
        <circle cx="32" cy="32" r={r} fill="none" stroke="var(--muted)" strokeWidth="6" />
        <circle
          cx="32"
          cy="32"
          r={r}
          fill="none"
          stroke="var(--primary)"
          strokeWidth="6"
          strokeDasharray={c}
          strokeDashoffset={c - (c * percent) / 100}
          transform="rotate(-90 32 32)"
          strokeLinecap="round"
        />
        <text x="32" y="37" textAnchor="middle" className="fill-current text-sm font-semibold">
          {percent}%
        </text>
      </svg>
      <span className="text-sm text-muted-foreground">Profile complete</span>
    </div>
  );
}

export function ProfileEditor({ me }: { me: Me }) {
  const [saved, setSaved] = useState(() => editorStateOf(me.profile));
  const [state, setState] = useState(saved);
  const [section, setSection] = useState<(typeof SECTIONS)[number]['id']>('personal');
  const [notice, setNotice] = useState<{ text: string; until: number } | null>(null);
  const [cropping, setCropping] = useState<File | null>(null);
  const [avatarProblem, setAvatarProblem] = useState<string | null>(null);
  const update = useUpdateProfile();
  const upload = useUploadAvatar();
  const saving = useRef<'manual' | 'auto' | null>(null);
  // The picture, country and time zone are saved elsewhere (the upload, the Settings page): the
  // ring counts them as they are now.
  const { avatarUrl, country, timezone } = (useQuery(accountQueries.me()).data ?? me).profile;

  const errors = fieldErrors(state);
  const hasErrors = Object.keys(errors).length > 0;
  const dirty = JSON.stringify(state) !== JSON.stringify(saved);
  useLeaveWarning(dirty);
  const percent = profileCompleteness({ ...payloadOf(state), avatarUrl, country, timezone });
  const set: SectionProps['set'] = (key, value) => setState((s) => ({ ...s, [key]: value }));

  const save = (kind: 'manual' | 'auto') => {
    if (hasErrors || update.isPending) return;
    saving.current = kind;
    const snapshot: EditorState = state;
    update.mutate(payloadOf(snapshot) as never, {
      onSuccess: () => {
        setSaved(snapshot);
        setNotice(
          kind === 'auto'
            ? { text: 'Profile auto-saved', until: Date.now() + 3000 }
            : { text: 'Profile saved successfully!', until: Date.now() + 5000 },
        );
      },
      onSettled: () => {
        saving.current = null;
      },
    });
  };

  // Unsaved changes save themselves after 30 seconds, unless a field has an error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts on every edit of the form
  useEffect(() => {
    if (!dirty || hasErrors) return;
    const timer = setTimeout(() => save('auto'), AUTO_SAVE_MS);
    return () => clearTimeout(timer);
  }, [state, dirty, hasErrors]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.until - Date.now());
    return () => clearTimeout(timer);
  }, [notice]);

  const pickAvatar = (file: File | undefined, fromDrop = false) => {
    if (!file) return;
    if (file.size > AVATAR_MAX) return setAvatarProblem('Image must be less than 5MB');
    // Dropped files may be any image; the crop turns them into a JPEG.
    if (fromDrop ? !file.type.startsWith('image/') : !AVATAR_TYPES.includes(file.type)) {
      return setAvatarProblem('Only JPG, PNG, and WebP images are allowed');
    }
    setAvatarProblem(null);
    setCropping(file);
  };

  const Current = SECTIONS.find((s) => s.id === section)?.Component ?? PersonalSection;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <Button variant="ghost" asChild className="-ml-3 mb-4">
        <Link to="/profile">
          <ArrowLeft aria-hidden /> Back to profile
        </Link>
      </Button>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Edit Profile</h1>
          <p className="text-sm text-muted-foreground">
            Notifications, privacy, your country and time zone, sign-in, blocks and your data are in{' '}
            <Link
              to="/settings"
              className="inline-flex items-center gap-1 font-medium text-foreground underline underline-offset-4"
            >
              <Settings className="size-3.5" aria-hidden />
              Settings
            </Link>
            .
          </p>
        </div>
        <CompletenessRing percent={percent} />
      </div>
      <div role="status" aria-live="polite" className="mb-4 flex flex-col gap-2">
        {update.isPending ? <Alert>{saving.current === 'auto' ? 'Auto-saving...' : 'Saving...'}</Alert> : null}
        {notice ? <Alert variant="success">{notice.text}</Alert> : null}
        {upload.isSuccess && !upload.isPending ? (
          <Alert variant="success">Profile picture updated successfully!</Alert>
        ) : null}
      </div>
      {update.isError || upload.isError || avatarProblem ? (
        <Alert variant="destructive" className="mb-4">
          {avatarProblem ?? errorMessage(update.error ?? upload.error, 'Your changes could not be saved')}
        </Alert>
      ) : null}
      <div className="grid gap-8 md:grid-cols-[220px_1fr]">
        <nav aria-label="Profile sections" className="flex flex-row flex-wrap gap-1 md:flex-col">
          {SECTIONS.map((s) => (
            <button
              key={s.id}
              type="button"
              aria-current={section === s.id ? 'page' : undefined}
              onClick={() => setSection(s.id)}
              className={cn(
                'rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-accent',
                section === s.id && 'bg-accent text-accent-foreground',
              )}
            >
              {s.label}
            </button>
          ))}
        </nav>
        <form
          noValidate
          aria-label="Edit profile"
          className="flex flex-col gap-6 rounded-2xl border p-6"
          onSubmit={(e) => {
            e.preventDefault();
            save('manual');
          }}
        >
          {section === 'personal' ? (
            <label
              className="flex w-fit cursor-pointer items-center gap-4 rounded-xl border border-dashed p-3 hover:bg-accent"
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                pickAvatar(e.dataTransfer.files[0], true);
              }}
            >
              <Avatar
                src={me.profile.avatarUrl}
                name={`${me.profile.firstName} ${me.profile.lastName ?? ''}`}
                size="lg"
              />
              <span className="flex items-center gap-2 text-sm font-medium">
                <Camera className="size-4" aria-hidden /> Change picture (or drop one here)
              </span>
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                onChange={(e) => pickAvatar(e.target.files?.[0])}
              />
            </label>
          ) : null}
          <h2 className="text-xl font-semibold">{SECTIONS.find((s) => s.id === section)?.label}</h2>
          <Current state={state} errors={errors} set={set} />
          <div className="flex flex-wrap items-center gap-3 border-t pt-4">
            <Button type="submit" disabled={!dirty || hasErrors || update.isPending}>
              Save Changes
            </Button>
            {dirty && !hasErrors ? (
              <span className="text-sm text-muted-foreground">Auto-save in 30 seconds</span>
            ) : null}
            {hasErrors ? <span className="text-sm text-destructive">Fix the highlighted fields to save</span> : null}
          </div>
        </form>
      </div>
      {cropping ? (
        <AvatarCropDialog
          file={cropping}
          onCancel={() => setCropping(null)}
          onCropped={(blob) => {
            setCropping(null);
            upload.mutate(blob);
          }}
        />
      ) : null}
    </div>
  );
}
