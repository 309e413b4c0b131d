import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useConfirmAccount } from '@/features/account/queries';
import { errorMessage } from '@/lib/api';

export const Route = createFileRoute('/confirm-account/$token')({
  head: () => ({ meta: [{ title: 'Confirm your account | Lifelist' }, { name: 'robots', content: 'noindex' }] }),
  component: ConfirmAccount,
});

/** The link from the sign-up e-mail: confirms the address and opens the account, once. */
function ConfirmAccount() {
  const { token } = Route.useParams();
  const confirm = useConfirmAccount();
  const { mutate } = confirm;
  // Send the link once, even when an effect runs twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [mutate, token]);
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
