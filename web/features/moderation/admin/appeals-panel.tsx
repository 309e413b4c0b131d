import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { APPEAL_QUESTION_MAX, APPEAL_RESPONSE_MAX } from '../../../../worker/contracts/moderation';
import { ACTION_NAMES, formatDate } from '../format';
import { type Appeal, moderationQueries, useAskQuestion, useRespondToAppeal } from '../queries';

/** The Appeals tab: every appeal, newest first; pending ones can be questioned once and decided. */
export function AppealsPanel({ onBanner }: { onBanner: (text: string) => void }) {
  const list = useQuery(moderationQueries.appeals());
  if (list.isError) return <Alert variant="destructive">{errorMessage(list.error, 'Failed to load appeals')}</Alert>;
  if (list.isSuccess && list.data.appeals.length === 0)
    return <EmptyState title="No appeals">Appeals from members appear here.</EmptyState>;
  return (
    <ul className="flex flex-col gap-3">
      {list.data?.appeals.map((a) => (
        <AppealCard key={a.id} appeal={a} onBanner={onBanner} />
      ))}
    </ul>
  );
}

function AppealCard({ appeal: a, onBanner }: { appeal: Appeal; onBanner: (text: string) => void }) {
  const id = useId();
  const [response, setResponse] = useState('');
  const [question, setQuestion] = useState('');
  const respond = useRespondToAppeal();
  const ask = useAskQuestion();
  const pending = a.status === 'pending';
  const decide = (status: 'approved' | 'rejected') =>
    respond.mutate({ id: a.id, status, response }, { onSuccess: (r) => onBanner(r.message) });
  return (
    <li className="flex flex-col gap-3 rounded-xl border p-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          @{a.user.username} appeals a {ACTION_NAMES[a.action.actionType].toLowerCase()}
        </h3>
        <Badge variant={pending ? 'warning' : a.status === 'approved' ? 'default' : 'destructive'}>{a.status}</Badge>
        <span className="ml-auto text-xs text-muted-foreground">{formatDate(a.createdAt, true)}</span>
      </div>
      <p className="text-sm text-muted-foreground">Action reason: {a.action.reason}</p>
      <p className="whitespace-pre-wrap">{a.message}</p>
      {a.moderatorQuestion ? (
        <p className="text-sm">
          <span className="font-medium">Question:</span> {a.moderatorQuestion}
        </p>
      ) : null}
      {a.userAnswer ? (
        <p className="text-sm">
          <span className="font-medium">Answer:</span> {a.userAnswer}
        </p>
      ) : a.moderatorQuestion && pending ? (
        <p className="text-sm text-muted-foreground">Waiting for the member's answer.</p>
      ) : null}
      {!pending ? (
        <p className="text-sm">
          <span className="font-medium">Decision by @{a.reviewer?.username ?? 'unknown'}</span> on{' '}
          {formatDate(a.reviewedAt, true)}: {a.moderatorResponse}
        </p>
      ) : (
        <div className="flex flex-col gap-3 border-t pt-3">
          {!a.moderatorQuestion ? (
            <form
              className="flex flex-col gap-1.5"
              onSubmit={(e) => {
                e.preventDefault();
                ask.mutate({ id: a.id, question }, { onSuccess: () => onBanner('Question sent') });
              }}
            >
              <Label htmlFor={`${id}-question`}>Ask the member a question (once)</Label>
              <Textarea
                id={`${id}-question`}
                maxLength={APPEAL_QUESTION_MAX}
                value={question}
                onChange={(e) => setQuestion(e.target.value)}
              />
              <Button
                type="submit"
                size="sm"
                variant="outline"
                className="self-start"
                disabled={!question.trim() || ask.isPending}
              >
                Ask question
              </Button>
            </form>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-response`}>Response to the member</Label>
            <Textarea
              id={`${id}-response`}
              maxLength={APPEAL_RESPONSE_MAX}
              value={response}
              onChange={(e) => setResponse(e.target.value)}
            />
          </div>
          <div className="flex gap-2">
            <Button size="sm" disabled={!response.trim() || respond.isPending} onClick={() => decide('approved')}>
              Approve
            </Button>
            <Button
              size="sm"
              variant="destructive"
              disabled={!response.trim() || respond.isPending}
              onClick={() => decide('rejected')}
            >
              Reject
            </Button>
          </div>
        </div>
      )}
      {respond.isError ? (
        <Alert variant="destructive">{errorMessage(respond.error, 'Failed to respond to appeal')}</Alert>
      ) : null}
      {ask.isError ? <Alert variant="destructive">{errorMessage(ask.error, 'Failed to send message')}</Alert> : null}
    </li>
  );
}
