import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A 1-5 scale with its labels; optional scales also offer 'Not specified'. */
export function ScaleField({
  id,
  label,
  labels,
  value,
  optional,
  onChange,
}: {
  id: string;
  label: string;
  labels: readonly string[];
  value: number | null;
  optional?: boolean;
  onChange: (value: number | null) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        size="compact"
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        {optional ? <option value="">Not specified</option> : null}
        {labels.map((text, i) => (
          <option key={text} value={i + 1}>
            {i + 1} - {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A choice among fixed values with their labels. */
export function ChoiceField<T extends string>({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect size="compact" id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {(Object.entries(options) as [T, string][]).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
