import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useConfirmEmail } from '@/features/profile/queries';
import { errorMessage } from '@/lib/api';

export const Route = createFileRoute('/confirm-email/$token')({
  head: () => ({ meta: [{ title: 'Confirm your e-mail | Lifelist' }, { name: 'robots', content: 'noindex' }] }),
  component: ConfirmEmail,
});

/** The link from the confirmation e-mail: the change is made once, when the page opens. */
function ConfirmEmail() {
  const { token } = Route.useParams();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // The link is single use: send it once, even when an effect runs twice.
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
          <CardTitle>Confirm your e-mail</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {confirm.isSuccess ? (
            <>
              <Alert role="status">
                Your e-mail address is now {confirm.data.email}.{' '}
                {confirm.data.signedOut ? 'Sign in with it from now on.' : 'Other devices have been signed out.'}
              </Alert>
              <Button asChild>
                <Link to={confirm.data.signedOut ? '/auth' : '/profile'}>
                  {confirm.data.signedOut ? 'Sign In' : 'Go to my profile'}
                </Link>
              </Button>
            </>
          ) : confirm.isError ? (
            <>
              <Alert variant="destructive">{errorMessage(confirm.error, 'This link is invalid or has expired')}</Alert>
              <Button asChild variant="outline">
                <Link to="/settings" search={{ section: 'security' }}>
                  Back to Settings
                </Link>
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
