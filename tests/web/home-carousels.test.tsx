import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PICKS_INTERVAL_MS, PicksCarousel } from '@/features/home/picks-carousel';
import { useCarousel } from '@/features/home/use-carousel';

const region = () => screen.getByTestId('picks-carousel');
const index = () => Number(region().dataset.index);

function mockReducedMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduced && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
  // jsdom's default window is 1024 px wide: three picks per view.
  window.innerWidth = 1024;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Community & Staff Picks carousel', () => {
  it('advances one card every 4 seconds and wraps around after the last position', () => {
    render(<PicksCarousel />);
    expect(index()).toBe(0);
    act(() => vi.advanceTimersByTime(PICKS_INTERVAL_MS));
    expect(index()).toBe(1);
    // 12 picks, 3 per view: positions 0-9, then back to 0.
    act(() => vi.advanceTimersByTime(PICKS_INTERVAL_MS * 9));
    expect(index()).toBe(0);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    render(<PicksCarousel />);
    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(PICKS_INTERVAL_MS * 3));
    expect(index()).toBe(0);
    expect(region().dataset.paused).toBe('true');
    fireEvent.mouseLeave(region());
    act(() => vi.advanceTimersByTime(PICKS_INTERVAL_MS));
    expect(index()).toBe(1);
  });

  it('moves with the arrow keys and the buttons, wrapping both ways', () => {
    render(<PicksCarousel />);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(index()).toBe(1);
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(index()).toBe(9);
    fireEvent.click(screen.getByRole('button', { name: 'Next picks' }));
    expect(index()).toBe(0);
  });

  it('keeps hidden cards out of the tab order', () => {
    render(<PicksCarousel />);
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.filter((l) => l.getAttribute('tabindex') !== '-1')).toHaveLength(3);
  });

  it('never moves by itself under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<PicksCarousel />);
    act(() => vi.advanceTimersByTime(PICKS_INTERVAL_MS * 5));
    expect(index()).toBe(0);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(index()).toBe(1);
  });
});

describe('paged carousel (success stories)', () => {
  it('disables the ends, clamps the index when pages shrink, and starts over after the last page', () => {
    const { result, rerender } = renderHook(
      (props: { count: number }) => useCarousel({ count: props.count, intervalMs: 4000, wrap: false }),
      { initialProps: { count: 4 } },
    );
    expect(result.current.canPrev).toBe(false);
    act(() => result.current.prev());
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(3));
    expect(result.current.canNext).toBe(false);
    act(() => result.current.next());
    expect(result.current.index).toBe(3);
    // A wider window shows more per view: 12 stories become 2 pages instead of 4.
    rerender({ count: 2 });
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(0);
  });
});
