import { Star } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useRateItem } from '../queries';

const ASPECTS = [
  { key: 'difficulty', label: 'Difficulty' },
  { key: 'cost', label: 'Cost' },
  { key: 'enjoyment', label: 'Enjoyment' },
] as const;
type Ratings = Record<(typeof ASPECTS)[number]['key'], number | null>;

function StarRow({ label, value, onChange }: { label: string; value: number | null; onChange: (v: number) => void }) {
  return (
    <fieldset className="flex items-center justify-between gap-4">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden className="text-sm font-medium">
        {label}
      </span>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded p-0.5 focus-within:ring-2 focus-within:ring-ring">
            <input
              type="radio"
              name={label}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={`${label} ${n} of 5`}
            />
            <Star
              className={cn('size-7', value && n <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
              aria-hidden
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Opens after completing: Skip, or Save Rating with at least one of difficulty, cost and enjoyment. */
export function RatingDialog({
  itemId,
  open,
  onOpenChange,
}: {
  itemId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const rate = useRateItem();
  const [ratings, setRatings] = useState<Ratings>({ difficulty: null, cost: null, enjoyment: null });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>How was it?</DialogTitle>
          <DialogDescription>
            Rate what you just completed. Your enjoyment score feeds the activity's rating.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3">
          {ASPECTS.map((a) => (
            <StarRow
              key={a.key}
              label={a.label}
              value={ratings[a.key]}
              onChange={(v) => setRatings((r) => ({ ...r, [a.key]: v }))}
            />
          ))}
        </div>
        {problem || rate.isError ? (
          <Alert variant="destructive">{problem ?? errorMessage(rate.error, 'Failed to rate activity')}</Alert>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Skip
          </Button>
          <Button
            disabled={rate.isPending}
            onClick={() => {
              if (!ratings.difficulty && !ratings.cost && !ratings.enjoyment)
                return setProblem('Please choose at least one rating');
              setProblem(null);
              rate.mutate({ id: itemId, ...ratings }, { onSuccess: () => onOpenChange(false) });
            }}
          >
            Save Rating
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
