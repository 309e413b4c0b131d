import { CheckCircle2, Paperclip, Reply } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import type { ContactMessage } from './admin-queries';
import { useMarkHandled } from './admin-queries';
import { CATEGORY_LABELS } from './categories';

export const formatWhen = (d: string | Date) => {
  const date = new Date(d);
  return Number.isNaN(date.getTime()) ? 'Unknown date' : formatDateTime(date);
};

/** One contact message in full, with its attachment, a reply link and Mark handled. */
export function MessageReader({
  message,
  onHandled,
}: {
  message: ContactMessage;
  onHandled: (updated: ContactMessage) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const markHandled = useMarkHandled();
  // Choosing a message moves focus to it, so keyboard and screen reader users land on what they opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs when another message is opened
  useEffect(() => {
    heading.current?.focus();
  }, [message.id]);
  const category =
    message.category === 'other' && message.otherCategory
      ? `Other: ${message.otherCategory}`
      : CATEGORY_LABELS[message.category];
  const extension = message.attachmentKey?.split('.').pop()?.toUpperCase();
  return (
    <article aria-labelledby="message-subject" className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={message.status === 'new' ? 'default' : 'secondary'}>
            {message.status === 'new' ? 'New' : 'Handled'}
          </Badge>
          <span className="text-sm text-muted-foreground">{category}</span>
        </div>
        <h2 id="message-subject" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {message.subject}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">From</dt>
          <dd>
            {message.name} &lt;
            <a className="text-primary hover:underline" href={`mailto:${message.email}`}>
              {message.email}
            </a>
            &gt;
          </dd>
          {message.phone ? (
            <>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>{message.phone}</dd>
            </>
          ) : null}
          {message.company ? (
            <>
              <dt className="text-muted-foreground">Company</dt>
              <dd>{message.company}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">Sent</dt>
          <dd>
            {formatWhen(message.createdAt)}
            {message.userId ? ' by a signed-in member' : ' by a visitor'}
          </dd>
          {message.status === 'handled' ? (
            <>
              <dt className="text-muted-foreground">Handled</dt>
              <dd>
                {message.handledAt ? formatWhen(message.handledAt) : ''}
                {message.handledByName ? ` by ${message.handledByName}` : ''}
              </dd>
            </>
          ) : null}
        </dl>
      </header>
      <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{message.message}</p>
      {message.attachmentKey ? (
        <a
          href={`/media/${message.attachmentKey}`}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-2 self-start rounded-md border px-3 py-2 text-sm hover:bg-accent"
        >
          <Paperclip className="size-4" aria-hidden /> Open attachment ({extension})
        </a>
      ) : null}
      {markHandled.isError ? (
        <Alert variant="destructive">{errorMessage(markHandled.error, 'Failed to mark the message handled')}</Alert>
      ) : null}
      <footer className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
            <Reply className="size-4" aria-hidden /> Reply by e-mail
          </a>
        </Button>
        {message.status === 'new' ? (
          <Button
            onClick={() =>
              markHandled.mutate(message.id, {
                onSuccess: ({ message: row }) => onHandled({ ...message, ...row, handledByName: 'you' }),
              })
            }
            disabled={markHandled.isPending}
          >
            <CheckCircle2 className="size-4" aria-hidden /> {markHandled.isPending ? 'Saving...' : 'Mark handled'}
          </Button>
        ) : null}
      </footer>
    </article>
  );
}
