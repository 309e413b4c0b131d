import { useState } from 'react';
import * as v from 'valibot';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Field } from '@/features/account/components/field';
import { errorMessage } from '@/lib/api';
import { ConsentInput, type ConsentView } from '../../../../worker/contracts/oidc';
import { useAnswerConsent } from '../queries';

const SCOPE_WORDS: Record<string, string> = {
  openid: 'who you are here (an id that stays the same for this address)',
  email: 'your e-mail address, and whether it is verified',
  profile: 'your name',
};

/** A fresh address nobody has used, for trying a first sign-in. */
const newAddress = () => `tester-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * The local sign-in provider's consent screen: the tester says who they are (any address, verified
 * or not, and a name), then allows the app to sign them in or cancels.
 */
export function ConsentScreen({ request, view }: { request: string; view: ConsentView }) {
  const answer = useAnswerConsent();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailVerified, setEmailVerified] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = answer.isPending || answer.isSuccess;

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <Card>
        <CardHeader>
          <p className="text-sm font-medium text-muted-foreground">{view.provider}</p>
          <h1 className="text-2xl font-semibold leading-none tracking-tight">{`Sign in to ${view.client.name}`}</h1>
          <CardDescription>
            <span className="font-medium text-foreground">{view.client.name}</span> ({view.client.redirectOrigin}) is
            asking to sign you in with {view.provider}. It will receive:
          </CardDescription>
          <ul className="list-disc pl-5 text-sm text-muted-foreground">
            {view.scopes.map((s) => (
              <li key={s}>{SCOPE_WORDS[s] ?? s}</li>
            ))}
          </ul>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            aria-label={`Sign in with ${view.provider}`}
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              const parsed = v.safeParse(ConsentInput, { request, allow: true, email, name, emailVerified });
              if (!parsed.success) return setProblem(parsed.issues[0].message);
              setProblem(null);
              answer.mutate(parsed.output);
            }}
          >
            <p className="text-sm text-muted-foreground">
              This is the app's own stand-in provider for development: there is no password. Type any address to be that
              person, or pick one that signed in here before.
            </p>
            <Field id="consent-email" label="E-mail address" required>
              {(p) => (
                <Input
                  {...p}
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              )}
            </Field>
            <Field id="consent-name" label="Name" required>
              {(p) => <Input {...p} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />}
            </Field>
            <fieldset className="flex flex-wrap gap-2">
              <legend className="mb-2 text-sm font-medium">Or pick an address</legend>
              {view.recent.map((r) => (
                <Button
                  key={r.email}
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setEmail(r.email);
                    setName(r.name);
                  }}
                >
                  {r.email}
                </Button>
              ))}
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => {
                  setEmail(newAddress());
                  setName('Test Person');
                }}
              >
                A new address
              </Button>
            </fieldset>
            <div className="flex items-start gap-2">
              <Checkbox id="consent-verified" checked={emailVerified} onCheckedChange={setEmailVerified} />
              <Label htmlFor="consent-verified" className="font-normal leading-snug">
                The provider has verified this address (an existing account with it is then signed in; unverified, it is
                not)
              </Label>
            </div>
            {problem || answer.isError ? (
              <Alert variant="destructive">
                {problem ?? errorMessage(answer.error, 'The answer could not be sent')}
              </Alert>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => {
                  setProblem(null);
                  answer.mutate({ request, allow: false });
                }}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                Allow
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
