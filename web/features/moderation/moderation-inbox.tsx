import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { AppealDialog } from './appeal-dialog';
import { AppealThread } from './appeal-thread';
import { formatDate } from './format';
import { type ModerationMessage, moderationQueries, useMarkModerationRead } from './queries';

/** The Moderation section of /notifications: messages from moderators, unread first seen, with Appeal. */
export function ModerationInbox() {
  const list = useQuery(moderationQueries.messages());
  const status = useQuery(moderationQueries.status());
  const markRead = useMarkModerationRead();
  const [appealing, setAppealing] = useState<string | null>(null);
  const messages = list.data?.messages ?? [];
  if (list.isError) return <Alert variant="destructive">{errorMessage(list.error, 'Failed to load messages')}</Alert>;
  if (!messages.length && !status.data?.restriction) return null;
  const unread = messages.filter((m) => !m.read).length;
  return (
    <section aria-labelledby="moderation-messages" className="mb-8">
      <h2 id="moderation-messages" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <ShieldAlert aria-hidden className="size-5" /> Moderation
        {unread ? <span className="text-sm font-normal text-muted-foreground">({unread} unread)</span> : null}
      </h2>
      {status.data?.restriction ? (
        <Alert variant="destructive" className="mb-3">
          {status.data.restriction.kind === 'banned'
            ? 'Your account is banned. '
            : `Your account is suspended until ${formatDate(status.data.restriction.endDate)}. `}
          <Link to="/restricted" className="font-medium underline">
            See why and what you can do
          </Link>
        </Alert>
      ) : null}
      {markRead.isError ? (
        <Alert variant="destructive">{errorMessage(markRead.error, 'Failed to mark message as read')}</Alert>
      ) : null}
      <ul className="flex flex-col gap-2">
        {messages.map((m) => (
          <MessageItem
            key={m.id}
            message={m}
            onRead={() => markRead.mutate(m.id)}
            onAppeal={() => m.action && setAppealing(m.action.id)}
          />
        ))}
      </ul>
      <AppealDialog
        actionId={appealing ?? ''}
        open={appealing !== null}
        onOpenChange={(o) => !o && setAppealing(null)}
      />
    </section>
  );
}

function MessageItem({
  message: m,
  onRead,
  onAppeal,
}: {
  message: ModerationMessage;
  onRead: () => void;
  onAppeal: () => void;
}) {
  // The appeal is shown once, on the message about the action itself.
  const isActionMessage = m.isSystem && m.action && m.messageText.startsWith('Your account has received');
  return (
    <li
      className={cn('flex flex-col gap-2 rounded-xl border p-3', !m.read && 'border-primary/40 bg-accent/50')}
      aria-label={m.read ? undefined : 'Unread moderation message'}
    >
      <div className="flex flex-wrap items-start gap-3">
        <p className={cn('flex-1', !m.read && 'font-semibold')}>{m.messageText}</p>
        <time className="text-xs text-muted-foreground" dateTime={new Date(m.createdAt).toISOString()}>
          {formatDate(m.createdAt, true)}
        </time>
      </div>
      <div className="flex flex-wrap gap-2">
        {!m.read ? (
          <Button size="sm" variant="outline" onClick={onRead}>
            Mark as read
          </Button>
        ) : null}
        {isActionMessage && !m.appeal ? (
          <Button size="sm" onClick={onAppeal}>
            Appeal
          </Button>
        ) : null}
      </div>
      {isActionMessage && m.appeal ? <AppealThread appeal={m.appeal} /> : null}
    </li>
  );
}
