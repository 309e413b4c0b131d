import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { Avatar } from '@/components/avatar';
import { type SaveState, SaveStatus } from '@/components/save-status';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { MUTED_WORD_MAX, MUTED_WORDS_MAX, MutedWordInput } from '../../../../worker/contracts/social';
import { socialQueries, useMuteWord, useUnblock, useUnmute, useUnmuteWord } from '../queries';

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
  const [saved, setSaved] = useState<SaveState | null>(null);
  const failure = [blocks, mutes].find((q) => q.isError)?.error ?? [unblock, unmute].find((m) => m.isError)?.error;
  // Saved at once; a refusal shows in the alert below.
  const act = (mutation: typeof unblock, userId: string) => {
    setSaved({ state: 'saving' });
    mutation.mutate(userId, { onSuccess: () => setSaved({ state: 'saved' }), onError: () => setSaved(null) });
  };
  return (
    <section aria-labelledby="blocked-muted" className="flex flex-col gap-4 border-t pt-6">
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h3 id="blocked-muted" className="font-semibold">
            Blocked and muted members
          </h3>
          <SaveStatus status={saved} />
        </div>
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
        onAction={(id) => act(unblock, id)}
        pending={unblock.isPending}
      />
      <PeopleList
        id="muted-list"
        title="Muted"
        empty="You have not muted anyone."
        people={mutes.data?.mutes.map((m) => m.user)}
        action="Unmute"
        onAction={(id) => act(unmute, id)}
        pending={unmute.isPending}
      />
    </section>
  );
}

/** Settings: words, phrases and #hashtags whose posts and blogs stay out of my feed. */
export function MutedWords() {
  const list = useQuery(socialQueries.mutedWords());
  const mute = useMuteWord();
  const unmute = useUnmuteWord();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<SaveState | null>(null);
  const words = list.data?.words;
  const done = { onSuccess: () => setSaved({ state: 'saved' as const }), onError: () => setSaved(null) };
  const add = () => {
    const parsed = v.safeParse(MutedWordInput, { word: draft });
    if (!parsed.success) return setProblem(parsed.issues[0].message);
    setProblem(null);
    setSaved({ state: 'saving' });
    mute.mutate(parsed.output.word, {
      ...done,
      onSuccess: () => {
        setDraft('');
        done.onSuccess();
      },
    });
  };
  const failure =
    problem ??
    (list.error || mute.error || unmute.error
      ? errorMessage(list.error ?? mute.error ?? unmute.error, 'Something went wrong')
      : null);
  return (
    <section aria-labelledby="muted-words" className="flex flex-col gap-3 border-t pt-6">
      <div>
        <h3 id="muted-words" className="font-semibold">
          Muted words and hashtags
        </h3>
        <p id="muted-words-hint" className="text-sm text-muted-foreground">
          Posts and blogs using these words, phrases or #hashtags are left out of your feed. A hashtag page you open
          still shows everything. Up to {MUTED_WORDS_MAX}.
        </p>
      </div>
      {/* Inside the settings form: Enter and the button add a word without saving the whole form. */}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1.5">
          <Label htmlFor="muted-word">Word, phrase or #hashtag</Label>
          <Input
            id="muted-word"
            value={draft}
            maxLength={MUTED_WORD_MAX}
            aria-describedby="muted-words-hint"
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add();
            }}
          />
        </div>
        <Button type="button" disabled={mute.isPending} onClick={add}>
          Mute
        </Button>
      </div>
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      <SaveStatus status={saved} />
      {words === undefined ? (
        list.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading...
          </p>
        ) : null
      ) : words.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have not muted any words.</p>
      ) : (
        <ul aria-label="Muted words and hashtags" className="flex flex-wrap gap-2">
          {words.map(({ word }) => (
            <li key={word} className="flex items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm">
              <span className="break-all">{word}</span>
              <Button
                size="sm"
                variant="ghost"
                className="h-7 rounded-full px-2"
                aria-label={`Unmute ${word}`}
                disabled={unmute.isPending}
                onClick={() => {
                  setSaved({ state: 'saving' });
                  unmute.mutate(word, done);
                }}
              >
                Unmute
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
