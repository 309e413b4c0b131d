import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { accountQueries } from '@/features/account/queries';
import { ListActions } from '@/features/list/components/list-actions';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to, search }: { children: React.ReactNode; to: string; search?: { redirect?: string } }) => (
    <a href={`${to}?redirect=${search?.redirect ?? ''}`}>{children}</a>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

function renderFor(me: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(accountQueries.me().queryKey, me as never);
  render(
    <QueryClientProvider client={queryClient}>
      <ListActions target={{ activityId: 7 }} activityPath="/activity/7" />
    </QueryClientProvider>,
  );
}

it('offers a guest Add to My List through sign-in, without loading the member controls', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  renderFor(null);
  expect(screen.getByRole('link', { name: 'Add to My List' })).toHaveAttribute('href', '/auth?redirect=/activity/7');
  expect(fetch).not.toHaveBeenCalled();
});

it("loads a member's controls and looks up their item for the activity", async () => {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify({ item: null }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  renderFor({ id: 'u1', profile: { privacySettings: { activity_privacy: 'friends' } }, flags: {} });
  // Until the item is known, the button waits.
  expect(screen.getByRole('button', { name: 'Add to My List' })).toBeDisabled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add to My List' })).toBeEnabled());
  expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/list/activity/7');
});
