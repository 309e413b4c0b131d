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
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { APPEAL_MESSAGE_MAX } from '../../../worker/contracts/moderation';
import { useAppeal } from './queries';

/** Appealing a moderation action: one message to the moderators, who may ask one question back. */
export function AppealDialog({
  actionId,
  open,
  onOpenChange,
}: {
  actionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  const appeal = useAppeal();
  const { reset } = appeal;
  useEffect(() => {
    if (open) {
      reset();
      setMessage('');
    }
  }, [open, reset]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Appeal this decision</DialogTitle>
          <DialogDescription>
            Tell the moderators why they should look again. A moderator may ask you one question before deciding.
          </DialogDescription>
        </DialogHeader>
        {appeal.isSuccess ? (
          <Alert variant="success">{appeal.data.message}</Alert>
        ) : (
          <form
            id={`${id}-form`}
            className="flex flex-col gap-1.5"
            onSubmit={(e) => {
              e.preventDefault();
              appeal.mutate({ related_action_id: actionId, message });
            }}
          >
            <Label htmlFor={`${id}-message`}>Your appeal</Label>
            <Textarea
              id={`${id}-message`}
              required
              maxLength={APPEAL_MESSAGE_MAX}
              rows={5}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
            {appeal.isError ? (
              <Alert variant="destructive">{errorMessage(appeal.error, 'Failed to submit appeal')}</Alert>
            ) : null}
          </form>
        )}
        <DialogFooter>
          {appeal.isSuccess ? (
            <Button onClick={() => onOpenChange(false)}>Close</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" form={`${id}-form`} disabled={appeal.isPending || !message.trim()}>
                Submit appeal
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
