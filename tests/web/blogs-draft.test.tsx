import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLocalDraft } from '@/features/blogs/draft-storage';
import { AUTOSAVE_MS, useBlogDraft } from '@/features/blogs/use-blog-draft';
import type { BlogDetailDto } from '../../worker/contracts/blogs';

type Call = { method: string; url: string; body: Record<string, unknown> | null };
let calls: Call[] = [];

function answer(url: string, method: string) {
  if (method === 'POST' && url.endsWith('/api/blogs')) return { blog: { id: 'b1', status: 'draft' } };
  return { blog: { id: 'b1', status: 'draft', updated_at: new Date().toISOString() } };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  localStorage.clear();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const raw = init?.body ?? (input instanceof Request ? await input.text() : null);
      calls.push({ method, url, body: raw ? JSON.parse(String(raw)) : null });
      return new Response(JSON.stringify(answer(url, method)), { headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

const published = {
  id: 'p1',
  title: 'Live story',
  subtitle: null,
  content: '<p>Read me</p>',
  cover_image_url: null,
  tags: [],
  visibility: 'public',
  status: 'published',
  updated_at: new Date(0).toISOString(),
} as unknown as BlogDetailDto;

describe('the blog draft', () => {
  it('keeps a local copy of every change and autosaves a new draft every 30 s, never publishing', async () => {
    const { result } = renderHook(() => useBlogDraft(null), { wrapper });
    act(() => result.current.update('title', 'Cliffs'));
    expect(readLocalDraft(null)?.title).toBe('Cliffs');
    act(() => result.current.update('status', 'published'));

    // No content yet: nothing to create on the server.
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(calls).toHaveLength(0);

    act(() => result.current.update('content', '<p>Day one</p>'));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { title: 'Cliffs', status: 'draft' } });
    expect(result.current.blogId).toBe('b1');
    expect(result.current.dirty).toBe(false);
    expect(readLocalDraft('b1')?.content).toBe('<p>Day one</p>');

    // Nothing changed: no request. A change: the autosave route, which takes no status.
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(calls).toHaveLength(1);
    act(() => result.current.update('content', '<p>Day two</p>'));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.method).toBe('PUT');
    expect(calls[1]?.url).toMatch(/\/api\/blogs\/b1\/autosave$/);
    expect(calls[1]?.body).not.toHaveProperty('status');
  });

  it('queues a Save behind an autosave that is creating the blog: one blog, then an update', async () => {
    // The autosave's create is slow to answer.
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const plain = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if ((init?.method ?? 'GET') === 'POST') await slow;
      return (plain as typeof fetch)(input, init);
    });
    const { result } = renderHook(() => useBlogDraft(null), { wrapper });
    act(() => result.current.update('title', 'Cliffs'));
    act(() => result.current.update('content', '<p>Day one</p>'));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = result.current.save(true);
    });
    await act(async () => {
      release();
      await saved;
    });
    expect(calls.map((c) => `${c.method} ${c.url.replace(/^https?:\/\/[^/]+/, '')}`)).toEqual([
      'POST /api/blogs',
      'PUT /api/blogs/b1',
    ]);
    expect(calls[1]?.body).toMatchObject({ status: 'published' });
    expect(result.current.blogId).toBe('b1');
  });

  it('publishing saves with status published and clears the local copy', async () => {
    const { result } = renderHook(() => useBlogDraft(null), { wrapper });
    act(() => result.current.update('title', 'Cliffs'));
    act(() => result.current.update('content', '<p>Day one</p>'));
    let saved: Awaited<ReturnType<typeof result.current.save>> = null;
    await act(async () => {
      saved = await result.current.save(true);
    });
    expect(saved).toEqual({ id: 'b1', created: true });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { status: 'published' } });
    expect(readLocalDraft(null)).toBeNull();
    expect(readLocalDraft('b1')).toBeNull();
    expect(result.current.notice).toBe('Blog published successfully!');
  });

  it('refuses to save without a title or content, with the spec messages', async () => {
    const { result } = renderHook(() => useBlogDraft(null), { wrapper });
    await act(async () => {
      await result.current.save(false);
    });
    expect(result.current.error).toBe('Title is required');
    act(() => result.current.update('title', 'Cliffs'));
    await act(async () => {
      await result.current.save(false);
    });
    expect(result.current.error).toBe('Content is required');
    expect(calls).toHaveLength(0);
  });

  it('clears a "required" message as soon as its field is filled in, and only then', async () => {
    const { result } = renderHook(() => useBlogDraft(null), { wrapper });
    await act(async () => {
      await result.current.save(false);
    });
    expect(result.current.error).toBe('Title is required');
    act(() => result.current.update('subtitle', 'By the sea'));
    expect(result.current.error).toBe('Title is required');
    act(() => result.current.update('title', '   '));
    expect(result.current.error).toBe('Title is required');
    act(() => result.current.update('title', 'Cliffs'));
    expect(result.current.error).toBeNull();
    await act(async () => {
      await result.current.save(false);
    });
    expect(result.current.error).toBe('Content is required');
    act(() => result.current.update('content', '<p></p>'));
    expect(result.current.error).toBe('Content is required');
    act(() => result.current.update('content', '<p>Tide out at six.</p>'));
    expect(result.current.error).toBeNull();
  });

  it('does not autosave a published blog to the server, but keeps the local copy', async () => {
    const { result } = renderHook(() => useBlogDraft(published), { wrapper });
    act(() => result.current.update('content', '<p>Edited</p>'));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS * 2));
    expect(calls).toHaveLength(0);
    expect(result.current.dirty).toBe(true);
    expect(readLocalDraft('p1')?.content).toBe('<p>Edited</p>');
  });
});
