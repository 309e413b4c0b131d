import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useTimedMessage } from '@/lib/use-timed-message';
import { ACTION_LABELS } from '../../../../worker/contracts/moderation';
import { formatDate, TARGET_NAMES } from '../format';
import { moderationQueries } from '../queries';
import { LiftDialog } from './lift-dialog';
import { TakeActionDialog } from './take-action-dialog';

const STATUS_LABEL = { active: 'Active', suspended: 'Suspended', banned: 'Banned' } as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One member's moderation history for staff: reports about them, actions, lifts and appeals. */
export function MemberHistoryPage({ userId }: { userId: string }) {
  const history = useQuery(moderationQueries.history(userId));
  const [acting, setActing] = useState(false);
  const [lifting, setLifting] = useState<'suspension' | 'ban' | null>(null);
  // Success banners disappear after 3 seconds.
  const banner = useTimedMessage();
  const h = history.data;
  return (
    <Screen
      title="Moderation history"
      actions={
        <Button variant="outline" asChild>
          <Link to="/admin/moderation">
            <ArrowLeft aria-hidden /> Back to Moderation
          </Link>
        </Button>
      }
    >
      {history.isError ? (
        <EmptyState title="Error loading content" action={<Button onClick={() => history.refetch()}>Try Again</Button>}>
          {errorMessage(history.error, 'Failed to load the history')}
        </EmptyState>
      ) : !h ? (
        <p role="status" className="text-muted-foreground">
          Loading...
        </p>
      ) : (
        <div className="flex flex-col gap-8">
          {banner.message ? <Alert variant="success">{banner.message.text}</Alert> : null}
          <header className="flex flex-wrap items-center gap-4 rounded-xl border p-4">
            <Avatar src={h.member.avatarUrl} name={h.member.firstName} size="lg" />
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
              <span className="break-words font-semibold">{h.member.firstName}</span>
              <Link
                to="/profile/$username"
                params={{ username: h.member.username }}
                className="max-w-full break-all text-sm underline"
              >
                @{h.member.username}
              </Link>
              <Badge variant={h.member.status === 'active' ? 'secondary' : 'destructive'}>
                {STATUS_LABEL[h.member.status]}
                {h.member.status === 'suspended' && h.member.suspensionEndDate
                  ? ` until ${formatDate(h.member.suspensionEndDate)}`
                  : ''}
              </Badge>
            </div>
            <div className="flex flex-wrap gap-2">
              {h.member.status === 'suspended' ? (
                <Button variant="outline" onClick={() => setLifting('suspension')}>
                  Lift suspension
                </Button>
              ) : null}
              {h.member.status === 'banned' ? (
                <Button variant="outline" onClick={() => setLifting('ban')}>
                  Lift ban
                </Button>
              ) : null}
              <Button onClick={() => setActing(true)}>Take Action</Button>
            </div>
          </header>

          <Section id="history-reports" title={`Reports about them (${h.reports.length})`}>
            {h.reports.length === 0 ? (
              <p className="text-sm text-muted-foreground">No reports.</p>
            ) : (
              <ul className="flex flex-col divide-y rounded-xl border">
                {h.reports.map((r) => (
                  <li key={r.id} className="flex flex-col gap-1 p-3 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant="outline">{TARGET_NAMES[r.targetType]}</Badge>
                      <span className="font-medium">{r.reason}</span>
                      <Badge variant={r.status === 'pending' ? 'destructive' : 'secondary'}>{r.status}</Badge>
                      <span className="text-muted-foreground">
                        from @{r.reporter.username}, {formatDate(r.createdAt)}
                      </span>
                    </div>
                    {r.contentSnapshot ? <p className="line-clamp-3 break-words">{r.contentSnapshot}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section id="history-actions" title={`Actions (${h.actions.length})`}>
            {h.actions.length === 0 && h.lifts.length === 0 ? (
              <p className="text-sm text-muted-foreground">No actions.</p>
            ) : (
              <ul className="flex flex-col divide-y rounded-xl border">
                {h.actions.map((a) => (
                  <li key={a.id} className="flex flex-col gap-1 p-3 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{ACTION_LABELS[a.actionType]}</span>
                      <span className="text-muted-foreground">
                        {formatDate(a.createdAt)}
                        {a.endsAt ? `, until ${formatDate(a.endsAt)}` : ''}
                        {a.moderator?.username ? ` by @${a.moderator.username}` : ''}
                      </span>
                    </div>
                    <p>Reason: {a.reason}</p>
                    {a.notes ? <p className="text-muted-foreground">Notes: {a.notes}</p> : null}
                  </li>
                ))}
                {h.lifts.map((l) => (
                  <li key={l.id} className="flex flex-col gap-1 p-3 text-sm">
                    <span className="font-medium">
                      {l.kind === 'ban' ? 'Ban lifted' : 'Suspension lifted'}{' '}
                      <span className="font-normal text-muted-foreground">{formatDate(l.createdAt)}</span>
                    </span>
                    <p>Reason: {l.reason}</p>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section id="history-appeals" title={`Appeals (${h.appeals.length})`}>
            {h.appeals.length === 0 ? (
              <p className="text-sm text-muted-foreground">No appeals.</p>
            ) : (
              <ul className="flex flex-col divide-y rounded-xl border">
                {h.appeals.map((a) => (
                  <li key={a.id} className="flex flex-col gap-1 p-3 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={a.status === 'pending' ? 'destructive' : 'secondary'}>{a.status}</Badge>
                      <span className="text-muted-foreground">{formatDate(a.createdAt)}</span>
                    </div>
                    <p className="break-words">{a.message}</p>
                    {a.moderatorResponse ? (
                      <p className="text-muted-foreground">Answer: {a.moderatorResponse}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      )}
      {h ? (
        <>
          <TakeActionDialog
            report={acting ? { targetUser: { id: h.member.id, username: h.member.username } } : null}
            onOpenChange={(o) => !o && setActing(false)}
            onDone={(t) => {
              setActing(false);
              banner.show(`Action taken successfully: ${t}`, 'success');
            }}
          />
          <LiftDialog
            userId={h.member.id}
            kind={lifting}
            onClose={(message) => {
              setLifting(null);
              if (message) banner.show(message, 'success');
            }}
          />
        </>
      ) : null}
    </Screen>
  );
}
