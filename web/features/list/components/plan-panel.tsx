import { ArrowDown, ArrowUp, CalendarDays, Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { MAX_STEPS, STEP_MAX_LENGTH, STEP_MESSAGES } from '../../../../worker/contracts/catalogue-display';
import { progressLabel } from '../progress';
import {
  type ListItem,
  type Step,
  useAddStep,
  useDeleteStep,
  useReorderSteps,
  useUpdateItem,
  useUpdateStep,
} from '../queries';

const PROGRESS_STEPS = Array.from({ length: 11 }, (_, i) => i * 10);

/** Checks a step's text as the server does, so a mistake shows before anything is sent. */
export function stepProblem(text: string) {
  const trimmed = text.trim();
  if (!trimmed) return 'Please write the step';
  if (trimmed.length > STEP_MAX_LENGTH) return `A step can be at most ${STEP_MAX_LENGTH} characters`;
  return null;
}

export function ProgressBar({ label, value, className }: { label: string; value: number; className?: string }) {
  return (
    <div
      className={cn('h-2 overflow-hidden rounded-full bg-muted', className)}
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}

function StepRow({
  item,
  step,
  index,
  onMove,
}: {
  item: ListItem;
  step: Step;
  index: number;
  onMove: (from: number, to: number) => void;
}) {
  const update = useUpdateStep();
  const remove = useDeleteStep();
  const [editing, setEditing] = useState<string | null>(null);
  const [due, setDue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const open = () => {
    setProblem(null);
    setEditing(step.text);
    setDue(step.dueDate ?? '');
  };
  const save = () => {
    if (editing === null) return;
    const issue = stepProblem(editing);
    if (issue) return setProblem(issue);
    setProblem(null);
    // Only what changed is sent: the words, the due date (cleared to none), or both.
    const text = editing.trim() === step.text ? undefined : editing.trim();
    const dueDate = (due || null) === step.dueDate ? undefined : due || null;
    if (text === undefined && dueDate === undefined) return setEditing(null);
    update.mutate({ id: item.id, stepId: step.id, text, dueDate }, { onSuccess: () => setEditing(null) });
  };
  const failure = update.error ?? remove.error;
  return (
    <li className="flex flex-col gap-1 rounded-lg border bg-background px-3 py-2">
      <div className="flex items-center gap-2">
        {editing === null ? (
          <>
            <Checkbox
              id={`${id}-done`}
              checked={step.done}
              onCheckedChange={(on) => update.mutate({ id: item.id, stepId: step.id, done: on === true })}
            />
            <Label
              htmlFor={`${id}-done`}
              className={cn(
                'min-w-0 flex-1 break-words font-normal',
                step.done && 'text-muted-foreground line-through',
              )}
            >
              {step.text}{' '}
              {step.dueDate ? (
                <span className="ml-2 whitespace-nowrap text-xs text-muted-foreground">
                  by {formatDate(step.dueDate)}
                </span>
              ) : null}
            </Label>
            <Button variant="ghost" size="icon" aria-label={`Edit step “${step.text}”`} onClick={open}>
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move step “${step.text}” up`}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move step “${step.text}” down`}
              disabled={index === item.steps.length - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <ArrowDown aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete step “${step.text}”`}
              onClick={() => remove.mutate({ id: item.id, stepId: step.id })}
            >
              <Trash2 aria-hidden />
            </Button>
          </>
        ) : (
          <form
            className="flex flex-1 flex-wrap items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <Label htmlFor={`${id}-text`} className="sr-only">
              Step
            </Label>
            <Input
              id={`${id}-text`}
              className="min-w-40 flex-1"
              value={editing}
              maxLength={STEP_MAX_LENGTH}
              autoFocus
              aria-invalid={problem ? true : undefined}
              onChange={(e) => setEditing(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.preventDefault();
                  setEditing(null);
                  setProblem(null);
                }
              }}
            />
            <Label htmlFor={`${id}-due`} className="sr-only">
              Due date
            </Label>
            <Input
              id={`${id}-due`}
              type="date"
              className="w-auto"
              value={due}
              onChange={(e) => setDue(e.target.value)}
            />
            <Button type="submit" size="icon" aria-label="Save step" disabled={update.isPending}>
              <Check aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="Cancel"
              onClick={() => {
                setEditing(null);
                setProblem(null);
              }}
            >
              <X aria-hidden />
            </Button>
          </form>
        )}
      </div>
      {problem || failure ? (
        <p role="alert" className="text-sm text-destructive">
          {problem ?? errorMessage(failure, 'Failed to update the step')}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The plan for one list item: its checklist (add, rename, reorder, tick, delete) and its progress.
 * With steps, progress is the share ticked; without, the member sets it in 10% steps.
 */
export function PlanPanel({ item }: { item: ListItem }) {
  const add = useAddStep();
  const reorder = useReorderSteps();
  const setProgress = useUpdateItem();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const steps = item.steps;
  const done = steps.filter((s) => s.done).length;
  const full = steps.length >= MAX_STEPS;

  const move = (from: number, to: number) => {
    const ids = steps.map((s) => s.id);
    const [moved] = ids.splice(from, 1);
    if (moved) ids.splice(to, 0, moved);
    reorder.mutate({ id: item.id, ids });
  };
  const submit = () => {
    const issue = full ? STEP_MESSAGES.tooMany : stepProblem(text);
    if (issue) return setProblem(issue);
    setProblem(null);
    add.mutate({ id: item.id, text: text.trim() }, { onSuccess: () => setText('') });
  };
  const failure = add.error ?? reorder.error ?? setProgress.error;

  return (
    <section aria-labelledby={`${id}-plan`} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-plan`} className="text-lg font-semibold">
          Your plan
        </h2>
        {item.targetDate ? (
          <p className="flex items-center gap-1 text-sm">
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
            Target date: {formatDate(item.targetDate)}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {progressLabel(item, done, steps.length)}
        </p>
      </div>
      <ProgressBar label="Progress" value={item.progress} />
      {steps.length === 0 && item.status !== 'completed' ? (
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-progress`}>Progress</Label>
          <NativeSelect
            id={`${id}-progress`}
            value={item.progress}
            onChange={(e) => setProgress.mutate({ id: item.id, progress: Number(e.target.value) })}
          >
            {PROGRESS_STEPS.map((p) => (
              <option key={p} value={p}>
                {p}%
              </option>
            ))}
          </NativeSelect>
          <span className="text-xs text-muted-foreground">Or break it into steps below.</span>
        </div>
      ) : null}
      {steps.length ? (
        <ol className="flex flex-col gap-2" aria-label="Steps">
          {steps.map((step, index) => (
            <StepRow key={step.id} item={item} step={step} index={index} onMove={move} />
          ))}
        </ol>
      ) : null}
      {steps.length > 0 && done === steps.length && item.status !== 'completed' ? (
        <p className="text-sm font-medium">Every step is done. Complete it when you're ready.</p>
      ) : null}
      <form
        noValidate
        className="flex flex-col gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Label htmlFor={`${id}-new`}>Add a step</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-new`}
            className="min-w-0"
            value={text}
            maxLength={STEP_MAX_LENGTH}
            placeholder={full ? STEP_MESSAGES.tooMany : 'e.g. Book the tickets'}
            disabled={full}
            aria-describedby={`${id}-count`}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" disabled={add.isPending || full}>
            <Plus aria-hidden /> Add step
          </Button>
        </div>
        <span id={`${id}-count`} className="text-xs text-muted-foreground">
          {steps.length}/{MAX_STEPS} steps
        </span>
      </form>
      {problem || failure ? (
        <Alert variant="destructive">{problem ?? errorMessage(failure, 'Failed to update activity')}</Alert>
      ) : null}
    </section>
  );
}
