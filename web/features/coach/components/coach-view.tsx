import { Sparkles } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ChatComposer } from '@/components/chat-composer';
import { Checkbox } from '@/components/ui/checkbox';
import { NativeSelect } from '@/components/ui/input';
import { UnlessRestricted } from '@/features/moderation/restricted';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import {
  COACH_MESSAGE_MAX,
  COACHING_STYLE_NAMES,
  type CoachingStyle,
  type CoachMessageDto,
  type CoachThread,
  WEEKDAY_NAMES,
} from '../../../../worker/contracts/coach';
import { COACHING_STYLES } from '../../../../worker/contracts/enums';
import { useCoachSettings, useTalk, useUndo } from '../queries';
import { CoachCardView } from './coach-cards';

/** The hours a check-in can come at, in the member's time zone. */
const CHECKIN_HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** Undo under a reply that changed the member's list: what it did, put back. */
function UndoButton({ message }: { message: CoachMessageDto }) {
  const undo = useUndo(message.id);
  if (message.undo === 'done') return <p className="text-xs text-muted-foreground">Undone</p>;
  return (
    <div>
      <button
        type="button"
        onClick={() => undo.mutate()}
        disabled={undo.isPending}
        className="rounded-full border bg-background px-3 py-1 text-xs font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
      >
        Undo
      </button>
      {undo.isError ? (
        <p role="alert" className="mt-1 text-xs text-destructive">
          {errorMessage(undo.error, 'That could not be undone')}
        </p>
      ) : null}
    </div>
  );
}

function Bubble({ message }: { message: CoachMessageDto }) {
  const mine = message.role === 'member';
  const pending = message.id.startsWith('pending-');
  return (
    <li className={cn('flex gap-2', mine ? 'justify-end' : 'justify-start')}>
      {mine ? null : (
        <span
          className="mt-1 grid size-8 shrink-0 place-items-center rounded-full bg-primary/10 text-primary"
          aria-hidden
        >
          <Sparkles className="size-4" />
        </span>
      )}
      <div className={cn('flex max-w-[85%] flex-col gap-2 md:max-w-[75%]', mine ? 'items-end' : 'items-start')}>
        <p
          className={cn(
            'whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm',
            mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted',
            pending && 'opacity-70',
          )}
        >
          <span className="sr-only">{mine ? 'You: ' : 'Coach: '}</span>
          {message.text}
        </p>
        {message.cards.length ? (
          <div className="grid w-full gap-2">
            {message.cards.map((card, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a message's cards never change order
              <CoachCardView key={i} card={card} messageId={message.id} />
            ))}
          </div>
        ) : null}
        {message.undo ? <UndoButton message={message} /> : null}
      </div>
    </li>
  );
}

/**
 * The member's conversation with their coach: the thread (kept on the server), the cards it
 * answers with, reply chips for the common asks, the style and the weekly check-in, and a
 * composer that gives back words the server refused.
 */
export function CoachView({ thread }: { thread: CoachThread }) {
  const talk = useTalk();
  const settings = useCoachSettings();
  const [draft, setDraft] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const styleId = useId();
  const checkinId = useId();
  const dayId = useId();
  const timeId = useId();
  const last = thread.messages.at(-1);
  const chips = last?.role === 'coach' && !talk.isPending ? last.suggestions : [];

  const send = (text: string) => {
    stick.current = true;
    talk.mutate(text, {
      // Refused or failed: the words go back to the composer, unless something new is there.
      onError: () => setDraft((now) => (now.trim() ? now : text)),
    });
  };

  // New messages keep the view at the bottom unless the member has scrolled up to read.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  });

  return (
    <section aria-labelledby="coach-title" className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b px-4 py-3">
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <span className="grid size-9 place-items-center rounded-full bg-primary/10 text-primary" aria-hidden>
            <Sparkles className="size-5" />
          </span>
          <h1 id="coach-title" className="truncate text-lg font-semibold">
            Your coach
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label htmlFor={styleId} className="sr-only">
            Coaching style
          </label>
          <NativeSelect
            size="compact"
            id={styleId}
            value={thread.style}
            disabled={settings.isPending}
            onChange={(e) => settings.mutate({ coachingStyle: e.target.value as CoachingStyle })}
            className="h-8"
          >
            {COACHING_STYLES.map((s) => (
              <option key={s} value={s}>
                {COACHING_STYLE_NAMES[s]}
              </option>
            ))}
          </NativeSelect>
          <label htmlFor={checkinId} className="flex items-center gap-2">
            <Checkbox
              id={checkinId}
              checked={thread.weeklyCheckin}
              disabled={settings.isPending}
              onCheckedChange={(weeklyCheckin) => settings.mutate({ weeklyCheckin })}
            />
            Weekly check-in
          </label>
          {thread.weeklyCheckin ? (
            <>
              <label htmlFor={dayId} className="sr-only">
                Check-in day
              </label>
              <NativeSelect
                size="compact"
                id={dayId}
                value={thread.checkinDay}
                disabled={settings.isPending}
                onChange={(e) => settings.mutate({ checkinDay: Number(e.target.value) })}
                className="h-8"
              >
                {WEEKDAY_NAMES.map((name, day) => (
                  <option key={name} value={day}>
                    {`${name}s`}
                  </option>
                ))}
              </NativeSelect>
              <label htmlFor={timeId} className="sr-only">
                Check-in time
              </label>
              <NativeSelect
                size="compact"
                id={timeId}
                value={thread.checkinTime}
                disabled={settings.isPending}
                onChange={(e) => settings.mutate({ checkinTime: e.target.value })}
                className="h-8"
              >
                {CHECKIN_HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {`at ${hour}`}
                  </option>
                ))}
              </NativeSelect>
            </>
          ) : null}
        </div>
        {settings.isError ? (
          <p role="alert" className="w-full text-xs text-destructive">
            {errorMessage(settings.error, 'Failed to save your coach settings')}
          </p>
        ) : null}
      </header>
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 md:px-6"
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
      >
        <ol aria-label="Conversation with your coach" className="flex flex-col gap-4">
          {thread.messages.map((m) => (
            <Bubble key={m.id} message={m} />
          ))}
        </ol>
        <p role="status" aria-live="polite" className="mt-3 min-h-5 text-xs text-muted-foreground">
          {talk.isPending ? 'Your coach is writing…' : ''}
        </p>
      </div>
      {talk.isError ? (
        <p role="alert" className="border-t px-4 py-2 text-sm text-destructive">
          {errorMessage(talk.error, 'Your message could not be sent. It is back in the box below: try again.')}
        </p>
      ) : null}
      <UnlessRestricted>
        {chips.length ? (
          <ul aria-label="Suggested replies" className="relative flex gap-2 overflow-x-auto border-t px-3 py-2">
            {chips.map((chip) => (
              <li key={chip} className="shrink-0">
                <button
                  type="button"
                  onClick={() => send(chip)}
                  className="rounded-full border bg-background px-3 py-1 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {chip}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <ChatComposer
          onSend={send}
          maxLength={COACH_MESSAGE_MAX}
          label="Message to your coach"
          placeholder="Ask your coach anything: what next, an idea, a plan…"
          inputId="coach-input"
          sendLabel="Send to your coach"
          draft={draft}
          onDraftChange={setDraft}
        />
      </UnlessRestricted>
    </section>
  );
}
