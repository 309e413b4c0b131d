import { SendHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { MESSAGE_MAX_LENGTH } from '../../../../worker/contracts/messaging';

/**
 * Enter sends, Shift+Enter starts a new line; the button waits for text. A message sent while an
 * earlier one is on its way is taken at once and goes after it (use-conversation keeps the order).
 */
export function Composer({ onSend, onTyping }: { onSend: (text: string) => void; onTyping: () => void }) {
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const trimmed = text.trim();
  const left = MESSAGE_MAX_LENGTH - text.length;

  const submit = () => {
    if (!trimmed || trimmed.length > MESSAGE_MAX_LENGTH) return;
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
      <label htmlFor="message-input" className="sr-only">
        Message
      </label>
      <div className="flex-1">
        <textarea
          id="message-input"
          ref={field}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Write a message..."
          className="max-h-40 min-h-10 w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onChange={(e) => {
            setText(e.target.value);
            onTyping();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
        />
        {left < 200 ? (
          <p className={cn('text-right text-xs', left < 20 ? 'text-destructive' : 'text-muted-foreground')}>
            {left} characters left
          </p>
        ) : null}
      </div>
      <Button type="submit" size="icon" disabled={!trimmed} aria-label="Send message">
        <SendHorizontal aria-hidden />
      </Button>
    </form>
  );
}
