import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RightSidebar } from '@/features/community/components/sidebars';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: React.ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

afterEach(() => vi.unstubAllGlobals());

it('draws its widgets together once their data is in, so no heading is pushed down by a list arriving above it', async () => {
  let answer: (body: unknown) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/community/sidebar'))
        return new Promise<Response>((resolve) => {
          answer = (body) => resolve(Response.json(body));
        });
      return new Promise<Response>(() => {});
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RightSidebar signedIn />
    </QueryClientProvider>,
  );
  await act(async () => {});
  expect(screen.queryByRole('heading', { name: 'Trending hashtags' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Recent activities' })).toBeNull();
  await act(async () => answer({ hashtags: [{ name: 'hiking', post_count: 3 }], activities: [], suggested: [] }));
  expect(await screen.findByRole('heading', { name: 'Trending hashtags' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '#hiking' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Recent activities' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'People you may know' })).toBeInTheDocument();
});
