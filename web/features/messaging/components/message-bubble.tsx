import { AlertCircle, Flag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { MessageDto } from '../../../../worker/contracts/messaging';
import type { PendingMessage } from '../conversation-state';
import { linkify, messageTime } from '../format';

/** Message text with links made clickable, built as React nodes so nothing is read as HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <span className="whitespace-pre-wrap break-words">
      {linkify(text).map((part, i) =>
        'href' in part ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable string
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable string
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}

const bubble = (mine: boolean) =>
  cn(
    'max-w-[min(80vw,32rem)] rounded-2xl px-3.5 py-2 text-sm shadow-sm',
    mine ? 'self-end rounded-br-md bg-primary text-primary-foreground' : 'self-start rounded-bl-md bg-muted',
  );

export function MessageBubble({
  message,
  mine,
  senderName,
  mark,
  onReport,
}: {
  message: MessageDto;
  mine: boolean;
  senderName: string;
  /** Sent / Delivered / Read, under the member's latest message. */
  mark: string | null;
  /** Received messages can be reported to the moderators. */
  onReport?: (message: MessageDto) => void;
}) {
  return (
    <li className={cn('group flex flex-col', mine ? 'items-end' : 'items-start')}>
      <div className={cn('flex items-center gap-1', mine && 'flex-row-reverse')}>
        <div className={bubble(mine)}>
          <span className="sr-only">{senderName}: </span>
          <MessageText text={message.message_text} />
        </div>
        {onReport ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-7 opacity-0 focus-visible:opacity-100 group-hover:opacity-100"
            aria-label={`Report message from ${senderName}`}
            onClick={() => onReport(message)}
          >
            <Flag className="size-3.5" aria-hidden />
          </Button>
        ) : null}
      </div>
      <span className="mt-0.5 px-1 text-[11px] text-muted-foreground">
        <time dateTime={message.timestamp}>{messageTime(message.timestamp)}</time>
        {mark ? <span data-testid="message-mark"> · {mark}</span> : null}
      </span>
    </li>
  );
}

/** A message still being sent, or one that could not be: its text is kept with Retry and Delete. */
export function PendingBubble({
  pending,
  onRetry,
  onDiscard,
}: {
  pending: PendingMessage;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  return (
    <li className="flex flex-col items-end">
      <div className={cn(bubble(true), pending.status !== 'failed' && 'opacity-70')}>
        <span className="sr-only">You: </span>
        <MessageText text={pending.text} />
      </div>
      {pending.status === 'sending' ? (
        <span className="mt-0.5 px-1 text-[11px] text-muted-foreground">Sending...</span>
      ) : pending.status === 'waiting' ? (
        <span className="mt-0.5 px-1 text-[11px] text-muted-foreground">Waiting for connection, sends by itself</span>
      ) : (
        <span role="alert" className="mt-1 flex items-center gap-2 text-xs text-destructive">
          <AlertCircle className="size-3.5" aria-hidden />
          {pending.error ?? 'Failed to send message'}
          <Button size="sm" variant="outline" className="h-6 px-2" onClick={() => onRetry(pending.client_id)}>
            Retry
          </Button>
          <Button size="sm" variant="ghost" className="h-6 px-2" onClick={() => onDiscard(pending.client_id)}>
            Delete
          </Button>
        </span>
      )}
    </li>
  );
}
