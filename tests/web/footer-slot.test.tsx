import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { FooterSlot } from '@/components/footer-slot';

vi.mock('@tanstack/react-router', () => ({
  useRouterState: () => false,
  Link: ({
    children,
    to: _to,
    params: _params,
    ...rest
  }: {
    children: React.ReactNode;
    to: string;
    params?: unknown;
  }) => <a {...rest}>{children}</a>,
}));

afterEach(() => vi.unstubAllGlobals());

it('loads the footer as its place comes near the screen, not before', async () => {
  const observers: { callback: IntersectionObserverCallback; target?: Element; options?: IntersectionObserverInit }[] =
    [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    },
  );
  // The page's data is still on its way: the page is short, so the footer's place is not watched yet.
  const queryClient = new QueryClient();
  let answer: (value: string) => void = () => {};
  const data = queryClient.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise<string>((r) => (answer = r)) });
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <FooterSlot />
    </QueryClientProvider>,
  );
  expect(observers).toHaveLength(0);
  await act(async () => {
    answer('content');
    await data;
  });
  await waitFor(() => expect(observers).toHaveLength(1));
  // Only the held space, hidden from screen readers, while the footer is far below.
  expect(screen.queryByRole('contentinfo')).toBeNull();
  expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  const [observer] = observers;
  expect(observer?.options?.rootMargin).toBe('600px 0px');
  await act(async () =>
    observer?.callback(
      [{ isIntersecting: true, target: observer.target } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Privacy Policy' }).length).toBeGreaterThan(0);
  expect(screen.getByRole('textbox', { name: 'Get new ideas in your inbox' })).toBeInTheDocument();
});
