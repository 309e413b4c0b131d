import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComposerSlot } from '@/features/community/components/composer-slot';

vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => vi.fn(),
  useBlocker: () => undefined,
  Link: ({ children, to: _to, ...rest }: { children: React.ReactNode; to: string }) => <a {...rest}>{children}</a>,
}));

describe('the feed composer', () => {
  it('loads the full composer when the box is focused, keeping the text and the cursor', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ComposerSlot me={{ id: 'p1', first_name: 'Robin', avatar_url: null }} />
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form', { name: 'Create a post' });
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'What have you been up to?' }), 'Up at dawn');
    // The composer's own controls arrive; the text typed so far is in its box, with focus.
    await screen.findByRole('button', { name: 'Post' });
    const box = screen.getByRole('textbox', { name: 'What have you been up to?' });
    await waitFor(() => expect(box).toHaveValue('Up at dawn'));
    expect(box).toHaveFocus();
    expect(form).not.toBeInTheDocument();
    await userEvent.type(box, '!');
    expect(box).toHaveValue('Up at dawn!');
    expect(screen.getByText(`${300 - 'Up at dawn!'.length} characters remaining`)).toBeInTheDocument();
  });
});
