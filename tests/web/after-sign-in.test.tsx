import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { rememberIntent, takeIntent, useAfterSignIn } from '@/lib/after-sign-in';

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/profile/maya_okafor?tab=posts');
});
afterEach(() => vi.useRealTimers());

it('comes back to the page the guest was on, and finishes what they tapped there once', () => {
  expect(rememberIntent({ action: 'follow', target: 'u1' })).toBe('/profile/maya_okafor?tab=posts');
  // Another control, or another member's button, does not take it.
  expect(takeIntent({ action: 'like', target: 'u1' })).toBe(false);
  expect(takeIntent({ action: 'follow', target: 'u2' })).toBe(false);
  expect(takeIntent({ action: 'follow', target: 'u1' })).toBe(true);
  expect(takeIntent({ action: 'follow', target: 'u1' })).toBe(false);
});

it('forgets it on another page, and after half an hour', () => {
  vi.useFakeTimers();
  rememberIntent({ action: 'save', target: 'p1' });
  window.history.replaceState(null, '', '/community');
  expect(takeIntent({ action: 'save', target: 'p1' })).toBe(false);
  window.history.replaceState(null, '', '/profile/maya_okafor');
  vi.advanceTimersByTime(31 * 60 * 1000);
  expect(takeIntent({ action: 'save', target: 'p1' })).toBe(false);
});

it('runs the action when the control is ready, not before, and only once', () => {
  rememberIntent({ action: 'like', target: 'p9' });
  const run = vi.fn();
  const { rerender } = renderHook(({ ready }) => useAfterSignIn({ action: 'like', target: 'p9' }, ready, run), {
    initialProps: { ready: false },
  });
  expect(run).not.toHaveBeenCalled();
  rerender({ ready: true });
  expect(run).toHaveBeenCalledTimes(1);
  rerender({ ready: true });
  expect(run).toHaveBeenCalledTimes(1);
});
