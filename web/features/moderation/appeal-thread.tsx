import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { APPEAL_ANSWER_MAX } from '../../../worker/contracts/moderation';
import { useAnswerQuestion } from './queries';

type AppealState = {
  id: string;
  message: string;
  status: 'pending' | 'approved' | 'rejected';
  moderatorQuestion: string | null;
  userAnswer: string | null;
  moderatorResponse: string | null;
};

const STATUS_LABEL = { pending: 'Appeal pending', approved: 'Appeal approved', rejected: 'Appeal rejected' } as const;

/** The member's side of an appeal: what they wrote, the moderator's question and their one answer. */
export function AppealThread({ appeal }: { appeal: AppealState }) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const send = useAnswerQuestion();
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-muted/60 p-3 text-sm">
      <Badge
        variant={appeal.status === 'approved' ? 'default' : appeal.status === 'rejected' ? 'destructive' : 'warning'}
        className="self-start"
      >
        {STATUS_LABEL[appeal.status]}
      </Badge>
      <p>
        <span className="font-medium">You wrote:</span> {appeal.message}
      </p>
      {appeal.moderatorQuestion ? (
        <p>
          <span className="font-medium">Moderator asked:</span> {appeal.moderatorQuestion}
        </p>
      ) : null}
      {appeal.userAnswer ? (
        <p>
          <span className="font-medium">You answered:</span> {appeal.userAnswer}
        </p>
      ) : appeal.moderatorQuestion && appeal.status === 'pending' ? (
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate({ id: appeal.id, answer });
          }}
        >
          <Label htmlFor={`${id}-answer`}>Your answer</Label>
          <Textarea
            id={`${id}-answer`}
            required
            maxLength={APPEAL_ANSWER_MAX}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
          {send.isError ? (
            <Alert variant="destructive">{errorMessage(send.error, 'Failed to send message')}</Alert>
          ) : null}
          <Button type="submit" size="sm" className="self-start" disabled={send.isPending || !answer.trim()}>
            Send answer
          </Button>
        </form>
      ) : null}
      {appeal.moderatorResponse ? (
        <p>
          <span className="font-medium">Decision:</span> {appeal.moderatorResponse}
        </p>
      ) : null}
    </div>
  );
}
