import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TakeActionDialog } from '@/features/moderation/admin/take-action-dialog';
import { formatDate } from '@/features/moderation/format';
import type { PendingReport } from '@/features/moderation/queries';
import { ReportButton } from '@/features/moderation/report-button';

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

/** Answers every request with one JSON body and records what was sent. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sentBody = (fetch: ReturnType<typeof answer>) => JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));

afterEach(() => vi.unstubAllGlobals());

const report = (over: Partial<PendingReport> = {}) =>
  ({
    id: 'r1',
    targetType: 'post',
    targetId: 'p1',
    postId: 'p1',
    reason: 'Spam or scam',
    extraNotes: null,
    contentSnapshot: 'Buy followers now',
    createdAt: new Date().toISOString(),
    postVisibility: 'public',
    reporter: { id: 'u1', username: 'robin', firstName: 'Robin', avatarUrl: null },
    targetUser: { id: 'u2', username: 'maya_okafor', firstName: 'Maya' },
    ...over,
  }) as unknown as PendingReport;

describe('moderation dates', () => {
  it("shows 'Unknown date' when a date cannot be shown", () => {
    expect(formatDate(null)).toBe('Unknown date');
    expect(formatDate('not a date')).toBe('Unknown date');
    expect(formatDate('2026-05-12T10:00:00Z')).not.toBe('Unknown date');
  });
});

describe('Take Action on User', () => {
  it('keeps the button disabled until a reason is given, then sends the action for the report', async () => {
    const fetch = answer(201, { action: { id: 'a1' }, message: 'Moderation action created successfully' });
    const onDone = vi.fn();
    wrap(<TakeActionDialog report={report()} onOpenChange={() => {}} onDone={onDone} />);
    // The dialog's code loads when it first opens.
    const submit = await screen.findByRole('button', { name: 'Take Action' });
    expect(submit).toBeDisabled();
    expect(screen.getByText(/The report is marked resolved\./)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action Type' }), 'suspension');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Spam');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('suspension'));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/moderation/actions');
    expect(sentBody(fetch)).toEqual({
      action_type: 'suspension',
      reason: 'Spam',
      report_id: 'r1',
      suspension_days: 30,
    });
  });

  it('suspends for the chosen length, or until a chosen date, and acts on a member without a report', async () => {
    const fetch = answer(201, { action: { id: 'a2' }, message: 'Moderation action created successfully' });
    const onDone = vi.fn();
    wrap(
      <TakeActionDialog
        report={{ targetUser: { id: 'u9', username: 'sam' } }}
        onOpenChange={() => {}}
        onDone={onDone}
      />,
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Action Type' }), 'suspension');
    // No report here, so none is said to be resolved.
    expect(screen.getByText(/who receives a message with the reason/)).toBeInTheDocument();
    expect(screen.queryByText(/The report is marked resolved/)).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Suspension length' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Cool off');
    await userEvent.click(screen.getByRole('button', { name: 'Take Action' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('suspension'));
    expect(sentBody(fetch)).toEqual({
      action_type: 'suspension',
      reason: 'Cool off',
      target_user_id: 'u9',
      suspension_days: 3,
    });
  });

  it('offers Remove Post only when the report concerns a post', async () => {
    const { rerender } = wrap(<TakeActionDialog report={report()} onOpenChange={() => {}} onDone={() => {}} />);
    await screen.findByRole('dialog');
    const options = () => screen.getAllByRole('option').map((o) => o.textContent);
    expect(options()).toEqual(['Warning', 'Remove Post', 'Suspend User', 'Ban User']);
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <TakeActionDialog
          report={report({ targetType: 'profile', postId: null })}
          onOpenChange={() => {}}
          onDone={() => {}}
        />
      </QueryClientProvider>,
    );
    expect(options()).toEqual(['Warning', 'Suspend User', 'Ban User']);
  });
});

describe('reporting from a card', () => {
  it("sends the target and shows the server's answer, including a duplicate", async () => {
    const fetch = answer(201, { report: { id: 'r1' }, message: 'Activity reported successfully' });
    wrap(<ReportButton targetType="custom_activity" targetId="ca1" subject="activity" label="activity Kayak trip" />);
    await userEvent.click(screen.getByRole('button', { name: 'Report activity Kayak trip' }));
    // The dialog loads when first opened.
    await userEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Activity reported successfully')).toBeInTheDocument();
    expect(sentBody(fetch)).toEqual({
      target_type: 'custom_activity',
      target_id: 'ca1',
      reason: 'Harassment or bullying',
    });

    answer(409, { code: 'ALREADY_REPORTED', error: 'You have already reported this activity' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Report activity Kayak trip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported this activity')).toBeInTheDocument();
  });
});
