import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueries } from '@/features/account/queries';
import { CoachView } from '@/features/coach/components/coach-view';
import { coachQueries } from '@/features/coach/queries';
import type { CoachCard, CoachMessageDto, CoachThread } from '../../worker/contracts/coach';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: React.ReactNode; to: string }) => <a href={to}>{children}</a>,
  useNavigate: () => () => undefined,
}));

afterEach(() => vi.unstubAllGlobals());

const message = (over: Partial<CoachMessageDto>): CoachMessageDto => ({
  id: crypto.randomUUID(),
  role: 'coach',
  text: 'Hello Ada, I am your Lifelist coach.',
  cards: [],
  suggestions: [],
  undo: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

const idea: CoachCard = {
  type: 'idea',
  activity: {
    id: 7,
    title: 'Watch the Perseids',
    imageUrl: null,
    category: 'Outdoor',
    cost: 1,
    time: 2,
    indoorOutdoor: 'outdoor',
  },
  reason: 'Free or nearly, outdoors',
};

type Call = { method: string; url: string; body: unknown };

/** The server: each call recorded; `answer` says what each gets. */
function serve(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function Harness() {
  const { data } = useQuery(coachQueries.thread());
  return data ? <CoachView thread={data} /> : null;
}

function renderCoach(thread: CoachThread) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(accountQueries.me().queryKey, {
    profile: { id: 'u1' },
    flags: { isRestricted: false },
  } as never);
  queryClient.setQueryData(coachQueries.thread().queryKey, thread);
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return queryClient;
}

const thread = (messages: CoachMessageDto[]): CoachThread => ({
  messages,
  style: 'gentle_encouragement',
  weeklyCheckin: true,
  checkinDay: 1,
  checkinTime: '09:00',
});

describe('the coach screen', () => {
  it('undoes a reply that changed the list, once, and says so', async () => {
    const done = message({
      text: 'Ticked off “Buy a wetsuit” on “Learn to surf”: 1 of 3 steps done.',
      undo: 'available',
    });
    const undone = { ...done, undo: 'done' as const };
    const calls = serve((call) =>
      call.method === 'POST' ? Response.json({ message: undone }) : Response.json(thread([undone])),
    );
    renderCoach(thread([done]));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      expect.stringMatching(new RegExp(`/api/coach/messages/${done.id}/undo$`)),
    ]);
  });

  it('saves the weekly check-in’s day and hour as they are chosen, and hides them when it is off', async () => {
    let settings: Record<string, unknown> = {
      style: 'gentle_encouragement',
      weeklyCheckin: true,
      checkinDay: 1,
      checkinTime: '09:00',
    };
    const calls = serve((call) => {
      settings = { ...settings, ...(call.body as object) };
      return Response.json(settings);
    });
    renderCoach(thread([message({})]));
    await userEvent.selectOptions(screen.getByLabelText('Check-in day'), 'Sundays');
    await waitFor(() => expect(screen.getByLabelText('Check-in day')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Check-in time'), 'at 19:00');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { checkinDay: 0 },
        { checkinTime: '19:00' },
      ]),
    );
    expect(screen.getByLabelText('Check-in day')).toHaveDisplayValue('Sundays');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Weekly check-in' }));
    await waitFor(() => expect(screen.queryByLabelText('Check-in day')).toBeNull());
  });

  it('offers no Undo on a reply that changed nothing', () => {
    serve(() => Response.json({}));
    renderCoach(thread([message({ text: 'Which one did you mean?' })]));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('gives a refused message back to the composer, with the server’s words', async () => {
    const refusal = "You're writing to the coach very quickly. Please wait 5 minutes and try again.";
    serve(() => Response.json({ error: refusal, code: 'RATE_LIMITED' }, { status: 429 }));
    renderCoach(thread([message({})]));
    const box = screen.getByRole('textbox', { name: 'Message to your coach' });
    await userEvent.type(box, 'What should I do next?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(box).toHaveValue('What should I do next?');
    const log = screen.getByRole('list', { name: 'Conversation with your coach' });
    expect(within(log).queryByText('What should I do next?')).toBeNull();
  });

  it('sends a suggested reply and shows the answer with its cards', async () => {
    const calls = serve((call) =>
      call.method === 'POST'
        ? Response.json(
            {
              messages: [
                message({ role: 'member', text: 'Suggest something cheap' }),
                message({ text: 'A few ideas you might enjoy.', cards: [idea] }),
              ],
              style: 'gentle_encouragement',
            },
            { status: 201 },
          )
        : Response.json({}),
    );
    renderCoach(thread([message({ suggestions: ['Suggest something cheap', 'How am I doing?'] })]));
    await userEvent.click(screen.getByRole('button', { name: 'Suggest something cheap' }));
    expect(await screen.findByText('A few ideas you might enjoy.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/api/coach/messages'))?.body).toEqual({ text: 'Suggest something cheap' });
    const card = screen.getByRole('article', { name: 'Watch the Perseids' });
    expect(within(card).getByRole('link', { name: 'Watch the Perseids' })).toHaveAttribute('href', '/activity/$id');
    expect(within(card).getByRole('button', { name: 'Add to my list' })).toBeEnabled();
  });

  it('lets the member edit a proposed plan before adding it, and shows it added', async () => {
    const plan: Extract<CoachCard, { type: 'steps' }> = {
      type: 'steps',
      title: 'Learn to surf',
      activityId: 12,
      itemId: null,
      state: 'proposed',
      steps: [
        { text: 'Find a surf school', dueDate: '2026-11-28' },
        { text: 'Book your first lesson', dueDate: '2026-12-05' },
        { text: 'Practise three times a week', dueDate: '2026-12-12' },
      ],
    };
    const proposal = message({ text: 'Here is a gentle plan.', cards: [plan] });
    const calls = serve((call) =>
      Response.json({
        message: {
          ...proposal,
          cards: [{ ...plan, state: 'accepted', steps: (call.body as { steps: unknown }).steps }],
        },
        item: { id: 'i1', activityId: 12, customActivityId: null },
      }),
    );
    renderCoach(thread([proposal]));
    const first = screen.getByRole('textbox', { name: 'Step 1' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Watch a surf video');
    fireEvent.change(screen.getByLabelText('Date of step 2'), { target: { value: '2026-12-06' } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove step 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add these steps' }));
    expect(await screen.findByText(/Added to your list/)).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      action: 'accept',
      steps: [
        { text: 'Watch a surf video', dueDate: '2026-11-28' },
        { text: 'Book your first lesson', dueDate: '2026-12-06' },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Add these steps' })).toBeNull();
  });

  it('keeps a plan from being added with an empty step', async () => {
    const plan: CoachCard = {
      type: 'steps',
      title: 'Write a novel',
      activityId: null,
      itemId: null,
      state: 'proposed',
      steps: [{ text: 'Spend ten minutes outlining', dueDate: '2026-11-27' }],
    };
    serve(() => Response.json({}));
    renderCoach(thread([message({ cards: [plan] })]));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Step 1' }));
    expect(screen.getByRole('button', { name: 'Add these steps' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove step 1' })).toBeDisabled();
  });

  it('saves a new coaching style and the weekly check-in', async () => {
    const calls = serve((call) =>
      Response.json({
        style: 'tough_love',
        weeklyCheckin: (call.body as { weeklyCheckin?: boolean }).weeklyCheckin ?? true,
      }),
    );
    renderCoach(thread([message({})]));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Coaching style' }), 'tough_love');
    const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    await waitFor(() => expect(puts()).toEqual([{ coachingStyle: 'tough_love' }]));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Weekly check-in' }));
    await waitFor(() => expect(puts().at(-1)).toEqual({ weeklyCheckin: false }));
    expect(screen.getByRole('checkbox', { name: 'Weekly check-in' })).not.toBeChecked();
  });
});
