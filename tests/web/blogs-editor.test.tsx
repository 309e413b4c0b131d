import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InsertDialog } from '@/components/rich-text-editor/insert-dialog';
import { checkInsert } from '@/components/rich-text-editor/url-rules';
import { addTag, TagInput } from '@/features/blogs/components/tag-input';

describe('editor URL rules', () => {
  it('accepts YouTube links only with an 11-character id', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=10',
      'youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(checkInsert('youtube', url)).toEqual({ ok: true, value: 'dQw4w9WgXcQ' });
    }
    for (const url of [
      'https://www.youtube.com/watch?v=short',
      'https://youtu.be/dQw4w9WgXcQX',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'nope',
    ]) {
      expect(checkInsert('youtube', url)).toEqual({ ok: false, message: 'Invalid YouTube URL' });
    }
  });

  it('accepts Vimeo links only with a numeric id', () => {
    expect(checkInsert('vimeo', 'https://vimeo.com/76979871')).toEqual({ ok: true, value: '76979871' });
    expect(checkInsert('vimeo', 'https://player.vimeo.com/video/76979871')).toEqual({ ok: true, value: '76979871' });
    expect(checkInsert('vimeo', 'https://vimeo.com/staff')).toEqual({ ok: false, message: 'Invalid Vimeo URL' });
    expect(checkInsert('vimeo', 'https://notvimeo.com/123')).toEqual({ ok: false, message: 'Invalid Vimeo URL' });
  });

  it('keeps links and images to safe schemes', () => {
    expect(checkInsert('link', 'example.com/a')).toEqual({ ok: true, value: 'https://example.com/a' });
    expect(checkInsert('link', 'mailto:me@example.com')).toMatchObject({ ok: true });
    expect(checkInsert('link', 'javascript:alert(1)')).toMatchObject({ ok: false });
    expect(checkInsert('image', 'https://cdn.example/p.jpg')).toMatchObject({ ok: true });
    expect(checkInsert('image', 'data:image/png;base64,AAAA')).toMatchObject({ ok: false });
  });
});

describe('insert dialog', () => {
  it('shows the spec message and inserts nothing for a bad YouTube URL, then inserts a good one', async () => {
    const user = userEvent.setup();
    const onInsert = vi.fn();
    const onClose = vi.fn();
    render(<InsertDialog kind="youtube" onClose={onClose} onInsert={onInsert} />);
    // The dialog's code loads when it first opens.
    const field = await screen.findByLabelText('YouTube URL');
    await user.type(field, 'https://www.youtube.com/watch?v=abc');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid YouTube URL');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onInsert).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(onInsert).toHaveBeenCalledWith('youtube', 'dQw4w9WgXcQ', '');
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a non-numeric Vimeo link', async () => {
    const user = userEvent.setup();
    const onInsert = vi.fn();
    render(<InsertDialog kind="vimeo" onClose={() => {}} onInsert={onInsert} />);
    await user.type(await screen.findByLabelText('Vimeo URL'), 'https://vimeo.com/channels/staffpicks');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Vimeo URL');
    expect(onInsert).not.toHaveBeenCalled();
  });
});

describe('blog tag input', () => {
  it('trims tags and ignores empty ones and duplicates, adding with Enter or Add', async () => {
    const user = userEvent.setup();
    let tags: string[] = ['Travel'];
    const onChange = vi.fn((next: string[]) => {
      tags = next;
    });
    const { rerender } = render(<TagInput value={tags} onChange={onChange} />);
    const field = screen.getByLabelText('Tags');
    await user.type(field, '  Food  {Enter}');
    expect(tags).toEqual(['Travel', 'Food']);
    rerender(<TagInput value={tags} onChange={onChange} />);
    expect(field).toHaveValue('');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(field, 'travel{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove tag Travel' }));
    expect(tags).toEqual(['Food']);
  });

  it('addTag is the same rule the server applies', () => {
    expect(addTag(['A'], ' b ')).toEqual(['A', 'b']);
    expect(addTag(['A'], 'a')).toEqual(['A']);
    expect(addTag([], '')).toEqual([]);
  });
});
