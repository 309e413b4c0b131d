import { useMutation } from '@tanstack/react-query';
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
import { NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api, errorMessage, unwrap } from '@/lib/api';
import { MODERATION_NOTES_MAX, REPORT_REASONS, type ReportTarget } from '../../../worker/contracts/moderation';

export type ReportDialogProps = {
  targetType: ReportTarget;
  targetId: string;
  /** The noun shown to the member, e.g. 'post' or 'comment'. */
  subject: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Reporting anything members create. It posts through the untyped helper so every area can use it
 * without depending on the moderation routes' types.
 */
export function ReportDialogPanel({ targetType, targetId, subject, open, onOpenChange }: ReportDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<(typeof REPORT_REASONS)[number]>(REPORT_REASONS[0]);
  const [notes, setNotes] = useState('');
  const report = useMutation({
    mutationFn: () =>
      unwrap(
        api.moderation.report.$post({
          json: { target_type: targetType, target_id: targetId, reason, extra_notes: notes.trim() || undefined },
        }),
      ),
  });
  const { reset } = report;

  // Each opening starts a fresh report.
  useEffect(() => {
    if (open) {
      reset();
      setReason(REPORT_REASONS[0]);
      setNotes('');
    }
  }, [open, reset]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report {subject}</DialogTitle>
          <DialogDescription>
            Reports go to our moderators. Nobody is told who reported their {subject}.
          </DialogDescription>
        </DialogHeader>
        {report.isSuccess ? (
          <Alert variant="success" role="status">
            {report.data.message}
          </Alert>
        ) : (
          <form
            id={`${id}-form`}
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              report.mutate();
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-reason`}>Reason</Label>
              <NativeSelect
                id={`${id}-reason`}
                value={reason}
                onChange={(e) => setReason(REPORT_REASONS.find((r) => r === e.target.value) ?? REPORT_REASONS[0])}
              >
                {REPORT_REASONS.map((r) => (
                  <option key={r}>{r}</option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-notes`}>Anything else (optional)</Label>
              <Textarea
                id={`${id}-notes`}
                maxLength={MODERATION_NOTES_MAX}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
              />
            </div>
            {report.isError ? (
              <Alert variant="destructive">{errorMessage(report.error, `Failed to report ${subject}`)}</Alert>
            ) : null}
          </form>
        )}
        <DialogFooter>
          {report.isSuccess ? (
            <Button onClick={() => onOpenChange(false)}>Close</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" form={`${id}-form`} disabled={report.isPending}>
                Send report
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
