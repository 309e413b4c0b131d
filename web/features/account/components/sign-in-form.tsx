import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { SignInInput } from '../../../../worker/contracts/account';
import { useSignIn } from '../queries';
import { Field } from './field';

export function SignInForm({ onDone }: { onDone: () => void }) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      noValidate
      aria-label="Sign in"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = v.safeParse(SignInInput, { email, password });
        if (!parsed.success) return setProblem(parsed.issues[0].message);
        setProblem(null);
        signIn.mutate(parsed.output, { onSuccess: onDone });
      }}
    >
      <Field id="signin-email" label="Email">
        {(p) => (
          <Input {...p} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        )}
      </Field>
      <Field id="signin-password" label="Password">
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <div className="text-right text-sm">
        <Link to="/forgot-password" className="text-primary hover:underline">
          Forgot your password?
        </Link>
      </div>
      {problem || signIn.isError ? (
        <Alert variant="destructive">{problem ?? errorMessage(signIn.error, 'An error occurred during sign in')}</Alert>
      ) : null}
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
