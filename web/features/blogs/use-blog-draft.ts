import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, unwrap } from '@/lib/api';
import { flash } from '@/lib/flash';
import { useTimedMessage } from '@/lib/use-timed-message';
import { BLOG_MESSAGES, type BlogDetailDto } from '../../../worker/contracts/blogs';
import { clearLocalDraft, type LocalDraft, readLocalDraft, writeLocalDraft } from './draft-storage';

export const AUTOSAVE_MS = 30_000;

export type DraftFields = Omit<LocalDraft, 'savedAt'>;

const fieldsOf = (b: BlogDetailDto | null): DraftFields => ({
  title: b?.title ?? '',
  subtitle: b?.subtitle ?? '',
  content: b?.content ?? '',
  cover: b?.cover_image_url ?? null,
  tags: b?.tags ?? [],
  visibility: b?.visibility ?? 'public',
  status: b?.status ?? 'draft',
});

const body = (f: DraftFields) => ({
  title: f.title,
  subtitle: f.subtitle || null,
  content: f.content,
  cover_image_url: f.cover,
  tags: f.tags,
});

const isBlank = (html: string) => !/<(img|iframe)\b|data-embed/.test(html) && !html.replace(/<[^>]*>/g, '').trim();

const failure = (e: unknown) =>
  e instanceof ApiError
    ? e.status === 401
      ? BLOG_MESSAGES.signedOut
      : e.message
    : e instanceof Error && e.message
      ? e.message
      : 'Failed to save blog';

/**
 * The editor's state: fields, the dirty flag, saving, a local copy on every change and a server
 * autosave of drafts every 30 seconds while there are unsaved changes. Autosave never publishes.
 */
export function useBlogDraft(initial: BlogDetailDto | null) {
  const queryClient = useQueryClient();
  const [blogId, setBlogId] = useState<string | null>(initial?.id ?? null);
  const [storedStatus, setStoredStatus] = useState(initial?.status ?? 'draft');
  const [fields, setFields] = useState<DraftFields>(() => fieldsOf(initial));
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // 'Blog saved successfully!' for the community's 3 seconds of a confirmation.
  const notice = useTimedMessage();
  const [autosavedAt, setAutosavedAt] = useState<Date | null>(null);
  const [restorable, setRestorable] = useState<LocalDraft | null>(() => {
    const local = readLocalDraft(initial?.id ?? null);
    if (!local) return null;
    const serverTime = initial ? new Date(initial.updated_at).getTime() : 0;
    const same = JSON.stringify({ ...local, savedAt: 0 }) === JSON.stringify({ ...fieldsOf(initial), savedAt: 0 });
    return !same && local.savedAt > serverTime ? local : null;
  });
  // The blog's id from the moment the server gives it, read by each write as it starts.
  const savedId = useRef<string | null>(initial?.id ?? null);
  // Saves and autosaves are one queue (one mutation scope): a Save never overlaps an autosave,
  // so a new blog is created once, and each write sees the id the one before it got.
  const write = useMutation({
    scope: { id: `blog-draft:${initial?.id ?? 'new'}` },
    mutationFn: async ({
      f,
      status,
      autosave,
    }: {
      f: DraftFields;
      status: DraftFields['status'];
      autosave: boolean;
    }) => {
      const id = savedId.current;
      if (id && autosave) await unwrap(api.blogs[':id'].autosave.$put({ param: { id }, json: body(f) }));
      else if (id)
        await unwrap(api.blogs[':id'].$put({ param: { id }, json: { ...body(f), visibility: f.visibility, status } }));
      else {
        const res = await unwrap(api.blogs.$post({ json: { ...body(f), visibility: f.visibility, status } }));
        savedId.current = res.blog.id;
        return { id: res.blog.id, created: true };
      }
      return { id, created: false };
    },
  });
  const saving = write.isPending && write.variables?.autosave === false;
  const latest = useRef({ fields, dirty, blogId, storedStatus, writing: write.isPending });
  latest.current = { fields, dirty, blogId, storedStatus, writing: write.isPending };

  const clearNotice = notice.clear;
  const update = useCallback(
    <K extends keyof DraftFields>(key: K, value: DraftFields[K]) => {
      setFields((f) => {
        const next = { ...f, [key]: value };
        writeLocalDraft(latest.current.blogId, { ...next, savedAt: Date.now() });
        return next;
      });
      setDirty(true);
      clearNotice();
      // A "required" message goes as soon as the field it is about has been filled in.
      const filled =
        key === 'title' ? String(value).trim() !== '' : key === 'content' ? !isBlank(String(value)) : false;
      const about = key === 'title' ? BLOG_MESSAGES.titleRequired : BLOG_MESSAGES.contentRequired;
      if (filled) setError((now) => (now === about ? null : now));
    },
    [clearNotice],
  );

  const restore = () => {
    if (!restorable) return;
    const { savedAt: _, ...rest } = restorable;
    setFields(rest);
    setDirty(true);
    setRestorable(null);
  };
  const discardLocal = () => {
    clearLocalDraft(blogId);
    setRestorable(null);
  };

  /** Save Draft (keeps the chosen status) or Publish (forces published). */
  const save = async (publish: boolean): Promise<{ id: string; created: boolean } | null> => {
    const f = latest.current.fields;
    if (!f.title.trim()) {
      setError(BLOG_MESSAGES.titleRequired);
      return null;
    }
    if (isBlank(f.content)) {
      setError(BLOG_MESSAGES.contentRequired);
      return null;
    }
    setError(null);
    const status = publish ? 'published' : f.status;
    try {
      const before = latest.current.blogId;
      const { id, created } = await write.mutateAsync({ f, status, autosave: false });
      clearLocalDraft(before);
      clearLocalDraft(id);
      setBlogId(id);
      setStoredStatus(status);
      setFields((x) => ({ ...x, status }));
      setDirty(false);
      notice.show(publish ? 'Blog published successfully!' : 'Blog saved successfully!', 'success');
      // Publishing opens the blog itself, which says it.
      if (publish) flash.set('Blog published successfully!');
      await queryClient.invalidateQueries({ queryKey: ['blogs'] });
      return { id, created };
    } catch (e) {
      setError(failure(e));
      return null;
    }
  };

  // Server autosave of drafts while there are unsaved changes; a new blog is created as a draft
  // once it has a title and content. Published blogs keep only the local copy until Publish.
  useEffect(() => {
    const timer = setInterval(async () => {
      const { fields: f, dirty: d, blogId: id, storedStatus: s, writing } = latest.current;
      if (!d || writing || s === 'published' || !navigator.onLine) return;
      if (!id && (!f.title.trim() || isBlank(f.content))) return;
      try {
        const saved = await write.mutateAsync({ f, status: 'draft', autosave: true });
        if (saved.created) {
          clearLocalDraft(null);
          setBlogId(saved.id);
          writeLocalDraft(saved.id, { ...f, savedAt: Date.now() });
        }
        // Edits made while the request was in flight stay dirty.
        if (latest.current.fields === f) setDirty(false);
        setAutosavedAt(new Date());
      } catch {
        // The local copy keeps the work; the next tick tries again.
      }
    }, AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [write.mutateAsync]);

  return {
    blogId,
    fields,
    update,
    dirty,
    saving,
    error,
    setError,
    notice: notice.message?.text ?? null,
    autosavedAt,
    restorable,
    restore,
    discardLocal,
    save,
  };
}
