import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import {
  ACTION_LABELS,
  MODERATION_NOTES_MAX,
  MODERATION_REASON_MAX,
  SUSPENSION_DAY_CHOICES,
} from '../../../../worker/contracts/moderation';
import { type ActionBody, useTakeAction } from '../queries';

type ActionType = ActionBody['action_type'];

/** Who an action is about: a report (which settles every report on the same thing), or a member directly. */
export type ActionSubject = {
  /** The report acted on, when there is one. */
  id?: string;
  postId?: string | null;
  targetUser?: { id: string | null; username: string | null } | null;
};
type Length = `${(typeof SUSPENSION_DAY_CHOICES)[number]}` | 'until';

/** The 'Take Action on User' dialog; the reason is required, notes optional. */
export function TakeActionDialog({
  report,
  onOpenChange,
  onDone,
}: {
  report: ActionSubject | null;
  onOpenChange: (open: boolean) => void;
  onDone: (type: ActionType) => void;
}) {
  const id = useId();
  const [type, setType] = useState<ActionType>('warning');
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  const [length, setLength] = useState<Length>('30');
  const [until, setUntil] = useState('');
  const action = useTakeAction();
  const { reset } = action;
  useEffect(() => {
    if (report) {
      reset();
      setType('warning');
      setReason('');
      setNotes('');
      setLength('30');
      setUntil('');
    }
  }, [report, reset]);
  const suspensionLength =
    type !== 'suspension'
      ? {}
      : length === 'until'
        ? { suspension_until: until }
        : { suspension_days: Number(length) as (typeof SUSPENSION_DAY_CHOICES)[number] };
  // Removing a post needs a post: offered only for post reports.
  const types = (Object.keys(ACTION_LABELS) as ActionType[]).filter((t) => t !== 'post_removal' || report?.postId);
  const who = report?.targetUser?.username ? `@${report.targetUser.username}` : 'the member';
  return (
    <Dialog open={report !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Take Action on User</DialogTitle>
          <DialogDescription>
            The action applies to {who}, who receives a message with the reason.
            {/* Only an action taken on a report settles one. */}
            {report?.id ? ' The report is marked resolved.' : null}
          </DialogDescription>
        </DialogHeader>
        <form
          id={`${id}-form`}
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!report) return;
            action.mutate(
              {
                action_type: type,
                reason,
                notes: notes.trim() || undefined,
                ...(report.id ? { report_id: report.id } : { target_user_id: report.targetUser?.id ?? undefined }),
                ...suspensionLength,
              },
              { onSuccess: () => onDone(type) },
            );
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-type`}>Action Type</Label>
            <NativeSelect id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as ActionType)}>
              {types.map((t) => (
                <option key={t} value={t}>
                  {ACTION_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {type === 'suspension' ? (
            <div className="flex flex-wrap items-end gap-3">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-length`}>Suspension length</Label>
                <NativeSelect id={`${id}-length`} value={length} onChange={(e) => setLength(e.target.value as Length)}>
                  {SUSPENSION_DAY_CHOICES.map((d) => (
                    <option key={d} value={String(d)}>
                      {d === 1 ? '1 day' : `${d} days`}
                    </option>
                  ))}
                  <option value="until">Until a date</option>
                </NativeSelect>
              </div>
              {length === 'until' ? (
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-until`}>Suspended until</Label>
                  <Input
                    id={`${id}-until`}
                    type="date"
                    required
                    value={until}
                    onChange={(e) => setUntil(e.target.value)}
                  />
                </div>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Input
              id={`${id}-reason`}
              required
              maxLength={MODERATION_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-notes`}>Additional Notes (optional)</Label>
            <Textarea
              id={`${id}-notes`}
              maxLength={MODERATION_NOTES_MAX}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>
          {action.isError ? (
            <Alert variant="destructive">{errorMessage(action.error, 'Failed to create moderation action')}</Alert>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={`${id}-form`}
            disabled={!reason.trim() || (type === 'suspension' && length === 'until' && !until) || action.isPending}
          >
            Take Action
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
