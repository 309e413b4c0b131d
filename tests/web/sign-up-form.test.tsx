import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from '@/features/account/components/sign-up-form';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignUpForm />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
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

  it('lets the terms be read in a new tab, apart from the box that accepts them', async () => {
    setup();
    for (const name of ['Terms of Service', 'Privacy Policy']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.closest('label')).toBeNull();
    }
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

describe('sign-up step 2', () => {
  it('sends the form with the picture, then says where the link went and can send it again', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        calls.push({ url: String(url), init });
        if (String(url).includes('username-available')) return Response.json({ available: true, message: null });
        if (String(url).includes('/api/account/sign-up')) {
          return Response.json(
            {
              email: 'sam@example.com',
              message:
                'We have sent a link to sam@example.com. Open it within 24 hours to finish creating your account.',
            },
            { status: 202 },
          );
        }
        return Response.json({ status: true });
      }),
    );
    const { user } = setup();
    await fillStep1(user);
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Profile picture/), picture);
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Additional Details' }));
    await screen.findByRole('heading', { name: 'Tell Us More About Yourself' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/We have sent a link to sam@example.com/)).toBeInTheDocument();
    const sent = calls.find((c) => c.url.includes('/api/account/sign-up'));
    const form = sent?.init?.body as FormData;
    expect(JSON.parse(String(form.get('data')))).toMatchObject({
      email: 'sam@example.com',
      username: 'sam_w',
      age: 30,
    });
    expect((form.get('avatar') as File).name).toBe('me.png');

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent the link again to sam@example.com.')).toBeInTheDocument();
    const resent = calls.find((c) => c.url.includes('/api/account/sign-up/resend'));
    expect(JSON.parse(String(resent?.init?.body))).toEqual({ email: 'sam@example.com' });
  });
});

describe('after a first sign-in with Google or Twitter', () => {
  it('asks only for what the provider did not give, and sets up the profile', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        const body = input instanceof Request ? await input.text() : init?.body;
        calls.push({ url, body: typeof body === 'string' && body ? JSON.parse(body) : null });
        if (url.includes('username-available')) return Response.json({ available: true, message: null });
        if (url.includes('/api/me/current')) return Response.json({ me: null, newAccount: null });
        return Response.json({ profile: {}, flags: {} }, { status: 201 });
      }),
    );
    const ready = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SignUpForm account={{ email: 'sam@example.com', name: 'Sam Rivers' }} onProfileReady={ready} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Sam');
    await user.type(screen.getByLabelText(/^Username/), 'sam_rivers');
    await user.type(screen.getByLabelText(/^Age/), '30');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Additional Details' }));
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(ready).toHaveBeenCalled());
    const made = calls.find((c) => c.url.includes('/api/account/profile'));
    expect(made?.body).toMatchObject({
      firstName: 'Sam',
      username: 'sam_rivers',
      age: 30,
      country: 'GB',
      acceptTerms: true,
    });
    expect(made?.body).not.toHaveProperty('email');
    expect(made?.body).not.toHaveProperty('password');
  });
});
