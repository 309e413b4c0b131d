import { useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useLeaveWarning } from '@/lib/use-leave-warning';
import { ActivitySaveInput } from '../../../../worker/contracts/admin';
import {
  COST_EDITOR_LABELS,
  LOCATION_LABELS,
  PLANNING_LABELS,
  RISK_LABELS,
  SOCIAL_LABELS,
  TIME_EDITOR_LABELS,
} from '../../../../worker/contracts/catalogue';
import { CategoryChips } from '../category-chips';
import { type AdminActivity, useSaveActivity } from '../queries';
import { editCache } from './edit-cache';
import { ImagePreview } from './image-preview';
import { RevisionsPanel } from './revisions-panel';
import { ChoiceField, ScaleField } from './scale-field';

const toForm = (a: AdminActivity): ActivitySaveInput => ({
  title: a.title,
  displayTitle: a.displayTitle ?? '',
  description: a.description,
  imageUrl: a.imageUrl ?? '',
  categoryTags: a.categoryTags as ActivitySaveInput['categoryTags'],
  cost: a.cost,
  time: a.time,
  soloSocial: a.soloSocial,
  indoorOutdoor: a.indoorOutdoor,
  planningRequired: a.planningRequired,
  riskLevel: a.riskLevel,
});

/** The admin activity editor: every field, a local safety copy of unsaved edits, revisions. */
export function ActivityEditor({ activity: loaded }: { activity: AdminActivity }) {
  const navigate = useNavigate();
  const save = useSaveActivity();
  const [activity, setActivity] = useState(loaded);
  // A safety copy younger than an hour wins over the server's version.
  const [cached] = useState(() => editCache.read(loaded.id));
  const [form, setForm] = useState<ActivitySaveInput>(() => cached ?? toForm(loaded));
  const [dirty, setDirty] = useState(cached !== null);
  // Each field's own message, cleared as soon as that field changes.
  const [errors, setErrors] = useState<Partial<Record<keyof ActivitySaveInput, string>>>({});
  const [banner, setBanner] = useState<{ tone: 'success' | 'destructive' | 'default'; text: string } | null>(
    cached ? { tone: 'default', text: 'Restored your unsaved changes from your last editing session' } : null,
  );

  useEffect(() => {
    if (!banner || banner.tone === 'destructive') return;
    const timer = setTimeout(() => setBanner(null), banner.tone === 'default' ? 5000 : 3000);
    return () => clearTimeout(timer);
  }, [banner]);

  useLeaveWarning(dirty);

  const update = (patch: Partial<ActivitySaveInput>) => {
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof ActivitySaveInput];
      return next;
    });
    setBanner((b) => (b?.tone === 'destructive' ? null : b));
    setForm((f) => {
      const next = { ...f, ...patch };
      editCache.write(loaded.id, next);
      return next;
    });
    setDirty(true);
  };

  const reset = (a: AdminActivity, text: string) => {
    editCache.clear(a.id);
    setActivity(a);
    setForm(toForm(a));
    setDirty(false);
    setBanner({ tone: 'success', text });
  };

  const submit = () => {
    const parsed = v.safeParse(ActivitySaveInput, form);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.issues) {
        const key = (v.getDotPath(issue)?.split('.')[0] ?? 'title') as keyof ActivitySaveInput;
        next[key] ??= issue.message;
      }
      setErrors(next);
      setBanner({ tone: 'destructive', text: parsed.issues[0].message });
      return;
    }
    save.mutate(
      { id: loaded.id, input: parsed.output },
      {
        onSuccess: (data) => reset(data.activity, 'Activity updated successfully!'),
        onError: (e) => setBanner({ tone: 'destructive', text: errorMessage(e, 'Failed to save activity') }),
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-6"
      // The product's own messages, not the browser's ("Please fill out this field").
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" type="button" onClick={() => navigate({ to: '/admin' })}>
          <ArrowLeft aria-hidden /> Back to Admin
        </Button>
        <h1 className="mr-auto flex items-center gap-2 text-2xl font-bold">
          Edit Activity
          {dirty ? <Badge variant="warning">Unsaved</Badge> : null}
        </h1>
        <Button variant="outline" asChild>
          <a href={`/activity/${loaded.id}`} target="_blank" rel="noopener">
            <ExternalLink aria-hidden /> View Activity
          </a>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden /> {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
      {banner ? <Alert variant={banner.tone}>{banner.text}</Alert> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="activity-title">
              Activity Title <span aria-hidden>*</span>
            </Label>
            <Input
              id="activity-title"
              aria-required="true"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? 'activity-title-error activity-title-hint' : 'activity-title-hint'}
              value={form.title}
              onChange={(e) => update({ title: e.target.value })}
            />
            {errors.title ? (
              <p id="activity-title-error" className="text-sm text-destructive">
                {errors.title}
              </p>
            ) : null}
            <p id="activity-title-hint" className="text-xs text-muted-foreground">
              Internal title; readers see the display title when there is one.
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="activity-display-title">Display Title (optional)</Label>
            <Input
              id="activity-display-title"
              value={form.displayTitle ?? ''}
              onChange={(e) => update({ displayTitle: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <span id="activity-description-label" className="text-sm font-medium">
              Description
            </span>
            <LazyRichTextEditor
              id="activity-description"
              aria-labelledby="activity-description-label"
              value={form.description}
              onChange={(html) => {
                if (html !== form.description) update({ description: html });
              }}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="activity-image">Featured Image URL</Label>
            <Input
              id="activity-image"
              type="url"
              placeholder="https://..."
              value={form.imageUrl ?? ''}
              onChange={(e) => update({ imageUrl: e.target.value })}
            />
            <ImagePreview url={form.imageUrl ?? ''} />
          </div>
          <div className="flex flex-col gap-1.5">
            <span id="activity-categories" className="text-sm font-medium">
              Category Tags <span aria-hidden>*</span>
            </span>
            {errors.categoryTags ? (
              <p id="activity-categories-error" className="text-sm text-destructive">
                {errors.categoryTags}
              </p>
            ) : null}
            <CategoryChips
              labelledBy="activity-categories"
              value={form.categoryTags}
              onToggle={(c) =>
                update({
                  categoryTags: form.categoryTags.includes(c)
                    ? form.categoryTags.filter((t) => t !== c)
                    : [...form.categoryTags, c],
                })
              }
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <ScaleField
              id="activity-cost"
              label="Cost Level"
              labels={COST_EDITOR_LABELS}
              value={form.cost}
              onChange={(n) => update({ cost: n ?? 3 })}
            />
            <ScaleField
              id="activity-time"
              label="Time Required"
              labels={TIME_EDITOR_LABELS}
              value={form.time}
              onChange={(n) => update({ time: n ?? 3 })}
            />
            <ChoiceField
              id="activity-social"
              label="Social Setting"
              options={SOCIAL_LABELS}
              value={form.soloSocial}
              onChange={(soloSocial) => update({ soloSocial })}
            />
            <ChoiceField
              id="activity-location"
              label="Location"
              options={LOCATION_LABELS}
              value={form.indoorOutdoor}
              onChange={(indoorOutdoor) => update({ indoorOutdoor })}
            />
            <ScaleField
              id="activity-planning"
              label="Planning Required"
              labels={PLANNING_LABELS}
              optional
              value={form.planningRequired}
              onChange={(planningRequired) => update({ planningRequired })}
            />
            <ScaleField
              id="activity-risk"
              label="Risk Level"
              labels={RISK_LABELS}
              optional
              value={form.riskLevel}
              onChange={(riskLevel) => update({ riskLevel })}
            />
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Details</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Activity ID</dt>
                <dd className="font-mono">{activity.id}</dd>
                <dt className="text-muted-foreground">Last Updated</dt>
                <dd>{formatDateTime(activity.updatedAt)}</dd>
              </dl>
            </CardContent>
          </Card>
          <RevisionsPanel activityId={loaded.id} dirty={dirty} onRestored={(a, message) => reset(a, message)} />
        </div>
      </div>
    </form>
  );
}
