import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueries } from '@/features/account/queries';
import type { ListItem } from '@/features/list/queries';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: React.ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

afterEach(() => vi.unstubAllGlobals());

const card = (over: Record<string, unknown>) => ({
  id: 'i1',
  status: 'in_progress',
  progress: 33,
  privacy: 'public',
  targetDate: '2027-09-01',
  priority: 3,
  activityId: 21,
  customActivityId: null,
  reminders: true,
  title: 'Sail to Skye',
  displayTitle: null,
  imageUrl: null,
  categoryTags: ['Outdoor'],
  indoorOutdoor: 'outdoor',
  stepsTotal: 3,
  stepsDone: 1,
  rated: false,
  nextStep: { text: 'Book the ferry', dueDate: '2027-08-01' },
  ...over,
});

function client() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(accountQueries.me().queryKey, null as never);
  return queryClient;
}

describe('dates on the plan', () => {
  it("shows each list card's next open step with its due date", async () => {
    const items = [
      card({}),
      card({ id: 'i2', title: 'Learn Gaelic', nextStep: { text: 'Find a class', dueDate: null } }),
      card({ id: 'i3', title: 'Run a marathon', status: 'completed', nextStep: { text: 'Left over', dueDate: null } }),
      card({ id: 'i4', title: 'Bake bread', stepsTotal: 0, stepsDone: 0, nextStep: null }),
    ];
    const body = {
      items,
      pagination: { offset: 0, limit: 48, hasMore: false },
      stats: { total: 4, notStarted: 0, inProgress: 3, completed: 1, averageProgress: 50 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
    );
    const { MyList } = await import('@/features/list/components/my-list');
    render(
      <QueryClientProvider client={client()}>
        <MyList />
      </QueryClientProvider>,
    );
    const first = (await screen.findByRole('link', { name: 'Sail to Skye' })).closest('article') as HTMLElement;
    expect(first).toHaveTextContent('Next step: Book the ferry · due 1 Aug 2027');
    const undated = screen.getByRole('link', { name: 'Learn Gaelic' }).closest('article') as HTMLElement;
    expect(undated).toHaveTextContent('Next step: Find a class');
    expect(undated).not.toHaveTextContent('due');
    // A completed item, or one without steps, has no next step.
    expect(screen.getByRole('link', { name: 'Run a marathon' }).closest('article')).not.toHaveTextContent('Next step');
    expect(screen.getByRole('link', { name: 'Bake bread' }).closest('article')).not.toHaveTextContent('Next step');
  });

  it("shows the item's target date beside its plan on the activity page", async () => {
    const { PlanPanel } = await import('@/features/list/components/plan-panel');
    const item = {
      ...card({}),
      steps: [{ id: 's1', text: 'Book the ferry', done: false, dueDate: '2027-08-01' }],
    } as unknown as ListItem;
    const { rerender } = render(
      <QueryClientProvider client={client()}>
        <PlanPanel item={item} />
      </QueryClientProvider>,
    );
    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('Target date: 1 Sept 2027');
    rerender(
      <QueryClientProvider client={client()}>
        <PlanPanel item={{ ...item, targetDate: null }} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('region', { name: 'Your plan' })).not.toHaveTextContent('Target date');
  });
});
