import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FlashNotice } from '@/components/flash-notice';
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
