import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AppealDialog } from '@/features/moderation/appeal-dialog';
import { AppealThread } from '@/features/moderation/appeal-thread';
import { ACTION_NAMES, formatDate } from '@/features/moderation/format';
import { moderationQueries } from '@/features/moderation/queries';
import { AccountControls } from '@/features/profile/components/account-controls';
import { errorMessage } from '@/lib/api';

export const Route = createFileRoute('/_member/restricted')({
  head: () => ({ meta: [{ title: 'Account restricted | Lifelist' }] }),
  component: Restricted,
});

/** Why a suspended or banned member is restricted, with the Appeal button and their data controls. */
function Restricted() {
  const status = useQuery(moderationQueries.status());
  const [appealing, setAppealing] = useState(false);
  if (status.isError)
    return (
      <Screen title="Your account">
        <Alert variant="destructive">{errorMessage(status.error, 'Failed to load moderation actions')}</Alert>
      </Screen>
    );
  if (!status.data) return null;
  const r = status.data.restriction;
  if (!r)
    return (
      <Screen title="Your account">
        <EmptyState
          title="Your account is in good standing"
          action={
            <Button asChild>
              <Link to="/">Go home</Link>
            </Button>
          }
        >
          There is no suspension or ban on your account.
        </EmptyState>
      </Screen>
    );
  return (
    <Screen title={r.kind === 'banned' ? 'Your account is banned' : 'Your account is suspended'}>
      <div className="flex max-w-2xl flex-col gap-6">
        <dl className="grid gap-3 rounded-xl border p-5 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">Action</dt>
          <dd>{r.action ? ACTION_NAMES[r.action.actionType] : r.kind === 'banned' ? 'Ban' : 'Suspension'}</dd>
          <dt className="font-medium">Reason</dt>
          <dd>{r.action?.reason ?? 'Not recorded'}</dd>
          <dt className="font-medium">Content concerned</dt>
          <dd className="whitespace-pre-wrap">{r.content ?? 'Your account as a whole'}</dd>
          <dt className="font-medium">{r.kind === 'banned' ? 'Ends' : 'Ends on'}</dt>
          <dd>{r.kind === 'banned' ? 'Only if an appeal is approved' : formatDate(r.endDate)}</dd>
          {r.action ? (
            <>
              <dt className="font-medium">Date</dt>
              <dd>{formatDate(r.action.createdAt)}</dd>
            </>
          ) : null}
        </dl>
        <p className="text-muted-foreground">
          You can still read everything, see your messages from the moderators, download your data or delete your
          account. Posting, commenting, liking, messaging, following, writing blogs, reporting and uploading are paused
          {r.kind === 'suspended' ? ' until the suspension ends' : ''}.
        </p>
        {r.appeal ? (
          <AppealThread appeal={r.appeal} />
        ) : r.action ? (
          <Button className="self-start" onClick={() => setAppealing(true)}>
            Appeal
          </Button>
        ) : null}
        {r.action ? <AppealDialog actionId={r.action.id} open={appealing} onOpenChange={setAppealing} /> : null}
        <AccountControls />
      </div>
    </Screen>
  );
}
