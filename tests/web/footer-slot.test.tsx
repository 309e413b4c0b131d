import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

it('loads the footer as its place comes into view, not before', async () => {
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
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <FooterSlot />
    </QueryClientProvider>,
  );
  // Only the held space, hidden from screen readers, while the footer is below the screen; its
  // place is watched once the page has been drawn.
  expect(screen.queryByRole('contentinfo')).toBeNull();
  expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  await waitFor(() => expect(observers).toHaveLength(1));
  const [observer] = observers;
  expect(observer?.target).toBe(container.firstElementChild);
  // A footer that starts right at the bottom edge touches the screen but is not in view yet.
  await act(async () =>
    observer?.callback(
      [{ isIntersecting: true, intersectionRatio: 0, target: observer.target } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
  expect(screen.queryByRole('contentinfo')).toBeNull();
  await act(async () =>
    observer?.callback(
      [{ isIntersecting: true, intersectionRatio: 0.05, target: observer.target } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Privacy Policy' }).length).toBeGreaterThan(0);
  expect(screen.getByRole('textbox', { name: 'Get new ideas in your inbox' })).toBeInTheDocument();
});

it("answers a badly written address with the app's own message, as the server words it", async () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes('/api/newsletter')
      ? new Response(JSON.stringify({ error: 'Please enter a valid email address', code: 'VALIDATION' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify({ me: null, newAccount: null, pageIds: {} }), {
          headers: { 'content-type': 'application/json' },
        }),
  );
  vi.stubGlobal('fetch', fetch);
  const { Footer } = await import('@/components/footer');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Footer />
    </QueryClientProvider>,
  );
  const box = screen.getByRole('textbox', { name: 'Get new ideas in your inbox' });
  await userEvent.type(box, 'maya@');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  // The browser's own bubble never stands in for it.
  expect(box.closest('form')).toHaveAttribute('novalidate');
});
