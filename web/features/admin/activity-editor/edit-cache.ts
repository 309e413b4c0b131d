import type { ActivitySaveInput } from '../../../../worker/contracts/admin';

/** Unsaved edits older than this are discarded rather than restored. */
export const CACHE_MAX_AGE_MS = 60 * 60 * 1000;
const key = (id: number) => `lifelist-activity-draft-${id}`;

type Entry = { savedAt: number; form: ActivitySaveInput };

/** Unsaved edits of one activity, kept in this browser so a closed tab does not lose them. */
export const editCache = {
  read(id: number, now = Date.now()): ActivitySaveInput | null {
    try {
      const raw = localStorage.getItem(key(id));
      if (!raw) return null;
      const entry = JSON.parse(raw) as Entry;
      if (typeof entry.savedAt !== 'number' || now - entry.savedAt > CACHE_MAX_AGE_MS) {
        localStorage.removeItem(key(id));
        return null;
      }
      return entry.form;
    } catch {
      return null;
    }
  },
  write(id: number, form: ActivitySaveInput, now = Date.now()) {
    try {
      localStorage.setItem(key(id), JSON.stringify({ savedAt: now, form } satisfies Entry));
    } catch {
      // Storage full or blocked: the edit is still in the form; only the safety copy is missing.
    }
  },
  clear(id: number) {
    try {
      localStorage.removeItem(key(id));
    } catch {}
  },
};
