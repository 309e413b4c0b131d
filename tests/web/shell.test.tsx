import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Avatar, initials } from '@/components/avatar';
import { CountryPicker } from '@/components/header';
import { accountQueries } from '@/features/account/queries';
import { roleBadge } from '@/features/account/roles';
import { capCount } from '@/lib/utils';

function MockLink({
  children,
  to,
  search,
  ...rest
}: {
  children: React.ReactNode;
  to: string;
  search?: Record<string, string>;
}) {
  return (
    <a href={search ? `${to}?${new URLSearchParams(search)}` : to} {...rest}>
      {children}
    </a>
  );
}

vi.mock('@tanstack/react-router', () => ({
  Link: MockLink,
  useRouter: () => ({ invalidate: () => undefined }),
}));

describe('count badges', () => {
  it('shows the number up to 9 and 9+ above', () => {
    expect(capCount(1)).toBe('1');
    expect(capCount(9)).toBe('9');
    expect(capCount(10)).toBe('9+');
    expect(capCount(250)).toBe('9+');
  });
});

describe('avatar', () => {
  it('takes the first letters of up to two words, upper-case', () => {
    expect(initials('maya okafor')).toBe('MO');
    expect(initials('Jean Paul Sartre')).toBe('JP');
    expect(initials('  cher ')).toBe('C');
    expect(initials('')).toBe('');
  });

  it('falls back to initials when there is no image or a placeholder host', () => {
    const { container, rerender } = render(<Avatar name="Maya Okafor" />);
    expect(container.textContent).toContain('MO');
    rerender(<Avatar name="Maya Okafor" src="https://via.placeholder.com/150" />);
    expect(container.querySelector('img')).toBeNull();
    rerender(<Avatar name="Maya Okafor" src="/media/avatars/1.png" />);
    expect(screen.getByRole('img', { name: "Maya Okafor's avatar" })).toBeInTheDocument();
  });
});

describe('role badge', () => {
  const base = { role: 'user', isAdmin: false, isSuspended: false, isBanned: false };
  it('is absent for plain members and names staff roles', () => {
    expect(roleBadge(base)).toBeNull();
    expect(roleBadge({ ...base, role: 'superAdmin' })?.label).toBe('Super Admin');
    expect(roleBadge({ ...base, role: 'modManager' })?.label).toBe('Mod Manager');
    expect(roleBadge({ ...base, isAdmin: true })?.label).toBe('Admin');
  });
  it('lets Banned and Suspended override the role', () => {
    expect(roleBadge({ ...base, role: 'admin', isSuspended: true })?.label).toBe('Suspended');
    expect(roleBadge({ ...base, role: 'admin', isSuspended: true, isBanned: true })?.label).toBe('Banned');
  });
});

describe('error messages', () => {
  it('says the action failed when the network or server did, and the server’s reason when it refused', async () => {
    const { ApiError, errorMessage } = await import('@/lib/api');
    const network = new ApiError(0, 'NETWORK', 'Network error: Unable to connect to server.');
    expect(errorMessage(network, 'Failed to post comment')).toBe('Failed to post comment');
    expect(errorMessage(new ApiError(500, 'INTERNAL', 'Something went wrong'), 'Failed to post comment')).toBe(
      'Failed to post comment',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to post comment')).toBe('Failed to post comment');
    expect(errorMessage(new ApiError(403, 'FORBIDDEN', 'You cannot comment on this post'), 'x')).toBe(
      'You cannot comment on this post',
    );
    expect(errorMessage(new Error('Title is required'), 'Failed to save activity')).toBe('Title is required');
  });
});

describe('the header’s country', () => {
  const renderPicker = (me: unknown) => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(accountQueries.me().queryKey, me as never);
    return render(
      <QueryClientProvider client={client}>
        <CountryPicker id="c" />
      </QueryClientProvider>,
    );
  };

  it('is a choice for a guest, and for a member their profile’s country and zone, changed in Settings', () => {
    const guest = renderPicker(null);
    expect(screen.getByLabelText('Country').tagName).toBe('SELECT');
    guest.unmount();
    renderPicker({ profile: { country: 'GB', timezone: 'Asia/Tokyo' } });
    const link = screen.getByRole('link', { name: /^Your country UK and time zone Asia\/Tokyo/ });
    expect(link).toHaveAttribute('href', '/settings?section=region');
    expect(screen.queryByLabelText('Country')).toBeNull();
  });
});
