import { Link, useNavigate } from '@tanstack/react-router';
import { Eye, PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy';
import { LoadingScreen } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useHydrated } from '@/lib/use-hydrated';
import { useLeaveWarning } from '@/lib/use-leave-warning';
import { BLOG_SUBTITLE_MAX, BLOG_TITLE_MAX, type BlogDetailDto } from '../../../../worker/contracts/blogs';
import { timeAgo } from '../format';
import { useBlogDraft } from '../use-blog-draft';
import { BlogBody } from './blog-body';
import { CoauthorsPanel } from './coauthors-panel';
import { CoverPicker } from './cover-picker';
import { DeleteBlogButton } from './delete-blog-button';
import { TagInput } from './tag-input';

/** The blog editor of /blog/new and /blog/edit/{id}. */
export function BlogEditor(props: { initial: BlogDetailDto | null; meId: string }) {
  // The editor may offer this browser's unsaved copy, which only the browser has: it opens once
  // the app has started, so the server's markup (the loading line) is what hydrates.
  const hydrated = useHydrated();
  return hydrated ? <BlogEditorForm {...props} /> : <LoadingScreen />;
}

function BlogEditorForm({ initial, meId }: { initial: BlogDetailDto | null; meId: string }) {
  const navigate = useNavigate();
  const draft = useBlogDraft(initial);
  const { fields, update, dirty, saving } = draft;
  const [preview, setPreview] = useState(false);
  const ids = { title: useId(), subtitle: useId(), body: useId(), visibility: useId(), status: useId() };
  const isAuthor = !initial || initial.author.id === meId;

  useLeaveWarning(dirty);

  const submit = async (publish: boolean) => {
    const result = await draft.save(publish);
    if (!result) return;
    // Everything is saved, so this navigation needs no leave warning.
    if (publish) await navigate({ to: '/blog/$id', params: { id: result.id }, ignoreBlocker: true });
    // On /blog/new the blog may already exist (autosave created it): move to its edit address.
    else if (result.created || !initial) {
      await navigate({ to: '/blog/edit/$id', params: { id: result.id }, replace: true, ignoreBlocker: true });
    }
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{initial ? 'Edit Blog Post' : 'Create New Blog Post'}</h1>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {saving
            ? 'Saving...'
            : dirty
              ? 'Unsaved changes'
              : draft.autosavedAt
                ? `Draft saved ${timeAgo(draft.autosavedAt.toISOString())}`
                : ''}
        </p>
      </div>

      {initial?.by_staff ? (
        <Alert className="mb-4">
          You are editing {initial.author.first_name}'s blog as an admin. The text before your change is kept in the
          moderation log.
        </Alert>
      ) : null}
      {draft.restorable ? (
        <Alert className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <span>
            You have unsaved changes from {timeAgo(new Date(draft.restorable.savedAt).toISOString())} in this browser.
          </span>
          <span className="flex gap-2">
            <Button size="sm" onClick={draft.restore}>
              Restore them
            </Button>
            <Button size="sm" variant="outline" onClick={draft.discardLocal}>
              Discard
            </Button>
          </span>
        </Alert>
      ) : null}
      {draft.error ? (
        <Alert variant="destructive" role="alert" className="mb-4">
          {draft.error}
        </Alert>
      ) : null}
      {draft.notice ? (
        <Alert role="status" className="mb-4">
          {draft.notice}
        </Alert>
      ) : null}

      <div className="grid gap-6">
        <CoverPicker value={fields.cover} onChange={(url) => update('cover', url)} />
        <div className="grid gap-2">
          <Label htmlFor={ids.title}>Title</Label>
          <Input
            id={ids.title}
            value={fields.title}
            maxLength={BLOG_TITLE_MAX}
            className="h-12 text-xl font-semibold"
            placeholder="Give your story a title"
            onChange={(e) => update('title', e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.subtitle}>Subtitle (optional)</Label>
          <Input
            id={ids.subtitle}
            value={fields.subtitle}
            maxLength={BLOG_SUBTITLE_MAX}
            onChange={(e) => update('subtitle', e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <div className="flex items-center justify-between">
            <span id={ids.body} className="text-sm font-medium">
              Content
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-pressed={preview}
              onClick={() => setPreview((p) => !p)}
            >
              {preview ? <PenLine aria-hidden /> : <Eye aria-hidden />} {preview ? 'Edit' : 'Preview'}
            </Button>
          </div>
          {preview ? (
            <div className="min-h-[300px] rounded-lg border p-6">
              <h2 className="mb-1 text-3xl font-bold">{fields.title || 'Untitled'}</h2>
              {fields.subtitle ? <p className="mb-6 text-lg text-muted-foreground">{fields.subtitle}</p> : null}
              <BlogBody html={fields.content} />
            </div>
          ) : (
            <LazyRichTextEditor
              value={fields.content}
              onChange={(html) => update('content', html)}
              aria-labelledby={ids.body}
              minHeight={300}
            />
          )}
        </div>
        <TagInput value={fields.tags} onChange={(tags) => update('tags', tags)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={ids.visibility}>Visibility</Label>
            <NativeSelect
              id={ids.visibility}
              value={fields.visibility}
              onChange={(e) => update('visibility', e.target.value as typeof fields.visibility)}
            >
              <option value="public">Public: anyone can read it</option>
              <option value="friends">Friends: members you follow who follow you back</option>
              <option value="private">Private: only you and your coauthors</option>
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.status}>Status</Label>
            <NativeSelect
              id={ids.status}
              value={fields.status}
              onChange={(e) => update('status', e.target.value as typeof fields.status)}
            >
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </NativeSelect>
          </div>
        </div>

        {/* One row on any phone: the bar stays at the bottom while the text scrolls. */}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-nowrap items-center justify-end gap-1.5 border-t bg-background/95 px-3 py-3 backdrop-blur sm:gap-2 sm:px-4">
          {draft.blogId && isAuthor ? <DeleteBlogButton id={draft.blogId} /> : null}
          <span className="flex-1" />
          <Button variant="ghost" className="px-2.5 sm:px-4" asChild>
            <Link
              to={draft.blogId && initial?.status === 'published' ? '/blog/$id' : '/blog'}
              params={{ id: draft.blogId ?? '' }}
            >
              Cancel
            </Link>
          </Button>
          <Button
            variant="outline"
            className="px-2.5 sm:px-4"
            disabled={saving || !dirty}
            onClick={() => submit(false)}
          >
            {saving ? 'Saving...' : 'Save Draft'}
          </Button>
          <Button className="px-3 sm:px-4" disabled={saving || !fields.title.trim()} onClick={() => submit(true)}>
            Publish
          </Button>
        </div>

        {draft.blogId && isAuthor ? <CoauthorsPanel blogId={draft.blogId} initial={initial?.coauthors ?? []} /> : null}
      </div>
    </div>
  );
}
