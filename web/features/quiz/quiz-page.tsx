import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { accountQueries } from '@/features/account/queries';
import { useAddToList } from '@/features/list/queries';
import { api, errorMessage, unwrap } from '@/lib/api';
import { cn } from '@/lib/utils';
import { activityImage, displayTitle } from '../../../worker/contracts/catalogue-display';
import { QUIZ_INTERESTS, QUIZ_QUESTIONS, QuizAnswers } from '../../../worker/contracts/quiz';

type Draft = Partial<Omit<QuizAnswers, 'interests'>> & { interests: string[] };
type Recommendation = Awaited<ReturnType<typeof fetchRecommendations>>['items'][number];

const fetchRecommendations = (answers: QuizAnswers) => unwrap(api.quiz.recommendations.$post({ json: answers }));

const optionClass = (on: boolean) =>
  cn(
    'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
    on ? 'border-primary bg-primary/10' : 'hover:bg-accent',
  );

function AddButton({ item, signedIn }: { item: Recommendation; signedIn: boolean }) {
  const add = useAddToList();
  const [added, setAdded] = useState(false);
  if (!signedIn) {
    return (
      <Button asChild size="sm" variant="outline">
        <Link to="/auth" search={{ redirect: '/quiz' }}>
          <Plus aria-hidden /> Add to My List
        </Link>
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Button
        size="sm"
        variant={added ? 'secondary' : 'default'}
        disabled={added || add.isPending}
        onClick={() =>
          add.mutate(
            { activityId: item.id, privacy: 'public', targetDate: null, priority: 3 },
            { onSuccess: () => setAdded(true) },
          )
        }
      >
        {added ? <Check aria-hidden /> : <Plus aria-hidden />}
        {added ? 'On your list' : 'Add to My List'}
        <span className="sr-only">: {displayTitle(item)}</span>
      </Button>
      {add.isError ? (
        <p role="alert" className="text-xs text-destructive">
          {errorMessage(add.error, 'Failed to add activity to list')}
        </p>
      ) : null}
    </div>
  );
}

/** Six questions and an interest pick, then twelve activities from the catalogue that fit. */
export function QuizPage() {
  const me = useQuery(accountQueries.me());
  const [draft, setDraft] = useState<Draft>({ interests: [] });
  const [problem, setProblem] = useState<string | null>(null);
  const result = useMutation({ mutationFn: fetchRecommendations });
  // The results replace the questions: the reader is taken to their heading (view and focus), and
  // back to the quiz's own when they retake it, not left mid-page.
  const heading = useRef<HTMLHeadingElement>(null);
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    const el = heading.current;
    if (!moves || !el) return;
    el.scrollIntoView({ block: 'start' });
    el.focus({ preventScroll: true });
  }, [moves]);
  const answered = (draft.interests.length ? 1 : 0) + Object.keys(QUIZ_QUESTIONS).filter((k) => k in draft).length;
  const total = Object.keys(QUIZ_QUESTIONS).length + 1;

  if (result.data) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 ref={heading} tabIndex={-1} className="scroll-mt-20 text-3xl font-bold outline-none">
              Your twelve next adventures
            </h1>
            <p className="text-muted-foreground">
              {result.data.saved
                ? 'We saved your answers to your profile, so your suggestions keep fitting you.'
                : 'Sign in to keep your answers and add these to your list.'}
            </p>
          </div>
          <Button
            variant="outline"
            onClick={() => {
              result.reset();
              setMoves((n) => n + 1);
            }}
          >
            <RotateCcw aria-hidden /> Retake the quiz
          </Button>
        </div>
        {result.data.items.length === 0 ? (
          <p>No activities match those answers yet. Try widening your budget or interests.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.data.items.map((item) => (
              <li key={item.id} className="flex flex-col overflow-hidden rounded-xl border bg-card">
                <img
                  src={activityImage(item)}
                  alt=""
                  width={800}
                  height={500}
                  loading="lazy"
                  className="aspect-[8/5] w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h2 className="font-semibold">
                    <Link to="/activity/$id" params={{ id: String(item.id) }} className="hover:underline">
                      {displayTitle(item)}
                    </Link>
                  </h2>
                  <ul className="flex flex-wrap gap-1" aria-label="Why it fits">
                    {item.reasons.map((r) => (
                      <li key={r} className="rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
                        {r}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto pt-2">
                    <AddButton item={item} signedIn={Boolean(me.data)} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <form
      className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10"
      aria-labelledby="quiz-title"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = v.safeParse(QuizAnswers, draft);
        if (!parsed.success) {
          setProblem(parsed.issues[0].message);
          return;
        }
        setProblem(null);
        result.mutate(parsed.output, { onSuccess: () => setMoves((n) => n + 1) });
      }}
    >
      <div>
        <h1 id="quiz-title" ref={heading} tabIndex={-1} className="scroll-mt-20 text-3xl font-bold outline-none">
          Find your next adventure
        </h1>
        <p className="text-muted-foreground">
          Seven quick questions, twelve ideas from our catalogue that fit you. {answered} of {total} answered.
        </p>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-lg font-semibold">1. Which of these light you up? Pick any.</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {QUIZ_INTERESTS.map((i) => {
            const on = draft.interests.includes(i.label);
            return (
              <label key={i.label} className={optionClass(on)}>
                <input
                  type="checkbox"
                  className="accent-primary"
                  checked={on}
                  onChange={() =>
                    setDraft((d) => ({
                      ...d,
                      interests: on ? d.interests.filter((x) => x !== i.label) : [...d.interests, i.label],
                    }))
                  }
                />
                {i.label}
              </label>
            );
          })}
        </div>
      </fieldset>
      {(Object.entries(QUIZ_QUESTIONS) as [keyof typeof QUIZ_QUESTIONS, (typeof QUIZ_QUESTIONS)['budget']][]).map(
        ([key, q], n) => (
          <fieldset key={key} className="flex flex-col gap-3">
            <legend className="mb-3 text-lg font-semibold">
              {n + 2}. {q.question}
            </legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {(q.choices as { value: string | number; label: string }[]).map((c) => {
                const on = draft[key] === c.value;
                return (
                  <label key={String(c.value)} className={optionClass(on)}>
                    <input
                      type="radio"
                      name={key}
                      className="accent-primary"
                      checked={on}
                      onChange={() => setDraft((d) => ({ ...d, [key]: c.value }))}
                    />
                    {c.label}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ),
      )}
      {problem || result.isError ? (
        <Alert variant="destructive">{problem ?? errorMessage(result.error, 'Failed to load recommendations')}</Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={result.isPending} className="self-start">
        {result.isPending ? 'Finding ideas...' : 'Show my recommendations'}
      </Button>
    </form>
  );
}
