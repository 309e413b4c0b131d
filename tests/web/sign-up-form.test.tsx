import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from '@/features/account/components/sign-up-form';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignUpForm onDone={onDone} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onDone };
}

async function fillStep1(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values = {
    Email: 'sam@example.com',
    Password: 'long enough',
    'First name': 'Sam',
    Username: 'sam_w',
    Age: '30',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('sign-up step 1', () => {
  it('asks for every required field and the terms before moving on', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue to Additional Details' }));
    expect(screen.getByText('Please fill in all required fields and accept the terms')).toBeInTheDocument();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Additional Details' }));
    expect(screen.getByText('Please fill in all required fields and accept the terms')).toBeInTheDocument();
  });

  it('gives the spec messages for age and password', async () => {
    const { user } = setup();
    await fillStep1(user, { Age: '12' });
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Additional Details' }));
    expect(screen.getByText('You must be at least 13 years old to register')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Age/)).toHaveAttribute('aria-invalid', 'true');

    await fillStep1(user, { Password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Continue to Additional Details' }));
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
  });

  it('moves to step 2 with valid details, defaults the country to the United Kingdom, and can go back', async () => {
    const { user } = setup();
    expect(screen.getByLabelText(/^Country/)).toHaveValue('GB');
    await fillStep1(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ available: true, message: null })),
    );
    await user.click(screen.getByRole('button', { name: 'Continue to Additional Details' }));
    expect(await screen.findByRole('heading', { name: 'Tell Us More About Yourself' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(30 + 12 + 8 + 1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sam@example.com');
  });

  it('says a taken username at step 1, before step 2', async () => {
    const fetch = vi.fn(async () => Response.json({ available: false, message: 'This username is already taken' }));
    vi.stubGlobal('fetch', fetch);
    const { user } = setup();
    await fillStep1(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Additional Details' }));
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Tell Us More About Yourself' })).toBeNull();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/api/account/username-available?username=sam_w');
  });
});
