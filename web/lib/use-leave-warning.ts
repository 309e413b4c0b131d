import { useBlocker } from '@tanstack/react-router';

export const LEAVE_WARNING = 'You have unsaved changes. Are you sure you want to leave?';

/**
 * Asks before unsaved work is left behind: in-app navigation asks with a confirmation, and
 * closing or reloading the tab gets the browser's own prompt. Every form with unsaved work uses it.
 */
export function useLeaveWarning(unsaved: boolean) {
  useBlocker({
    shouldBlockFn: () => unsaved && !window.confirm(LEAVE_WARNING),
    enableBeforeUnload: () => unsaved,
  });
}
