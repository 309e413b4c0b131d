import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { PostActions } from '@/features/community/components/post-actions';
import type { PostDto } from '../../worker/contracts/community';

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const post: PostDto = {
  id: 'p1',
  content: 'Sunrise on the ridge',
  media: [],
  visibility: 'public',
  location: null,
  activity: null,
  custom_activity: null,
  created_at: '2026-11-20T08:00:00Z',
  edited_at: null,
  likes_count: 4,
  comments_count: 0,
  shares_count: 0,
  saves_count: 0,
  liked: false,
  saved: false,
  hashtags: [],
  author: { id: 'u2', username: 'ines', first_name: 'Ines', last_name: null, avatar_url: null },
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

function renderActions() {
  const onMessage = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PostActions post={post} signedIn onComment={() => {}} onMessage={onMessage} onSave={() => {}} />
    </QueryClientProvider>,
  );
  return onMessage;
}

it("shows the server's own words when it refuses a like (too many in a row), and undoes the heart", async () => {
  answer(429, { error: 'Too many requests. Please slow down.', code: 'RATE_LIMITED' });
  const onMessage = renderActions();
  await userEvent.click(screen.getByRole('button', { name: /^Like,/ }));
  await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith('Too many requests. Please slow down.', 'error'));
  expect(screen.getByRole('button', { name: /^Like,/ })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByTestId('likes-count')).toHaveTextContent('4');
});

it('keeps the general message when the server failed', async () => {
  answer(500, { error: 'Internal error', code: 'INTERNAL' });
  const onMessage = renderActions();
  await userEvent.click(screen.getByRole('button', { name: /^Like,/ }));
  await vi.waitFor(() =>
    expect(onMessage).toHaveBeenCalledWith('Failed to update like status. Please try again.', 'error'),
  );
});
