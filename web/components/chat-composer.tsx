import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { charCount } from '../../worker/contracts/char-count';

/**
 * The composer of a conversation (messages, the coach). Enter sends, Shift+Enter starts a new
 * line; the button waits for text. With `draft` and `onDraftChange` its words are the caller's,
 * so a message the server refused can be given back to it rather than lost.
 */
export function ChatComposer({
  onSend,
  onTyping,
  maxLength,
  label = 'Message',
  placeholder = 'Write a message...',
  inputId = 'message-input',
  sendLabel = 'Send message',
  draft,
  onDraftChange,
}: {
  onSend: (text: string) => void;
  onTyping?: () => void;
  maxLength: number;
  label?: string;
  placeholder?: string;
  inputId?: string;
  sendLabel?: string;
  draft?: string;
  onDraftChange?: (text: string) => void;
}) {
  const [own, setOwn] = useState('');
  const text = draft ?? own;
  const setText = onDraftChange ?? setOwn;
  const field = useRef<HTMLTextAreaElement>(null);
  // Words typed into the server's page before the app started are the member's: kept, not cleared.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the composer attaches to the page
  useEffect(() => {
    const typed = field.current?.value;
    if (typed && !text) setText(typed);
  }, []);
  const trimmed = text.trim();
  // Characters as a person counts them and the server does (an emoji is one), so the box takes
  // no maximum of its own: the browser's would count an emoji as two.
  const left = maxLength - charCount(trimmed);

  const submit = () => {
    if (!trimmed || left < 0) return;
    onSend(trimmed);
    setText('');
    field.current?.focus();
  };

  return (
    <form
      className="flex items-end gap-2 border-t p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex-1">
        <textarea
          id={inputId}
          ref={field}
          rows={1}
          value={text}
          aria-describedby={left < 200 ? `${inputId}-left` : undefined}
          placeholder={placeholder}
          className="max-h-40 min-h-10 w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onChange={(e) => {
            setText(e.target.value);
            onTyping?.();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
        />
        {left < 200 ? (
          <p
            id={`${inputId}-left`}
            className={cn('text-right text-xs', left < 20 ? 'text-destructive' : 'text-muted-foreground')}
          >
            {left >= 0 ? `${left} characters left` : `${-left} characters too many`}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="icon" disabled={!trimmed || left < 0} aria-label={sendLabel}>
        <SendHorizontal aria-hidden />
      </Button>
    </form>
  );
}
