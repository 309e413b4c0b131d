import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { accountQueries } from '@/features/account/queries';
import { SharedListView } from '@/features/list/components/shared-list';
import type { SharedList } from '@/features/list/queries';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: React.ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

afterEach(() => vi.unstubAllGlobals());

const data = {
  restricted: false,
  profile: { id: 'u2', username: 'maya', firstName: 'Maya', avatarUrl: null, isOwner: false },
  stats: { total: 1, completed: 0, inProgress: 1 },
  items: [
    {
      id: 'i1',
      status: 'in_progress',
      progress: 33,
      privacy: 'public',
      activityId: 5,
      customActivityId: null,
      title: 'Swim the Channel',
      displayTitle: null,
      imageUrl: null,
      categoryTags: ['Sport'],
      indoorOutdoor: 'outdoor',
      completedAt: null,
      stepsDone: 1,
      stepsTotal: 3,
      inMyList: false,
      rating: null,
      places: [],
      steps: [
        { text: 'Buy a wetsuit', done: true },
        { text: 'Find a club', done: false },
        { text: 'Swim a mile', done: false },
      ],
    },
  ],
} as unknown as SharedList;

it('shows the steps after "1 of 3 steps", and offers the target date after a copy without setting it', async () => {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      calls.push({ url: url.href, method, body });
      const answer =
        url.pathname === '/api/list/copy'
          ? { item: { id: 'mine1', steps: [] }, suggestedTargetDate: '2027-06-01', message: 'Copied to your list' }
          : { item: { id: 'mine1', targetDate: '2027-06-01', steps: [] } };
      return new Response(JSON.stringify(answer), {
        status: url.pathname === '/api/list/copy' ? 201 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(accountQueries.me().queryKey, { id: 'u1', profile: { username: 'me' }, flags: {} } as never);
  render(
    <QueryClientProvider client={queryClient}>
      <SharedListView data={data} />
    </QueryClientProvider>,
  );
  const card = screen.getByRole('link', { name: 'Swim the Channel' }).closest('article') as HTMLElement;
  expect(within(card).getByText('33% done · 1 of 3 steps')).toBeInTheDocument();
  const steps = within(card).getByRole('list', { name: 'Steps of Swim the Channel' });
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Buy a wetsuit (done)', 'Find a club', 'Swim a mile']);

  const user = userEvent.setup();
  await user.click(within(card).getByRole('button', { name: 'Copy to my list: Swim the Channel' }));
  expect(await within(card).findByText('Their target date is 1 Jun 2027. Use it for yours?')).toBeInTheDocument();
  // Copying sends only the item: the date is not set until the member takes it.
  expect(calls.map((c) => [c.method, new URL(c.url).pathname])).toEqual([['POST', '/api/list/copy']]);
  await user.click(within(card).getByRole('button', { name: 'Use this date' }));
  expect(await within(card).findByText('Target date set to 1 Jun 2027')).toBeInTheDocument();
  expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { targetDate: '2027-06-01' } });
  expect(new URL(calls.at(-1)?.url ?? '').pathname).toBe('/api/list/mine1');
});
