import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { FeedList } from '@/features/community/components/feed-list';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: React.ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

afterEach(() => vi.unstubAllGlobals());

it('marks the view seen each time its feed arrives on screen, so the new-content badge goes', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [], pagination: { hasMore: false, offset: 0, limit: 10 } }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const queryClient = new QueryClient();
  const onShown = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <FeedList
        params={{}}
        viewer={{ id: 'me', isAdmin: false }}
        empty={{ title: 'No Posts Yet', text: 'Nothing here' }}
        onShown={onShown}
      />
    </QueryClientProvider>,
  );
  expect(onShown).not.toHaveBeenCalled();
  await screen.findByText('No Posts Yet');
  expect(onShown).toHaveBeenCalledTimes(1);
  // "Show new items" or any refresh of the feed: seen again.
  await act(() => queryClient.invalidateQueries({ queryKey: ['community', 'feed'] }));
  await waitFor(() => expect(onShown).toHaveBeenCalledTimes(2));
});
