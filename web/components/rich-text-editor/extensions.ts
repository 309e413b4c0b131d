import { Extension, mergeAttributes, Node } from '@tiptap/react';
import { type EmbedProvider, embedSrc, embedTitle, isVimeoId, isYouTubeId } from '../../../worker/contracts/embeds';

export type Alignment = 'left' | 'center' | 'right' | 'justify';
const ALIGNMENTS: Alignment[] = ['left', 'center', 'right', 'justify'];

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textAlign: { setTextAlign: (alignment: Alignment) => ReturnType };
    image: { setImage: (attrs: { src: string; alt?: string }) => ReturnType };
    videoEmbed: { setVideoEmbed: (attrs: { provider: EmbedProvider; id: string }) => ReturnType };
  }
}

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
          commands.insertContent({ type: this.name, attrs }),
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
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
