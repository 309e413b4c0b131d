import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { OIDC_PROVIDER_ID } from '../../../../worker/contracts/sign-in-providers';
import { accountQueries, startSocialSignIn } from '../queries';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** Always shown: said to be not configured when the server has no keys for them. */
const BUILT_IN = [
  { id: 'google', name: 'Google' },
  { id: 'twitter', name: 'Twitter' },
] as const;

/** What a sign-in that came back from a provider without signing in (`/auth?error=...`) means. */
const PROVIDER_ERRORS: Record<string, string> = {
  access_denied: 'Sign-in was cancelled, so you are not signed in. Choose another way to continue, or try again.',
  account_not_linked:
    'An account with this e-mail address already exists, but the provider did not confirm that the address is yours, so you were not signed in to it. Sign in with your password instead.',
};
const PROVIDER_ERROR = 'Sign-in with the provider did not complete, so you are not signed in. Please try again.';

function SocialButtons() {
  const providers = useQuery(accountQueries.providers());
  const [error, setError] = useState<string | null>(null);
  const configured = providers.data?.providers ?? [];
  const start = (id: Parameters<typeof startSocialSignIn>[0]) =>
    startSocialSignIn(id).catch((e) => setError(errorMessage(e, 'An error occurred during sign in')));
  return (
    <div className="flex flex-col gap-2">
      {BUILT_IN.map((p) => {
        const enabled = configured.some((c) => c.id === p.id);
        return (
          <div key={p.id}>
            <Button
              variant="outline"
              className="w-full"
              disabled={!enabled}
              aria-describedby={enabled ? undefined : `${p.id}-unavailable`}
              onClick={() => start(p.id)}
            >
              Continue with {p.name}
            </Button>
            {!enabled && providers.isSuccess ? (
              <p id={`${p.id}-unavailable`} className="mt-1 text-center text-xs text-muted-foreground">
                {p.name} sign-in is not configured on this server.
              </p>
            ) : null}
          </div>
        );
      })}
      {/* The OpenID Connect provider, only when the server has one (its name is the server's). */}
      {configured
        .filter((p) => p.id === OIDC_PROVIDER_ID)
        .map((p) => (
          <Button key={p.id} variant="outline" className="w-full" onClick={() => start(OIDC_PROVIDER_ID)}>
            Continue with {p.name}
          </Button>
        ))}
      {error ? <Alert variant="destructive">{error}</Alert> : null}
    </div>
  );
}

export function AuthScreen({ from }: { from: '/auth' | '/sign-in' }) {
  const search = useSearch({ from });
  const navigate = useNavigate();
  const mode = search.mode ?? 'sign-in';
  const setMode = (next: 'sign-in' | 'sign-up') =>
    navigate({ to: from, search: { ...search, mode: next }, replace: true });
  const done = () => navigate({ to: search.redirect?.startsWith('/') ? search.redirect : '/profile' });

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-12">
      <Card>
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">{mode === 'sign-in' ? 'Welcome back' : 'Create your account'}</CardTitle>
          <CardDescription>
            {mode === 'sign-in' ? (
              <button
                type="button"
                className="text-primary underline-offset-4 hover:underline"
                onClick={() => setMode('sign-up')}
              >
                Not yet registered? Create an account
              </button>
            ) : (
              <button
                type="button"
                className="text-primary underline-offset-4 hover:underline"
                onClick={() => setMode('sign-in')}
              >
                Already have an account? Sign in
              </button>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {search.error ? <Alert variant="destructive">{PROVIDER_ERRORS[search.error] ?? PROVIDER_ERROR}</Alert> : null}
          <SocialButtons />
          <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
            <span className="h-px flex-1 bg-border" />
            Or continue with email
            <span className="h-px flex-1 bg-border" />
          </div>
          {mode === 'sign-in' ? <SignInForm onDone={done} /> : <SignUpForm />}
          <p className="text-center text-xs text-muted-foreground">
            By continuing you agree to our{' '}
            <Link to="/$" params={{ _splat: 'legal/terms' }} className="underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/$" params={{ _splat: 'legal/privacy' }} className="underline">
              Privacy Policy
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
