import { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { Image, KeepSelectedNode, TextAlign, VideoEmbed } from '@/components/rich-text-editor/extensions';

let editor: Editor;
const make = (content: string) => {
  editor = new Editor({ extensions: [StarterKit, TextAlign, Image, VideoEmbed, KeepSelectedNode], content });
  return editor;
};
afterEach(() => editor?.destroy());

const kinds = () => {
  const out: string[] = [];
  editor.state.doc.forEach((node) => {
    out.push(node.type.name);
  });
  return out;
};
const selectNode = (type: string) => {
  let at = -1;
  editor.state.doc.forEach((node, offset) => {
    if (node.type.name === type && at < 0) at = offset;
  });
  editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, at)));
};

describe('the rich text editor never loses a selected image or video', () => {
  it('puts an embed inserted right after an image after it, and the next insert after that', () => {
    make('<p>Intro</p>');
    editor.commands.setImage({ src: 'https://cdn.example/a.jpg', alt: 'A' });
    editor.commands.setVideoEmbed({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    editor.commands.setVideoEmbed({ provider: 'vimeo', id: '76979871' });
    expect(kinds().filter((k) => k !== 'paragraph')).toEqual(['image', 'videoEmbed', 'videoEmbed']);
  });

  it('inserts after a selected image or video instead of replacing it', () => {
    make('<p>Intro</p><img src="https://cdn.example/a.jpg"><p>End</p>');
    selectNode('image');
    editor.commands.setVideoEmbed({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(kinds()).toContain('image');
    expect(kinds().indexOf('videoEmbed')).toBeGreaterThan(kinds().indexOf('image'));
    selectNode('videoEmbed');
    editor.commands.setImage({ src: 'https://cdn.example/b.jpg' });
    expect(kinds().filter((k) => k === 'image')).toHaveLength(2);
    expect(kinds()).toContain('videoEmbed');
  });

  it('starts a quote or code block after a selected image, keeping it', () => {
    make('<p>Intro</p><img src="https://cdn.example/a.jpg">');
    selectNode('image');
    editor.chain().leaveSelectedNode().toggleBlockquote().run();
    expect(kinds().slice(0, 3)).toEqual(['paragraph', 'image', 'blockquote']);
    selectNode('image');
    editor.chain().leaveSelectedNode().toggleCodeBlock().run();
    expect(kinds().slice(0, 4)).toEqual(['paragraph', 'image', 'codeBlock', 'blockquote']);
  });

  it('pastes after a selected image instead of over it', () => {
    make('<p>Intro</p><img src="https://cdn.example/a.jpg"><p>End</p>');
    selectNode('image');
    const slice = editor.state.doc.slice(1, 6); // "Intro"
    const handled = editor.view.someProp('handlePaste', (f) =>
      f(editor.view, new Event('paste') as ClipboardEvent, slice),
    );
    expect(handled).toBe(true);
    expect(kinds()).toContain('image');
    expect(editor.getText()).toMatch(/Intro[\s\S]*Intro/);
  });
});
