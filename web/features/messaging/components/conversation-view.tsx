import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { ChatComposer } from '@/components/chat-composer';
import { Button } from '@/components/ui/button';
import { ReportDialog } from '@/features/moderation/report-dialog';
import { MESSAGE_MAX_LENGTH, type MessageDto } from '../../../../worker/contracts/messaging';
import { markFor } from '../conversation-state';
import { dayKey, dayLabel } from '../format';
import type { ThreadPage } from '../queries';
import { useConversation } from '../use-conversation';
import { MessageBubble, PendingBubble } from './message-bubble';

/** The open conversation: its messages with day separators and marks, typing, and the composer. */
export function ConversationView({ page, meId }: { page: ThreadPage; meId: string }) {
  const { state, typing, live, send, retry, discard, loadOlder, notifyTyping } = useConversation(page, meId);
  const other = page.thread.participant;
  const name = other ? other.first_name || other.username : 'Deleted member';
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [reporting, setReporting] = useState<MessageDto | null>(null);
  const lastMine = [...state.messages].reverse().find((m) => m.sender_id === meId);

  // New messages keep the view at the bottom unless the member has scrolled up to read.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  });

  // Reaching the top loads the previous 50.
  useEffect(() => {
    const el = top.current;
    if (!el || !state.hasOlder) return;
    const observer = new IntersectionObserver(async ([entry]) => {
      if (!entry?.isIntersecting || loadingOlder) return;
      setLoadingOlder(true);
      heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
      try {
        await loadOlder();
      } finally {
        setLoadingOlder(false);
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [state.hasOlder, loadOlder, loadingOlder]);

  return (
    <section aria-label={`Conversation with ${name}`} data-live={live} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b px-4 py-3">
        <Button variant="ghost" size="icon" className="md:hidden" asChild>
          <Link to="/messages" aria-label="Back to conversations">
            <ArrowLeft className="size-5" aria-hidden />
          </Link>
        </Button>
        <Avatar src={other?.avatar_url} name={name} size="md" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">
            {other ? (
              <Link to="/profile/$username" params={{ username: other.username }} className="hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
          {other ? <p className="truncate text-xs text-muted-foreground">@{other.username}</p> : null}
        </div>
        {live === 'closed' ? (
          <span role="status" className="text-xs text-muted-foreground">
            Reconnecting...
          </span>
        ) : null}
      </header>

      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-4"
        onScroll={(e) => {
          const el = e.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
      >
        <div ref={top} aria-hidden className="h-1" />
        {loadingOlder ? (
          <p role="status" className="py-2 text-center text-xs text-muted-foreground">
            Loading earlier messages...
          </p>
        ) : null}
        {!state.messages.length && !state.pending.length ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            {page.thread.can_send ? `Say hello to ${name}.` : 'No messages yet'}
          </p>
        ) : null}
        <ol className="flex flex-col gap-1.5" aria-live="polite" aria-relevant="additions">
          {state.messages.map((m: MessageDto, i) => {
            const previous = state.messages[i - 1];
            const newDay = !previous || dayKey(previous.timestamp) !== dayKey(m.timestamp);
            const mine = m.sender_id === meId;
            return (
              <Fragment key={m.seq}>
                {newDay ? (
                  <li className="my-3 text-center text-xs font-medium text-muted-foreground">
                    <span className="rounded-full bg-muted px-3 py-1">{dayLabel(m.timestamp)}</span>
                  </li>
                ) : null}
                <MessageBubble
                  message={m}
                  mine={mine}
                  senderName={mine ? 'You' : name}
                  mark={mine && m.seq === lastMine?.seq ? markFor(m, state) : null}
                  onReport={!mine && m.sender_id ? setReporting : undefined}
                />
              </Fragment>
            );
          })}
          {state.pending.map((p) => (
            <PendingBubble key={p.client_id} pending={p} onRetry={retry} onDiscard={discard} />
          ))}
        </ol>
        {typing ? (
          <p role="status" className="mt-2 text-xs italic text-muted-foreground">
            {name} is typing...
          </p>
        ) : null}
      </div>

      <ReportDialog
        targetType="message"
        targetId={reporting?.id ?? ''}
        subject="message"
        open={reporting !== null}
        onOpenChange={(open) => !open && setReporting(null)}
      />
      {page.thread.can_send ? (
        <ChatComposer onSend={send} onTyping={notifyTyping} maxLength={MESSAGE_MAX_LENGTH} />
      ) : (
        <p role="note" className="border-t px-4 py-3 text-sm text-muted-foreground">
          {page.thread.cannot_send_reason}
        </p>
      )}
    </section>
  );
}
