import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CommunityLayout } from '@/features/community/components/community-layout';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: React.ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

afterEach(() => vi.unstubAllGlobals());

function setup(wide: boolean) {
  const fetch = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === '(min-width: 1024px)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CommunityLayout signedIn={false}>
        <h1>Community</h1>
      </CommunityLayout>
    </QueryClientProvider>,
  );
  return fetch;
}

it('leaves the side columns out on a phone: nothing of them is downloaded, drawn or fetched', async () => {
  const fetch = setup(false);
  expect(screen.getByRole('heading', { name: 'Community' })).toBeInTheDocument();
  // Effects and any module load they would start have run.
  await act(async () => {});
  expect(screen.queryByRole('complementary', { name: 'Join the Community' })).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

it('shows the side columns on a wide screen, with the join card for a guest', async () => {
  setup(true);
  expect(await screen.findByRole('complementary', { name: 'Join the Community' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
});
