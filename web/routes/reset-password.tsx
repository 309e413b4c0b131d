import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage, postJson } from '@/lib/api';
import { searchReader, text } from '@/lib/url-search';

export const Route = createFileRoute('/reset-password')({
  validateSearch: searchReader({ token: text(), error: text() }),
  head: () => ({ meta: [{ title: 'Choose a new password | Lifelist' }] }),
  component: ResetPassword,
});

function ResetPassword() {
  const { token, error } = Route.useSearch();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: () => postJson('/api/auth/reset-password', { token, newPassword: password }),
  });
  const invalid = !token || error;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>Choose a new password</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {invalid ? (
            <Alert variant="destructive">This reset link is invalid or has expired. Ask for a new one.</Alert>
          ) : reset.isSuccess ? (
            <Alert variant="success">Your password has been changed and other sessions were signed out.</Alert>
          ) : (
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(e) => {
                e.preventDefault();
                if (password.length < 8) return setProblem('Password must be at least 8 characters long');
                if (password !== confirm) return setProblem('The passwords do not match');
                setProblem(null);
                reset.mutate();
              }}
            >
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="new-password">New password</Label>
                <Input
                  id="new-password"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="confirm-password">Confirm new password</Label>
                <Input
                  id="confirm-password"
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
              </div>
              {problem || reset.isError ? (
                <Alert variant="destructive">
                  {problem ?? errorMessage(reset.error, 'This reset link is invalid or has expired.')}
                </Alert>
              ) : null}
              <Button type="submit" disabled={reset.isPending}>
                Set new password
              </Button>
            </form>
          )}
          <Link
            to={invalid ? '/forgot-password' : '/auth'}
            className="text-center text-sm text-primary hover:underline"
          >
            {invalid ? 'Ask for a new link' : 'Go to sign in'}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
