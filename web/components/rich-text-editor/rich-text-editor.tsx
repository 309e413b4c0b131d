import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { Image, KeepSelectedNode, TextAlign, VideoEmbed } from './extensions';
import { InsertDialog } from './insert-dialog';
import { Toolbar } from './toolbar';
import type { InsertKind } from './url-rules';

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  id?: string;
  'aria-labelledby'?: string;
  minHeight?: number;
};

const EMPTY = '<p></p>';

/**
 * The product's rich-text editor (tiptap). Emits HTML made only of the elements the server's
 * sanitiser keeps, so what the author sees is what readers get.
 */
export function RichTextEditor({
  value,
  onChange,
  id,
  'aria-labelledby': labelledBy,
  minHeight = 300,
}: RichTextEditorProps) {
  const [insert, setInsert] = useState<InsertKind | null>(null);
  const lastEmitted = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener nofollow ugc', target: '_blank' },
          isAllowedUri: (url, ctx) => /^(https?:|mailto:)/i.test(url) && ctx.defaultValidate(url),
        },
      }),
      TextAlign,
      Image,
      VideoEmbed,
      KeepSelectedNode,
    ],
    content: value || '',
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        class: 'rich-content prose-editor px-4 py-3 focus:outline-none',
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      lastEmitted.current = html;
      onChange(html);
    },
  });

  // A value from outside (a loaded draft, a restored local copy) replaces the document.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;

  const onInsert = (kind: InsertKind, v: string, alt: string) => {
    const chain = editor.chain().focus();
    if (kind === 'link') {
      chain.leaveSelectedNode();
      if (!v) chain.extendMarkRange('link').unsetLink().run();
      else if (editor.state.selection.empty && !editor.isActive('link'))
        chain.insertContent({ type: 'text', text: v, marks: [{ type: 'link', attrs: { href: v } }] }).run();
      else chain.extendMarkRange('link').setLink({ href: v }).run();
    } else if (kind === 'image') chain.setImage({ src: v, alt }).run();
    else chain.setVideoEmbed({ provider: kind, id: v }).run();
  };

  return (
    // overflow-clip, not hidden: a hidden overflow would make this box the sticky toolbar's
    // scroll container, and the toolbar would scroll away with the text.
    <div className="min-w-0 overflow-clip rounded-lg border bg-background focus-within:ring-2 focus-within:ring-ring">
      <Toolbar editor={editor} onInsert={setInsert} />
      <EditorContent editor={editor} />
      <InsertDialog
        kind={insert}
        initial={insert === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : ''}
        onClose={() => setInsert(null)}
        onInsert={onInsert}
      />
    </div>
  );
}
