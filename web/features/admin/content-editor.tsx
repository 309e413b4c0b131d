import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink, Eye, Save } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageBlocks } from '@/features/static-pages/blocks';
import { errorMessage } from '@/lib/api';
import { useLeaveWarning } from '@/lib/use-leave-warning';
import { markdownToBlocks } from '../../../worker/contracts/page-markdown';
import { normaliseSlug } from '../../../worker/contracts/page-slug';
import { CategoryChips } from './category-chips';
import { descriptionToEditorText } from './html-to-text';
import { type AdminActivity, type AdminPage, adminQueries, useSaveActivityContent, useSavePage } from './queries';

type Status = 'draft' | 'published' | 'archived';
export type EditorTarget =
  | { type: 'static-page'; page: AdminPage | null; slug?: string }
  | { type: 'activity'; activity: AdminActivity | null };

function initial(target: EditorTarget) {
  if (target.type === 'static-page') {
    const p = target.page;
    return {
      title: p?.title ?? '',
      content: p?.markdown ?? '',
      slug: p?.slug ?? target.slug ?? '',
      status: (p?.status ?? 'draft') as Status,
      metaDescription: p?.metaDescription ?? '',
      metaKeywords: p?.metaKeywords.join(', ') ?? '',
      displayTitle: '',
      categoryTags: [] as string[],
    };
  }
  const a = target.activity;
  return {
    title: a?.title ?? '',
    content: a ? (descriptionToEditorText(a.description) ?? '') : '',
    slug: '',
    status: 'draft' as Status,
    metaDescription: a?.metaDescription ?? '',
    metaKeywords: '',
    displayTitle: a?.displayTitle ?? '',
    categoryTags: a?.categoryTags ?? [],
  };
}

/** The content editor for static pages and activities: the markdown-like text, settings and SEO fields. */
export function ContentEditor({ target }: { target: EditorTarget }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => initial(target));
  const [savedForm, setSavedForm] = useState(form);
  useLeaveWarning(JSON.stringify(form) !== JSON.stringify(savedForm));
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [preview, setPreview] = useState(false);
  const savePage = useSavePage();
  const saveActivity = useSaveActivityContent();
  const isPage = target.type === 'static-page';
  const existingId = isPage ? (target.page?.id ?? null) : (target.activity?.id ?? null);
  // A description with images, embeds or alignment is edited in the full activity editor only.
  const richOnly = !isPage && target.activity !== null && descriptionToEditorText(target.activity.description) === null;
  // A change clears the last failed save's message (its cause may be gone).
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setNotice((n) => (n?.ok === false ? null : n));
  };
  const busy = savePage.isPending || saveActivity.isPending;

  async function save() {
    setNotice(null);
    try {
      if (isPage) {
        if (!form.title.trim() || !normaliseSlug(form.slug)) throw new Error('Title and slug are required');
        const { page } = await savePage.mutateAsync({
          id: existingId as string | null,
          input: {
            title: form.title,
            slug: form.slug,
            content: form.content,
            status: form.status,
            metaDescription: form.metaDescription,
            metaKeywords: form.metaKeywords,
          },
        });
        setNotice({ ok: true, text: 'Page saved successfully!' });
        setSavedForm({ ...form, slug: page?.slug ?? form.slug });
        if (page) {
          setForm((f) => ({ ...f, slug: page.slug }));
          // The editor stays open on the saved page without loading it again.
          queryClient.setQueryData(adminQueries.page(page.id).queryKey, page);
          if (!existingId) {
            await navigate({
              to: '/admin/editor/$contentType/$id',
              params: { contentType: 'static-page', id: page.id },
              replace: true,
              ignoreBlocker: true,
            });
          }
        }
      } else {
        if (!form.title.trim()) throw new Error('Title is required');
        if (!existingId && form.categoryTags.length === 0) throw new Error('Please select at least one category');
        const { activity } = await saveActivity.mutateAsync({
          id: existingId as number | null,
          input: {
            title: form.title,
            displayTitle: form.displayTitle,
            content: form.content,
            metaDescription: form.metaDescription,
            categoryTags: form.categoryTags as never,
          },
        });
        setNotice({ ok: true, text: 'Activity updated successfully!' });
        setSavedForm(form);
        queryClient.setQueryData(adminQueries.activity(activity.id).queryKey, activity);
        if (!existingId) {
          await navigate({
            to: '/admin/editor/$contentType/$id',
            params: { contentType: 'activity', id: String(activity.id) },
            replace: true,
            ignoreBlocker: true,
          });
        }
      }
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error, isPage ? 'Failed to save page' : 'Failed to save activity') });
    }
  }

  const publicPath = isPage ? `/${normaliseSlug(form.slug)}` : `/activity/${existingId}`;
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" type="button" onClick={() => navigate({ to: '/admin' })}>
          <ArrowLeft aria-hidden /> Back to Admin
        </Button>
        <h1 className="mr-auto text-2xl font-bold">
          {existingId ? 'Edit' : 'New'} {isPage ? 'Page' : 'Activity'}
        </h1>
        <Button variant="outline" type="button" aria-pressed={preview} onClick={() => setPreview(!preview)}>
          <Eye aria-hidden /> {preview ? 'Hide preview' : 'Show preview'}
        </Button>
        {isPage && existingId ? (
          <Button variant="outline" asChild>
            <a href={publicPath} target="_blank" rel="noopener">
              <ExternalLink aria-hidden /> Preview
            </a>
          </Button>
        ) : null}
        {!isPage && existingId ? (
          <Button variant="outline" asChild>
            <a href={publicPath} target="_blank" rel="noopener">
              <ExternalLink aria-hidden /> View Activity
            </a>
          </Button>
        ) : null}
        <Button type="submit" disabled={busy || richOnly}>
          <Save aria-hidden /> {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
      {notice ? <Alert variant={notice.ok ? 'success' : 'destructive'}>{notice.text}</Alert> : null}
      {richOnly && target.type === 'activity' && target.activity ? (
        <Alert variant="warning">
          This description uses images, embeds or alignment, which only the{' '}
          <a className="underline" href={`/admin/activity-editor/${target.activity.id}`}>
            activity editor
          </a>{' '}
          can edit without losing them.
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="editor-title">Title</Label>
            <Input id="editor-title" value={form.title} onChange={(e) => set('title', e.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="editor-content">Content</Label>
            <Textarea
              id="editor-content"
              rows={20}
              className="font-mono"
              aria-describedby="editor-content-hint"
              value={form.content}
              disabled={richOnly}
              onChange={(e) => set('content', e.target.value)}
            />
            <p id="editor-content-hint" className="text-xs text-muted-foreground">
              # and ## for headings, '-' for list items, a blank line between paragraphs. More in Help.
            </p>
          </div>
          {preview ? (
            <section aria-label="Preview" className="rounded-lg border p-6">
              <h2 className="mb-4 text-3xl font-bold">{form.title || 'Untitled'}</h2>
              <PageBlocks blocks={markdownToBlocks(form.content)} />
            </section>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          {isPage ? (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Page settings</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="editor-slug">URL slug</Label>
                  <Input
                    id="editor-slug"
                    value={form.slug}
                    aria-describedby="editor-slug-hint"
                    onChange={(e) => set('slug', e.target.value)}
                  />
                  <p id="editor-slug-hint" className="text-xs text-muted-foreground">
                    Use hyphens between words. The page will be at {normaliseSlug(form.slug) ? publicPath : '/…'}
                  </p>
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="editor-status">Status</Label>
                  <NativeSelect
                    size="compact"
                    id="editor-status"
                    value={form.status}
                    onChange={(e) => set('status', e.target.value as Status)}
                  >
                    <option value="draft">Draft</option>
                    <option value="published">Published</option>
                    <option value="archived">Archived</option>
                  </NativeSelect>
                </div>
              </CardContent>
            </Card>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Activity settings</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="editor-display-title">Display title (optional)</Label>
                  <Input
                    id="editor-display-title"
                    value={form.displayTitle}
                    onChange={(e) => set('displayTitle', e.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="editor-activity-id">Activity ID</Label>
                  <Input id="editor-activity-id" readOnly value={existingId ?? 'Assigned on save'} />
                </div>
                <div className="flex flex-col gap-1.5">
                  <span id="editor-categories" className="text-sm font-medium">
                    Categories
                  </span>
                  <CategoryChips
                    labelledBy="editor-categories"
                    value={form.categoryTags}
                    onToggle={(c) =>
                      set(
                        'categoryTags',
                        form.categoryTags.includes(c)
                          ? form.categoryTags.filter((t) => t !== c)
                          : [...form.categoryTags, c],
                      )
                    }
                  />
                </div>
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle className="text-base">SEO settings</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="editor-meta-description">Meta description</Label>
                <Textarea
                  id="editor-meta-description"
                  rows={3}
                  value={form.metaDescription}
                  onChange={(e) => set('metaDescription', e.target.value)}
                />
              </div>
              {isPage ? (
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="editor-keywords">Keywords</Label>
                  <Input
                    id="editor-keywords"
                    aria-describedby="editor-keywords-hint"
                    value={form.metaKeywords}
                    onChange={(e) => set('metaKeywords', e.target.value)}
                  />
                  <p id="editor-keywords-hint" className="text-xs text-muted-foreground">
                    Separate keywords with commas.
                  </p>
                </div>
              ) : null}
            </CardContent>
          </Card>
        </div>
      </div>
    </form>
  );
}
