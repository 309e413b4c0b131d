import { useState } from 'react';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { MODERATION_REASON_MAX } from '../../../../worker/contracts/moderation';
import { useLift } from '../queries';

/** Lift a suspension or a ban early; the member is told the reason. */
export function LiftDialog({
  userId,
  kind,
  onClose,
}: {
  userId: string;
  kind: 'suspension' | 'ban' | null;
  onClose: (message?: string) => void;
}) {
  const [reason, setReason] = useState('');
  const lift = useLift();
  const close = (message?: string) => {
    setReason('');
    lift.reset();
    onClose(message);
  };
  return (
    <Dialog open={kind !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{kind === 'ban' ? 'Lift the ban' : 'Lift the suspension'}</DialogTitle>
          <DialogDescription>The member gets a message with your reason.</DialogDescription>
        </DialogHeader>
        <form
          id="lift-form"
          className="flex flex-col gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            if (kind) lift.mutate({ user_id: userId, kind, reason }, { onSuccess: (r) => close(r.message) });
          }}
        >
          <Label htmlFor="lift-reason">Reason</Label>
          <Input
            id="lift-reason"
            required
            maxLength={MODERATION_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {lift.isError ? <Alert variant="destructive">{errorMessage(lift.error, 'Failed to lift')}</Alert> : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => close()}>
            Cancel
          </Button>
          <Button type="submit" form="lift-form" disabled={!reason.trim() || lift.isPending}>
            Lift
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
