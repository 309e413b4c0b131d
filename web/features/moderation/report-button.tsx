import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ReportTarget } from '../../../worker/contracts/moderation';
import { ReportDialog } from './report-dialog';

/** A small Report control for a card showing something another member created. */
export function ReportButton({
  targetType,
  targetId,
  subject,
  label,
}: {
  targetType: ReportTarget;
  targetId: string;
  subject: string;
  /** What is reported, for screen readers: e.g. 'post from 12 May'. */
  label: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="text-muted-foreground"
        aria-label={`Report ${label}`}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden /> Report
      </Button>
      <ReportDialog targetType={targetType} targetId={targetId} subject={subject} open={open} onOpenChange={setOpen} />
    </>
  );
}
