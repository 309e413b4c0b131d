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
import { ACTION_LABELS } from '../../../../worker/contracts/moderation';
import { type ActionBody, type PendingReport, useTakeAction } from '../queries';

type ActionType = ActionBody['action_type'];

/** The spec's 'Take Action on User' dialog; the reason is required, notes optional. */
export function TakeActionDialog({
  report,
  onOpenChange,
  onDone,
}: {
  report: PendingReport | null;
  onOpenChange: (open: boolean) => void;
  onDone: (type: ActionType) => void;
}) {
  const id = useId();
  const [type, setType] = useState<ActionType>('warning');
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  const action = useTakeAction();
  const { reset } = action;
  useEffect(() => {
    if (report) {
      reset();
      setType('warning');
      setReason('');
      setNotes('');
    }
  }, [report, reset]);
  // Removing a post needs a post: offered only for post reports.
  const types = (Object.keys(ACTION_LABELS) as ActionType[]).filter((t) => t !== 'post_removal' || report?.postId);
  const who = report?.targetUser?.username ? `@${report.targetUser.username}` : 'the member';
  return (
    <Dialog open={report !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Take Action on User</DialogTitle>
          <DialogDescription>
            The action applies to {who}, who receives a message with the reason. The report is marked resolved.
          </DialogDescription>
        </DialogHeader>
        <form
          id={`${id}-form`}
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!report) return;
            action.mutate(
              { action_type: type, reason, notes: notes.trim() || undefined, report_id: report.id },
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
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Input
              id={`${id}-reason`}
              required
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-notes`}>Additional Notes (optional)</Label>
            <Textarea id={`${id}-notes`} maxLength={1000} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </div>
          {action.isError ? (
            <Alert variant="destructive">{errorMessage(action.error, 'Failed to create moderation action')}</Alert>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={!reason.trim() || action.isPending}>
            Take Action
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
