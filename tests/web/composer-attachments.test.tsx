import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const uploads: File[] = [];
vi.mock('@/features/community/queries', () => ({
  uploadMedia: (file: File, onProgress: (p: number) => void) => {
    uploads.push(file);
    onProgress(0.5);
    return {
      done: file.name.startsWith('fail')
        ? Promise.reject(new Error('Upload failed'))
        : Promise.resolve({ url: `/media/post-images/me/${file.name}`, type: 'image' }),
      abort: () => {},
    };
  },
}));

const { useAttachments } = await import('@/features/community/use-attachments');

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

beforeEach(() => {
  uploads.length = 0;
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

describe('post attachments', () => {
  it('checks each file by its bytes when chosen: a renamed text file fails on its own tile and never uploads', async () => {
    const { result } = renderHook(() => useAttachments());
    const fake = new File(['just some text, not a picture'], 'holiday.png', { type: 'image/png' });
    act(() => result.current.add([fake, png('beach.png')]));
    await waitFor(() =>
      expect(result.current.items.every((a) => a.status !== 'checking' && a.status !== 'uploading')).toBe(true),
    );
    const [bad, good] = result.current.items;
    expect(bad).toMatchObject({ status: 'failed', problem: 'holiday.png (invalid image format)' });
    expect(good).toMatchObject({ status: 'ready', url: '/media/post-images/me/beach.png' });
    expect(uploads.map((f) => f.name)).toEqual(['beach.png']);
  });

  it('uploads at once, shows an upload failure on its tile, and keeps descriptions', async () => {
    const { result } = renderHook(() => useAttachments());
    act(() => result.current.add([png('fail.png'), png('ok.png')]));
    const files = await act(() => result.current.settled());
    expect(files.map((f) => f.status)).toEqual(['failed', 'ready']);
    expect(files[0]?.problem).toBe('Upload failed');
    act(() => result.current.setAlt(files[1]?.key ?? '', 'Sunset over the bay'));
    expect(result.current.items[1]?.alt).toBe('Sunset over the bay');
    act(() => result.current.remove(files[0]?.key ?? ''));
    expect(result.current.items.map((a) => a.name)).toEqual(['ok.png']);
  });

  it('refuses a wrong declared type or size before reading anything, with the spec message', () => {
    const { result } = renderHook(() => useAttachments());
    let refused: string | null = null;
    act(() => {
      refused = result.current.add([new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    });
    expect(result.current.items).toHaveLength(0);
    expect(refused).toMatch(/notes\.txt \(invalid image format\)/);
  });
});
