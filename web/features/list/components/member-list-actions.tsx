import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, NotebookPen, Play, Plus, Settings, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { accountQueries } from '@/features/account/queries';
import { useAfterSignIn } from '@/lib/after-sign-in';
import { errorMessage } from '@/lib/api';
import { LIST_NOTES_MAX } from '../../../../worker/contracts/catalogue';
import {
  type ItemTarget,
  type ListItem,
  listQueries,
  useAddToList,
  useCompleteItem,
  useRemoveItem,
  useStartItem,
  useUpdateItem,
} from '../queries';
import { type ItemSettings, ItemSettingsFields } from './item-settings-fields';
import { PlanPanel } from './plan-panel';
import { RatingDialog } from './rating-dialog';

export const STATUS_BADGE = { not_started: 'On List', in_progress: 'In Progress', completed: 'Completed' } as const;

type Open = null | 'add' | 'notes' | 'settings' | 'remove' | 'rate';

export const settingsOf = (
  item?: Pick<ListItem, 'privacy' | 'targetDate' | 'priority' | 'reminders'> | null,
  defaultPrivacy: ItemSettings['privacy'] = 'public',
): ItemSettings => ({
  privacy: item?.privacy ?? defaultPrivacy,
  targetDate: item?.targetDate ?? '',
  priority: item?.priority ?? 3,
  reminders: item?.reminders ?? true,
});

/**
 * Add to My List, Start, Complete (then rate), Notes, Settings and Remove for one activity, and
 * its plan: steps and progress, for a signed-in member (`ListActions` loads this). A custom
 * activity is always on its creator's list; removing it deletes it (`onRemoved` then leaves its page).
 */
export type ListActionsProps = {
  target: ItemTarget;
  /** Where a guest comes back to after signing in. */
  activityPath: string;
  onRemoved?: () => void;
  /** What other areas show under the plan of the member's item (the coach's reminders of it). */
  underPlan?: (itemId: string) => ReactNode;
};

export function MemberListActions({ target, onRemoved, activityPath, underPlan }: ListActionsProps) {
  const me = useQuery(accountQueries.me());
  const itemQuery = useQuery({ ...listQueries.forTarget(target), enabled: Boolean(me.data) });
  const custom = 'customActivityId' in target;
  const defaultPrivacy = me.data?.profile.privacySettings.activity_privacy ?? 'public';
  const [open, setOpen] = useState<Open>(null);
  const [settings, setSettings] = useState<ItemSettings>(settingsOf());
  const [notes, setNotes] = useState('');
  const add = useAddToList();
  const start = useStartItem();
  const complete = useCompleteItem();
  const update = useUpdateItem();
  const remove = useRemoveItem();
  const item = itemQuery.data;
  const failure = [add, start, complete, update, remove].find((m) => m.isError);
  // A guest's Add to My List, picked up where they left it once they are back signed in.
  useAfterSignIn({ action: 'add-to-list', target: activityPath }, itemQuery.isSuccess, () => {
    if (item || custom) return;
    setSettings(settingsOf(null, defaultPrivacy));
    setOpen('add');
  });

  return (
    <div className="flex flex-col gap-3">
      {item ? (
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={item.status === 'completed' ? 'default' : 'secondary'}>{STATUS_BADGE[item.status]}</Badge>
          {item.status === 'not_started' ? (
            <Button onClick={() => start.mutate(item.id)} disabled={start.isPending}>
              <Play aria-hidden /> Start
            </Button>
          ) : null}
          {item.status !== 'completed' ? (
            <Button
              onClick={() => complete.mutate(item.id, { onSuccess: () => setOpen('rate') })}
              disabled={complete.isPending}
            >
              <CheckCircle2 aria-hidden /> Complete
            </Button>
          ) : null}
          {item.status === 'completed' &&
          item.ratingDifficulty === null &&
          item.ratingCost === null &&
          item.ratingEnjoyment === null ? (
            // A rating skipped after completing can be given any time.
            <Button variant="outline" onClick={() => setOpen('rate')}>
              <Star aria-hidden /> Rate it
            </Button>
          ) : null}
          <Button
            variant="outline"
            onClick={() => {
              setNotes(item.privateNotes ?? '');
              setOpen('notes');
            }}
          >
            <NotebookPen aria-hidden /> Notes
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setSettings(settingsOf(item));
              setOpen('settings');
            }}
          >
            <Settings aria-hidden /> Settings
          </Button>
          <Button variant="ghost" onClick={() => setOpen('remove')}>
            <Trash2 aria-hidden /> Remove
          </Button>
        </div>
      ) : custom ? null : (
        <Button
          size="lg"
          onClick={() => {
            setSettings(settingsOf(null, defaultPrivacy));
            setOpen('add');
          }}
          disabled={itemQuery.isPending}
        >
          <Plus aria-hidden /> Add to My List
        </Button>
      )}
      {failure ? <Alert variant="destructive">{errorMessage(failure.error, 'Failed to update activity')}</Alert> : null}
      {item ? <PlanPanel item={item} /> : null}
      {item && underPlan ? underPlan(item.id) : null}

      <Dialog open={open === 'add' || open === 'settings'} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{open === 'add' ? 'Add to My List' : 'Settings'}</DialogTitle>
            <DialogDescription>
              Choose how important it is, when you'd like to do it and who can see it.
            </DialogDescription>
          </DialogHeader>
          <ItemSettingsFields
            idPrefix="list"
            value={settings}
            onChange={setSettings}
            showReminders={open === 'settings'}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(null)}>
              Cancel
            </Button>
            <Button
              disabled={add.isPending || update.isPending}
              onClick={() => {
                const { reminders, ...rest } = settings;
                const payload = { ...rest, targetDate: settings.targetDate || null };
                if (open === 'add' && 'activityId' in target)
                  add.mutate({ activityId: target.activityId, ...payload }, { onSuccess: () => setOpen(null) });
                else if (item)
                  update.mutate({ id: item.id, ...payload, reminders }, { onSuccess: () => setOpen(null) });
              }}
            >
              {open === 'add' ? 'Add to My List' : 'Save Settings'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={open === 'notes'} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Notes</DialogTitle>
            <DialogDescription>Private to you: plans, bookings, people to ask.</DialogDescription>
          </DialogHeader>
          <Label htmlFor="list-notes" className="sr-only">
            Notes
          </Label>
          <Textarea
            id="list-notes"
            rows={6}
            maxLength={LIST_NOTES_MAX}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(null)}>
              Cancel
            </Button>
            <Button
              disabled={update.isPending || !item}
              onClick={() =>
                item &&
                update.mutate({ id: item.id, privateNotes: notes.trim() || null }, { onSuccess: () => setOpen(null) })
              }
            >
              Save Notes
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={open === 'remove'} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{custom ? 'Delete this activity?' : 'Remove from your list?'}</DialogTitle>
            <DialogDescription>
              {custom
                ? 'You created it, so it is deleted with its steps, progress, notes and ratings.'
                : 'Its progress, notes and ratings go with it.'}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                item &&
                remove.mutate(item.id, {
                  onSuccess: () => {
                    setOpen(null);
                    onRemoved?.();
                  },
                })
              }
            >
              {custom ? 'Delete' : 'Remove'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      {item && open === 'rate' ? (
        <RatingDialog itemId={item.id} open onOpenChange={(o) => !o && setOpen(null)} />
      ) : null}
    </div>
  );
}
