import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlogDetailDto } from '../../worker/contracts/blogs';

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));
vi.mock('@/features/moderation/report-dialog', () => ({ ReportDialog: () => null }));
vi.mock('@/lib/api', async (original) => {
  const real = await original<typeof import('@/lib/api')>();
  const ok = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  return {
    ...real,
    api: {
      blogs: {
        ':id': {
          // The like fails on the network; saving works.
          like: { $put: () => Promise.reject(new TypeError('Failed to fetch')), $delete: () => ok({}) },
          save: { $put: () => ok({ saved: true }), $delete: () => ok({ saved: false }) },
          share: { $post: () => ok({ shares_count: 1 }) },
          reactions: { $post: () => ok({ reactions: [] }) },
        },
      },
    },
  };
});

const { EngagementBar } = await import('@/features/blogs/components/engagement-bar');

const blog = {
  id: 'b1',
  title: 'A trip',
  liked_by_me: false,
  saved_by_me: false,
  likes_count: 0,
  shares_count: 0,
  reactions: [],
  can_edit: false,
  author: { id: 'a1' },
} as unknown as BlogDetailDto;

describe('blog engagement messages', () => {
  it('clears an earlier like error when the next action starts', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EngagementBar blog={blog} signedIn />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: /^Like/ }));
    await screen.findByText('Something went wrong');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(screen.queryByText('Something went wrong')).toBeNull());
  });
});
