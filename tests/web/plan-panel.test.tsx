import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { progressLabel } from '@/features/list/progress';
import type { ListItem } from '@/features/list/queries';

const item = {
  id: 'i1',
  status: 'not_started',
  progress: 0,
  privacy: 'public',
  targetDate: null,
  priority: 3,
  reminders: true,
  activityId: 1,
  customActivityId: null,
  title: 'Learn to sail',
  displayTitle: null,
  imageUrl: null,
  categoryTags: ['Outdoor'],
  steps: [
    { id: 's1', text: 'Find a school', done: false },
    { id: 's2', text: 'Book a course', done: false },
  ],
} as unknown as ListItem;

/** The server: reading works; ticking a step waits until the test lets it fail or pass. */
let failTick: (() => void) | null = null;
let passTick: (() => void) | null = null;
let passOrder: (() => void) | null = null;
const ticked = {
  ...item,
  status: 'in_progress',
  progress: 50,
  steps: [
    { id: 's2', text: 'Book a course', done: false },
    { id: 's1', text: 'Find a school', done: true },
  ],
};
const posted = vi.fn();
const patched = vi.fn();
vi.mock('@/lib/api', async (original) => {
  const real = await original<typeof import('@/lib/api')>();
  const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
  return {
    ...real,
    api: {
      list: {
        activity: { ':id': { $get: () => json({ item }) } },
        ':id': {
          steps: {
            $post: (args: unknown) => {
              posted(args);
              return json({ item });
            },
            order: {
              $put: () =>
                new Promise<Response>((resolve) => {
                  passOrder = () => resolve(new Response(JSON.stringify({ item }), { status: 200 }));
                }),
            },
            ':stepId': {
              $patch: (args: unknown) =>
                new Promise<Response>((resolve) => {
                  patched(args);
                  failTick = () =>
                    resolve(new Response(JSON.stringify({ error: 'Step not found', code: 'X' }), { status: 404 }));
                  passTick = () => resolve(new Response(JSON.stringify({ item: ticked }), { status: 200 }));
                }),
            },
          },
        },
      },
    },
  };
});

const { PlanPanel } = await import('@/features/list/components/plan-panel');
const { listQueries, progressOf } = await import('@/features/list/queries');

function Harness() {
  const { data } = useQuery({ ...listQueries.forActivity(1), initialData: item, staleTime: Number.POSITIVE_INFINITY });
  return data ? <PlanPanel item={data} /> : null;
}

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>,
  );

describe('the plan panel', () => {
  it('shows a tick at once, and undoes it with the server’s message when refused', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByText('0% done · 0 of 2 steps')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Find a school' }));
    // Before the server answers.
    expect(await screen.findByText('50% done · 1 of 2 steps')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Find a school' })).toBeChecked();
    failTick?.();
    expect(await screen.findByText('Step not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('0% done · 0 of 2 steps')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Find a school' })).not.toBeChecked();
  });

  it('keeps a tick made while an earlier change settles, instead of refetching over it', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Move step “Book a course” up' }));
    await user.click(screen.getByRole('checkbox', { name: 'Find a school' }));
    // The reorder settles while the tick is still on its way: a list read now would say unticked.
    passOrder?.();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('checkbox', { name: 'Find a school' })).toBeChecked();
    passTick?.();
    await waitFor(() => expect(screen.getByText('50% done · 1 of 2 steps')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Find a school' })).toBeChecked();
  });

  it('sets a step’s due date and sends only what changed', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit step “Find a school”' }));
    await user.type(screen.getByLabelText('Due date'), '2027-03-14');
    await user.click(screen.getByRole('button', { name: 'Save step' }));
    expect(patched).toHaveBeenLastCalledWith({
      param: { id: 'i1', stepId: 's1' },
      json: { text: undefined, dueDate: '2027-03-14' },
    });
  });

  it('checks a new step before sending it', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    expect(screen.getByText('Please write the step')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Add a step'), '  Buy gloves ');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    expect(posted).toHaveBeenCalledWith({ param: { id: 'i1' }, json: { text: 'Buy gloves' } });
  });

  it('offers moving a step only where it can go', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Move step “Find a school” up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move step “Find a school” down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move step “Book a course” down' })).toBeDisabled();
  });
});

describe('progress from steps', () => {
  it('is the share ticked, a completed item stays at 100, and without steps it is the member’s', () => {
    const steps = [
      { id: 'a', text: 'a', done: true, dueDate: null },
      { id: 'b', text: 'b', done: false, dueDate: '2027-03-14' },
      { id: 'c', text: 'c', done: false, dueDate: null },
    ];
    expect(progressOf(item, steps)).toBe(33);
    expect(progressOf({ ...item, status: 'completed' }, steps)).toBe(100);
    expect(progressOf({ ...item, progress: 40 }, [])).toBe(40);
  });
});

describe('progress in words', () => {
  it('says a completed item is completed, whatever its steps say', () => {
    expect(progressLabel({ status: 'completed', progress: 100 }, 0, 2)).toBe('Completed');
    expect(progressLabel({ status: 'in_progress', progress: 50 }, 1, 2)).toBe('50% done · 1 of 2 steps');
    expect(progressLabel({ status: 'in_progress', progress: 30 }, 0, 0)).toBe('30% done');
    expect(progressLabel({ status: 'not_started', progress: 0 }, 0, 1)).toBe('0% done · 0 of 1 step');
  });
});
