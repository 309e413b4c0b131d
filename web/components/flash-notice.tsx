import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { flash } from '@/lib/flash';
import { useTimedMessage } from '@/lib/use-timed-message';
import { cn } from '@/lib/utils';

/**
 * The message an action left for this screen ("Blog published successfully!"), shown as a
 * confirmation for its 3 seconds. Taken once the app has started: the server never knows it, and
 * the markup must match.
 */
export function FlashNotice({ className }: { className?: string }) {
  const notice = useTimedMessage();
  const { show } = notice;
  useEffect(() => {
    show(flash.take(), 'success');
  }, [show]);
  return notice.message ? (
    <Alert variant="success" className={cn(className)}>
      {notice.message.text}
    </Alert>
  ) : null;
}
