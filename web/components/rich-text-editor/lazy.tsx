import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { RichTextEditorProps } from './rich-text-editor';

// tiptap and ProseMirror are large; only pages that edit rich text download them. The server never
// renders the editor (below), so its build leaves them out.
const Editor = import.meta.env.SSR
  ? () => null
  : lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/**
 * The editor, loaded on first render with a placeholder of the same height meanwhile. The editor
 * draws itself in the browser (ProseMirror builds its document there), so the server renders the
 * placeholder and the editor starts once the app has.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const hydrated = useHydrated();
  const placeholder = (
    <div
      className="animate-pulse rounded-lg border bg-muted/40"
      style={{ minHeight: (props.minHeight ?? 300) + 44 }}
      role="status"
      aria-label="Loading editor"
    />
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Editor {...props} />
    </Suspense>
  );
}
