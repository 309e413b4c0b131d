import { useCallback, useEffect, useState } from 'react';

/** How long a message stays: errors 5 seconds, confirmations 3 (the community's display times). */
export const SHOWN_MS = { error: 5000, success: 3000 } as const;

export type TimedMessage = { text: string; tone: keyof typeof SHOWN_MS };

/**
 * One message at a time, each for its time: a new message replaces the one before (nothing stacks)
 * and its clock starts again. `show` and `clear` keep their identity, so callbacks may hold them.
 */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), SHOWN_MS[message.tone]);
    return () => clearTimeout(timer);
  }, [message]);
  /** Shows `text` (nothing for null) in place of any message before it. */
  const show = useCallback(
    (text: string | null, tone: TimedMessage['tone'] = 'error') => setMessage(text ? { text, tone } : null),
    [],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}
