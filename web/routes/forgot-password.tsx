import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage, postJson } from '@/lib/api';
import { EmailSchema } from '../../worker/contracts/account';

export const Route = createFileRoute('/forgot-password')({
  head: () => ({ meta: [{ title: 'Reset your password | Lifelist' }] }),
  component: ForgotPassword,
});

function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (address: string) =>
      postJson('/api/auth/request-password-reset', { email: address, redirectTo: '/reset-password' }),
  });
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>Reset your password</CardTitle>
          <CardDescription>
            Enter your account e-mail and we'll send you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {request.isSuccess ? (
            <Alert variant="success">
              If an account uses that address, a reset link is on its way. It works for one hour.
            </Alert>
          ) : (
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(e) => {
                e.preventDefault();
                const parsed = v.safeParse(EmailSchema, email);
                if (!parsed.success) return setProblem(parsed.issues[0].message);
                setProblem(null);
                request.mutate(parsed.output);
              }}
            >
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="reset-email">Email</Label>
                <Input
                  id="reset-email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
              {problem || request.isError ? (
                <Alert variant="destructive">
                  {problem ?? errorMessage(request.error, 'Could not send the link. Please try again.')}
                </Alert>
              ) : null}
              <Button type="submit" disabled={request.isPending}>
                Send reset link
              </Button>
            </form>
          )}
          <p className="mt-4 text-center text-sm">
            <Link to="/auth" className="text-primary hover:underline">
              Back to sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
