import type { Editor } from '@tiptap/react';
import {
  Clapperboard,
  Film,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SquareCode,
  TextAlignCenter,
  TextAlignEnd,
  TextAlignJustify,
  TextAlignStart,
  Underline,
  Undo2,
} from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import type { Alignment } from './extensions';
import type { InsertKind } from './url-rules';

type Tool = {
  label: string;
  icon: React.ReactNode;
  run: () => void;
  active?: boolean;
  disabled?: boolean;
};

/** The letter B, as the icon set has no bold glyph. */
const BoldGlyph = () => (
  <span aria-hidden className="text-[15px] font-black leading-none">
    B
  </span>
);

/**
 * The formatting toolbar: a WAI-ARIA toolbar, one Tab stop with arrow keys between buttons;
 * each button has a name and a pressed state that screen readers announce.
 */
export function Toolbar({ editor, onInsert }: { editor: Editor; onInsert: (kind: InsertKind) => void }) {
  const chain = () => editor.chain().focus();
  const align = (a: Alignment) => () => chain().setTextAlign(a).run();
  const aligned = (a: Alignment) =>
    editor.isActive({ textAlign: a }) ||
    (a === 'left' && !['center', 'right', 'justify'].some((x) => editor.isActive({ textAlign: x })));
  const groups: Tool[][] = [
    [
      { label: 'Bold', icon: <BoldGlyph />, run: () => chain().toggleBold().run(), active: editor.isActive('bold') },
      { label: 'Italic', icon: <Italic />, run: () => chain().toggleItalic().run(), active: editor.isActive('italic') },
      {
        label: 'Underline',
        icon: <Underline />,
        run: () => chain().toggleUnderline().run(),
        active: editor.isActive('underline'),
      },
    ],
    ([1, 2, 3] as const).map((level) => ({
      label: `Heading ${level}`,
      icon: [<Heading1 key={1} />, <Heading2 key={2} />, <Heading3 key={3} />][level - 1],
      run: () => chain().toggleHeading({ level }).run(),
      active: editor.isActive('heading', { level }),
    })),
    [
      {
        label: 'Bulleted list',
        icon: <List />,
        run: () => chain().toggleBulletList().run(),
        active: editor.isActive('bulletList'),
      },
      {
        label: 'Numbered list',
        icon: <ListOrdered />,
        run: () => chain().toggleOrderedList().run(),
        active: editor.isActive('orderedList'),
      },
    ],
    [
      { label: 'Align left', icon: <TextAlignStart />, run: align('left'), active: aligned('left') },
      { label: 'Align centre', icon: <TextAlignCenter />, run: align('center'), active: aligned('center') },
      { label: 'Align right', icon: <TextAlignEnd />, run: align('right'), active: aligned('right') },
      { label: 'Justify', icon: <TextAlignJustify />, run: align('justify'), active: aligned('justify') },
    ],
    [
      { label: 'Link', icon: <Link />, run: () => onInsert('link'), active: editor.isActive('link') },
      { label: 'Image', icon: <ImagePlus />, run: () => onInsert('image') },
      { label: 'YouTube video', icon: <Clapperboard />, run: () => onInsert('youtube') },
      { label: 'Vimeo video', icon: <Film />, run: () => onInsert('vimeo') },
    ],
    [
      {
        label: 'Quote',
        icon: <Quote />,
        run: () => chain().leaveSelectedNode().toggleBlockquote().run(),
        active: editor.isActive('blockquote'),
      },
      {
        label: 'Code block',
        icon: <SquareCode />,
        run: () => chain().leaveSelectedNode().toggleCodeBlock().run(),
        active: editor.isActive('codeBlock'),
      },
    ],
    [
      { label: 'Undo', icon: <Undo2 />, run: () => chain().undo().run(), disabled: !editor.can().undo() },
      { label: 'Redo', icon: <Redo2 />, run: () => chain().redo().run(), disabled: !editor.can().redo() },
    ],
  ];

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? buttons.length - 1
          : (at + (e.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    e.preventDefault();
    for (const b of buttons) b.tabIndex = -1;
    const target = buttons[next];
    if (target) {
      target.tabIndex = 0;
      target.focus();
    }
  };

  let first = true;
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      // Below the site header (4rem), and one scrolling row on a phone rather than three.
      className="sticky top-16 z-10 flex flex-nowrap items-center gap-1 overflow-x-auto border-b bg-background/95 p-1.5 backdrop-blur sm:flex-wrap"
    >
      {groups.map((group, g) => (
        <div key={group[0]?.label} className={cn('flex items-center gap-0.5', g > 0 && 'border-l pl-1')}>
          {group.map((tool) => {
            const tabIndex = first && !tool.disabled ? 0 : -1;
            if (tabIndex === 0) first = false;
            return (
              <button
                key={tool.label}
                type="button"
                title={tool.label}
                aria-label={tool.label}
                aria-pressed={tool.active === undefined ? undefined : tool.active}
                disabled={tool.disabled}
                tabIndex={tabIndex}
                onMouseDown={(e) => e.preventDefault()}
                onClick={tool.run}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-md text-foreground/80 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40 [&_svg]:size-4',
                  tool.active && 'bg-primary/10 text-primary',
                )}
              >
                {tool.icon}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
