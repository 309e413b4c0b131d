import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/** A group of checkboxes for a multi-choice option list. */
export function OptionChecklist<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labels,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T[];
  onChange: (next: T[]) => void;
  labels?: Partial<Record<T, string>>;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const id = `${name}-${option.replace(/\W+/g, '-').toLowerCase()}`;
          const checked = value.includes(option);
          return (
            <div key={option} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={checked}
                onCheckedChange={(on) => onChange(on ? [...value, option] : value.filter((x) => x !== option))}
              />
              <Label htmlFor={id} className="font-normal">
                {labels?.[option] ?? option}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
