import { NodeSelection, Plugin, TextSelection } from '@tiptap/pm/state';
import { type Content, Extension, mergeAttributes, Node } from '@tiptap/react';
import { type EmbedProvider, embedSrc, embedTitle, isVimeoId, isYouTubeId } from '../../../worker/contracts/embeds';

export type Alignment = 'left' | 'center' | 'right' | 'justify';
const ALIGNMENTS: Alignment[] = ['left', 'center', 'right', 'justify'];

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textAlign: { setTextAlign: (alignment: Alignment) => ReturnType };
    image: { setImage: (attrs: { src: string; alt?: string }) => ReturnType };
    videoEmbed: { setVideoEmbed: (attrs: { provider: EmbedProvider; id: string }) => ReturnType };
    keepSelectedNode: {
      /** Inserts blocks after the selected image or video (never over it), leaving the cursor after them. */
      insertBlock: (content: Content) => ReturnType;
      /** With an image or video selected, moves the cursor into a new paragraph after it. */
      leaveSelectedNode: () => ReturnType;
    };
  }
}

/**
 * A selected image or video is never replaced by what comes next. ProseMirror replaces a node
 * selection with whatever is inserted or pasted, and an inserted image or video is itself left
 * selected, so the next insert, paste or quote would silently delete it. Inserts go after the
 * selected node, pastes too, and block changes start in a new paragraph after it.
 */
export const KeepSelectedNode = Extension.create({
  name: 'keepSelectedNode',
  addCommands() {
    return {
      insertBlock:
        (content) =>
        ({ state, chain }) => {
          const blocks = [...(Array.isArray(content) ? content : [content]), { type: 'paragraph' }] as Content;
          const { selection } = state;
          if (selection instanceof NodeSelection) return chain().insertContentAt(selection.to, blocks).run();
          return chain().insertContent(blocks).run();
        },
      leaveSelectedNode:
        () =>
        ({ state, tr, dispatch }) => {
          const { selection } = state;
          if (!(selection instanceof NodeSelection)) return true;
          const paragraph = state.schema.nodes.paragraph?.create();
          if (!paragraph) return false;
          if (dispatch) {
            tr.insert(selection.to, paragraph);
            tr.setSelection(TextSelection.create(tr.doc, selection.to + 1));
          }
          return true;
        },
    };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          handlePaste(view, _event, slice) {
            const { selection } = view.state;
            if (!(selection instanceof NodeSelection)) return false;
            view.dispatch(view.state.tr.replaceRange(selection.to, selection.to, slice).scrollIntoView());
            return true;
          },
        },
      }),
    ];
  },
});

/** Paragraph and heading alignment, written as the `text-align` style the server's allow-list keeps. */
export const TextAlign = Extension.create({
  name: 'textAlign',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          textAlign: {
            default: 'left',
            parseHTML: (el) => {
              const value = (el as HTMLElement).style.textAlign as Alignment;
              return ALIGNMENTS.includes(value) ? value : 'left';
            },
            renderHTML: (attrs) =>
              attrs.textAlign && attrs.textAlign !== 'left' ? { style: `text-align: ${attrs.textAlign}` } : {},
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setTextAlign:
        (alignment) =>
        ({ commands }) =>
          ['paragraph', 'heading']
            .map((type) => commands.updateAttributes(type, { textAlign: alignment }))
            .some(Boolean),
    };
  },
});

/** An image by URL (http or https only; the server drops anything else). */
export const Image = Node.create({
  name: 'image',
  group: 'block',
  draggable: true,
  atom: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes, { loading: 'lazy' })];
  },
  addCommands() {
    return {
      setImage:
        (attrs) =>
        ({ commands }) =>
          commands.insertBlock({ type: this.name, attrs }),
    };
  },
});

/** A YouTube or Vimeo player, stored as provider + id; the server rebuilds the iframe from them. */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      provider: { default: 'youtube', parseHTML: (el) => el.getAttribute('data-embed') },
      id: { default: '', parseHTML: (el) => el.getAttribute('data-id') },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'div[data-embed][data-id]',
        getAttrs: (el) => {
          const provider = el.getAttribute('data-embed');
          const id = el.getAttribute('data-id') ?? '';
          if (provider === 'youtube' && isYouTubeId(id)) return { provider, id };
          if (provider === 'vimeo' && isVimeoId(id)) return { provider, id };
          return false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    const provider = node.attrs.provider as EmbedProvider;
    const id = String(node.attrs.id);
    return [
      'div',
      { 'data-embed': provider, 'data-id': id, class: 'rich-embed' },
      [
        'iframe',
        {
          src: embedSrc(provider, id),
          title: embedTitle(provider),
          loading: 'lazy',
          allowfullscreen: 'true',
          allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
          referrerpolicy: 'strict-origin-when-cross-origin',
          sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
        },
      ],
    ];
  },
  addCommands() {
    return {
      setVideoEmbed:
        (attrs) =>
        ({ commands }) =>
          commands.insertBlock({ type: this.name, attrs }),
    };
  },
});
