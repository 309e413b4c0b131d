import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CommunityLayout } from '@/features/community/components/community-layout';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: React.ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

afterEach(() => vi.unstubAllGlobals());

const fetch = vi.fn(() => new Promise<Response>(() => {}));

function setup(wide: boolean) {
  fetch.mockClear();
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === '(min-width: 1024px)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CommunityLayout signedIn={false}>
        <h1>Community</h1>
      </CommunityLayout>
    </QueryClientProvider>,
  );
}

it('leaves the side columns out on a phone: nothing of them is downloaded, drawn or fetched', async () => {
  setup(false);
  expect(screen.getByRole('heading', { name: 'Community' })).toBeInTheDocument();
  // Effects and any module load they would start have run.
  await act(async () => {});
  expect(screen.queryByRole('complementary', { name: 'Join the Community' })).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

it('shows the side columns on a wide screen, with the join card for a guest', async () => {
  setup(true);
  // The side columns' module loads on first need.
  expect(
    await screen.findByRole('complementary', { name: 'Join the Community' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
});

it("keeps the side columns' places whatever the width, so the feed is drawn in the middle column before the width is known", () => {
  // The Worker draws the page without a screen: the query answers false there.
  const { container } = setup(false);
  const columns = [...(container.firstElementChild?.children ?? [])];
  expect(columns).toHaveLength(3);
  expect(columns[1]).toContainElement(screen.getByRole('heading', { name: 'Community' }));
  // Hidden by CSS on narrow screens, shown from 1024 px.
  for (const side of [columns[0], columns[2]]) expect(side).toHaveClass('hidden', 'lg:block');
});
