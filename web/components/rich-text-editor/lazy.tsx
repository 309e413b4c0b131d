import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// tiptap and ProseMirror are large; only pages that edit rich text download them.
const Editor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The editor, loaded on first render with a placeholder of the same height meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          className="animate-pulse rounded-lg border bg-muted/40"
          style={{ minHeight: (props.minHeight ?? 300) + 44 }}
          role="status"
          aria-label="Loading editor"
        />
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
