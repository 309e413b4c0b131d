/** What the editor keeps in this browser so a closed tab or a lost connection loses nothing. */
export type LocalDraft = {
  title: string;
  subtitle: string;
  content: string;
  cover: string | null;
  tags: string[];
  visibility: 'public' | 'friends' | 'private';
  status: 'draft' | 'published';
  savedAt: number;
};

const key = (id: string | null) => `lifelist:blog-draft:${id ?? 'new'}`;

export function readLocalDraft(id: string | null): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key(id));
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(id: string | null, draft: LocalDraft) {
  try {
    localStorage.setItem(key(id), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the server autosave still runs.
  }
}

export function clearLocalDraft(id: string | null) {
  try {
    localStorage.removeItem(key(id));
  } catch {
    // Nothing to clear.
  }
}
