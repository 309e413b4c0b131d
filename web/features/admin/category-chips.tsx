import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { api, unwrap } from '@/lib/api';
import { cn } from '@/lib/utils';
import { CATEGORIES } from '../../../worker/contracts/enums';

type Category = (typeof CATEGORIES)[number];

/** Multi-select category chips; hovering or focusing one shows the category's description. */
export function CategoryChips({
  value,
  onToggle,
  labelledBy,
}: {
  value: string[];
  onToggle: (category: Category) => void;
  labelledBy: string;
}) {
  const categories = useQuery({
    queryKey: ['activities', 'categories'],
    queryFn: () => unwrap(api.activities.categories.$get()),
    staleTime: 5 * 60_000,
  });
  const describe = (name: string) => categories.data?.categories.find((c) => c.name === name)?.description ?? '';
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {CATEGORIES.map((name) => {
        const on = value.includes(name);
        return (
          <li key={name}>
            <button
              type="button"
              aria-pressed={on}
              title={describe(name)}
              onClick={() => onToggle(name)}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                on ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
              )}
            >
              {on ? <Check className="size-3" aria-hidden /> : null}
              {name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
