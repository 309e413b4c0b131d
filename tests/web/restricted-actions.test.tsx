import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueries } from '@/features/account/queries';
import { UnlessRestricted } from '@/features/moderation/restricted';
import { RelationshipControls } from '@/features/social/components/relationship-controls';
import { socialQueries } from '@/features/social/queries';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: React.ReactNode; to: string }) => <a href={to}>{children}</a>,
  useNavigate: () => () => undefined,
}));

afterEach(() => vi.unstubAllGlobals());

const status = {
  isFollowing: false,
  isFollowingYou: false,
  isBlocked: false,
  isBlockedByYou: false,
  isMutedByYou: false,
  followStatus: 'none' as const,
  messageRefusal: null as string | null,
};

function renderWith(me: unknown, node: React.ReactNode, relation?: typeof status) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(accountQueries.me().queryKey, me as never);
  if (relation) queryClient.setQueryData(socialQueries.status('u2').queryKey, relation as never);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({})),
  );
  render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

const member = (restriction: Record<string, unknown> = {}) => ({
  profile: { id: 'u1', isBanned: false, suspensionEndDate: null, ...restriction },
  flags: { isRestricted: Object.keys(restriction).length > 0 },
});

describe('a suspended or banned member is shown what the server would answer', () => {
  it('instead of a composer or a comment box, the server’s words with a way to appeal', () => {
    renderWith(
      member({ suspensionEndDate: '2027-03-14T00:00:00.000Z' }),
      <UnlessRestricted>
        <textarea aria-label="What's on your mind?" />
      </UnlessRestricted>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      screen.getByText(/Your account is suspended until 2027-03-14\. You can read content and appeal the decision\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See why and appeal' })).toHaveAttribute('href', '/restricted');
  });

  it('a member in good standing gets the form', () => {
    renderWith(
      member(),
      <UnlessRestricted>
        <textarea aria-label="What's on your mind?" />
      </UnlessRestricted>,
    );
    expect(screen.getByRole('textbox', { name: "What's on your mind?" })).toBeInTheDocument();
  });
});

describe('Message on a profile is offered only when a message would go', () => {
  const controls = <RelationshipControls userId="u2" name="Ana" signedIn />;

  it('is a link when the messaging API would take it', () => {
    renderWith(member(), controls, status);
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/messages/$threadId');
  });

  it('is not there across a block, either way', () => {
    renderWith(member(), controls, { ...status, isBlocked: true, messageRefusal: "You can't message this member." });
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Message' })).toBeNull();
  });

  it('says why not when the member’s settings or a suspension would refuse it', () => {
    renderWith(member(), controls, { ...status, messageRefusal: "Ana isn't accepting new messages." });
    const button = screen.getByRole('button', { name: 'Message' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Ana isn't accepting new messages.");
  });
});
