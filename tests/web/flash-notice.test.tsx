import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FlashNotice } from '@/components/flash-notice';
import { useBlogDraft } from '@/features/blogs/use-blog-draft';
import { flash } from '@/lib/flash';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ blog: { id: 'b1', status: 'draft' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("says the message the publish left, not a bare flag, and only for the confirmation's 3 seconds", () => {
  flash.set('Blog published successfully!');
  render(<FlashNotice />);
  expect(screen.getByRole('status')).toHaveTextContent('Blog published successfully!');
  act(() => vi.advanceTimersByTime(2900));
  expect(screen.getByRole('status')).toHaveTextContent('Blog published successfully!');
  act(() => vi.advanceTimersByTime(100));
  expect(screen.queryByRole('status')).toBeNull();
  // Read once: the next visit says nothing.
  render(<FlashNotice />);
  expect(screen.queryByRole('status')).toBeNull();
});

it("'Blog saved successfully!' goes after 3 seconds", async () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useBlogDraft(null), { wrapper });
  act(() => result.current.update('title', 'Cliffs'));
  act(() => result.current.update('content', '<p>Day one</p>'));
  await act(async () => {
    await result.current.save(false);
  });
  expect(result.current.notice).toBe('Blog saved successfully!');
  await act(() => vi.advanceTimersByTimeAsync(2900));
  expect(result.current.notice).toBe('Blog saved successfully!');
  await act(() => vi.advanceTimersByTimeAsync(100));
  expect(result.current.notice).toBeNull();
});
