import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useTimedMessage } from '@/lib/use-timed-message';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('shows an error for 5 seconds and a confirmation for 3', () => {
  const { result } = renderHook(() => useTimedMessage());
  act(() => result.current.show("Some files couldn't be added: notes.txt (invalid image format)"));
  act(() => vi.advanceTimersByTime(4900));
  expect(result.current.message?.text).toMatch(/notes\.txt/);
  act(() => vi.advanceTimersByTime(100));
  expect(result.current.message).toBeNull();
  act(() => result.current.show('Post saved', 'success'));
  act(() => vi.advanceTimersByTime(3000));
  expect(result.current.message).toBeNull();
});

it('replaces the message before it rather than stacking, with its own full time', () => {
  const { result } = renderHook(() => useTimedMessage());
  act(() => result.current.show('Please add some text or an image to your post'));
  act(() => vi.advanceTimersByTime(4000));
  act(() => result.current.show('Remove the files that could not be added, then try again.'));
  expect(result.current.message?.text).toBe('Remove the files that could not be added, then try again.');
  act(() => vi.advanceTimersByTime(4000));
  expect(result.current.message?.text).toBe('Remove the files that could not be added, then try again.');
  act(() => vi.advanceTimersByTime(1000));
  expect(result.current.message).toBeNull();
  // Nothing to say (every file was taken) leaves no message.
  act(() => result.current.show(null));
  expect(result.current.message).toBeNull();
});
