import { useQuery } from '@tanstack/react-query';
import { Avatar } from '@/components/avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { socialQueries, useUnblock, useUnmute } from '../queries';

type Person = { id: string; username: string; firstName: string; avatarUrl: string | null };

function PeopleList({
  id,
  title,
  empty,
  people,
  action,
  onAction,
  pending,
}: {
  id: string;
  title: string;
  empty: string;
  people: Person[] | undefined;
  action: string;
  onAction: (userId: string) => void;
  pending: boolean;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h4 id={id} className="font-medium">
        {title}
      </h4>
      {people === undefined ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading...
        </p>
      ) : people.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">
          {people.map((p) => (
            <li key={p.id} className="flex items-center gap-3 p-3">
              <Avatar src={p.avatarUrl} name={p.firstName} size="sm" />
              <span className="min-w-0 flex-1 truncate">
                {p.firstName} <span className="text-muted-foreground">@{p.username}</span>
              </span>
              <Button size="sm" variant="outline" onClick={() => onAction(p.id)} disabled={pending}>
                {action}
                <span className="sr-only"> {p.firstName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Settings: the members I blocked (Unblock) and muted (Unmute), the only way back to a blocked profile. */
export function BlockedAndMuted() {
  const blocks = useQuery(socialQueries.blocks());
  const mutes = useQuery(socialQueries.mutes());
  const unblock = useUnblock();
  const unmute = useUnmute();
  const failure = [blocks, mutes].find((q) => q.isError)?.error ?? [unblock, unmute].find((m) => m.isError)?.error;
  return (
    <section aria-labelledby="blocked-muted" className="flex flex-col gap-4 border-t pt-6">
      <div>
        <h3 id="blocked-muted" className="font-semibold">
          Blocked and muted members
        </h3>
        <p className="text-sm text-muted-foreground">
          Blocked members and you cannot see or reach each other. Muted members are not told; you just stop seeing their
          posts, comments and notifications. To block or mute someone, use the More menu on their profile.
        </p>
      </div>
      {failure ? <Alert variant="destructive">{errorMessage(failure, 'Something went wrong')}</Alert> : null}
      <PeopleList
        id="blocked-list"
        title="Blocked"
        empty="You have not blocked anyone."
        people={blocks.data?.blocks.map((b) => b.user)}
        action="Unblock"
        onAction={(id) => unblock.mutate(id)}
        pending={unblock.isPending}
      />
      <PeopleList
        id="muted-list"
        title="Muted"
        empty="You have not muted anyone."
        people={mutes.data?.mutes.map((m) => m.user)}
        action="Unmute"
        onAction={(id) => unmute.mutate(id)}
        pending={unmute.isPending}
      />
    </section>
  );
}
