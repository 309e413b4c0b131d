import { createFileRoute, Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useConfirmAccount } from '@/features/account/queries';
import { ApiError, errorMessage } from '@/lib/api';

export const Route = createFileRoute('/confirm-account/$token')({
  head: () => ({ meta: [{ title: 'Confirm your account | Lifelist' }, { name: 'robots', content: 'noindex' }] }),
  component: ConfirmAccount,
});

/**
 * The link from the sign-up e-mail: confirms the address and opens the account, once; asks for
 * another username if the chosen one was taken meanwhile.
 */
function ConfirmAccount() {
  const { token } = Route.useParams();
  const confirm = useConfirmAccount();
  const { mutate } = confirm;
  // Send the link once, even when an effect runs twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [mutate, token]);
  // Someone took the username between sign-up and this link: the account opens with another. The
  // form stays while the new one is refused too (taken, or not a username).
  const [username, setUsername] = useState('');
  const [retried, setRetried] = useState(false);
  const code = confirm.error instanceof ApiError ? confirm.error.code : null;
  const usernameTaken = code === 'USERNAME_TAKEN' || (retried && code === 'VALIDATION');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (usernameTaken) field.current?.focus();
  }, [usernameTaken]);
  const retry = (event: FormEvent) => {
    event.preventDefault();
    setRetried(true);
    confirm.mutate({ token, username: username.trim() });
  };
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>Confirm your account</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {confirm.isSuccess ? (
            confirm.data.signedIn ? (
              <>
                <Alert role="status">
                  Welcome to Lifelist! Your e-mail address is confirmed and your account is ready.
                </Alert>
                <Button asChild>
                  <Link to="/coach">Meet your coach</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/profile">Go to my profile</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/activities">Explore activities</Link>
                </Button>
              </>
            ) : (
              <>
                <Alert role="status">Your e-mail address is already confirmed. Sign in to continue.</Alert>
                <Button asChild>
                  <Link to="/auth">Sign In</Link>
                </Button>
              </>
            )
          ) : usernameTaken ? (
            <form onSubmit={retry} className="flex flex-col gap-3" noValidate>
              <Alert variant="destructive" role="alert">
                {code === 'USERNAME_TAKEN'
                  ? 'Your username was taken while your link was on its way. Choose another to finish.'
                  : errorMessage(confirm.error, 'Please choose another username.')}
              </Alert>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="confirm-username">Username</Label>
                <Input
                  id="confirm-username"
                  ref={field}
                  autoComplete="username"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  aria-describedby="confirm-username-help"
                />
                <p id="confirm-username-help" className="text-xs text-muted-foreground">
                  3-20 characters, letters, numbers, and underscores only
                </p>
              </div>
              <Button type="submit" disabled={confirm.isPending || username.trim().length < 3}>
                {confirm.isPending ? 'Confirming...' : 'Finish creating my account'}
              </Button>
            </form>
          ) : confirm.isError ? (
            <>
              <Alert variant="destructive">{errorMessage(confirm.error, 'This link is invalid or has expired')}</Alert>
              <p className="text-sm text-muted-foreground">Sign in with your e-mail and password to get a new link.</p>
              <Button asChild variant="outline">
                <Link to="/auth">Sign In</Link>
              </Button>
            </>
          ) : (
            <p role="status" className="text-muted-foreground">
              Confirming...
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
