import { cn } from '@/lib/utils';

/** What became of the last choice saved the moment it changed. */
export type SaveState = { state: 'saving' } | { state: 'saved' } | { state: 'failed'; message: string };

/**
 * The polite status line beside choices that save themselves: "Saving...", "Saved" or the API's
 * message. It stays in the page while empty, so a screen reader hears each change of its words.
 */
export function SaveStatus({ status, className }: { status: SaveState | null; className?: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={cn(
        'min-h-5 text-sm font-medium',
        status?.state === 'failed' && 'text-destructive',
        status?.state === 'saved' && 'text-success',
        className,
      )}
    >
      {status?.state === 'saving' ? 'Saving...' : status?.state === 'saved' ? 'Saved' : (status?.message ?? '')}
    </p>
  );
}
