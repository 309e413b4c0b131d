import { Checkbox } from '@/components/ui/checkbox';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PRIORITY_LABELS } from '../../../../worker/contracts/catalogue-display';

export type ItemSettings = {
  privacy: 'public' | 'friends' | 'private';
  targetDate: string;
  priority: number;
  reminders: boolean;
};

/**
 * Priority (1 Low to 5 Very High), target date and privacy of a list item, and (for an item on the
 * list) whether its target date sends reminders.
 */
export function ItemSettingsFields({
  value,
  onChange,
  idPrefix,
  showReminders = false,
}: {
  value: ItemSettings;
  onChange: (v: ItemSettings) => void;
  idPrefix: string;
  showReminders?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-priority`}>Priority</Label>
        <NativeSelect
          id={`${idPrefix}-priority`}
          value={value.priority}
          onChange={(e) => onChange({ ...value, priority: Number(e.target.value) })}
        >
          {PRIORITY_LABELS.map((l, i) => (
            <option key={l} value={i + 1}>
              {i + 1} {l}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-date`}>Target date</Label>
        <Input
          id={`${idPrefix}-date`}
          type="date"
          value={value.targetDate}
          onChange={(e) => onChange({ ...value, targetDate: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-privacy`}>Privacy</Label>
        <NativeSelect
          id={`${idPrefix}-privacy`}
          value={value.privacy}
          onChange={(e) => onChange({ ...value, privacy: e.target.value as ItemSettings['privacy'] })}
        >
          <option value="public">Public</option>
          <option value="friends">Friends</option>
          <option value="private">Private</option>
        </NativeSelect>
      </div>
      {showReminders ? (
        <div className="flex items-start gap-2 sm:col-span-3">
          <Checkbox
            id={`${idPrefix}-reminders`}
            checked={value.reminders}
            disabled={!value.targetDate}
            aria-describedby={`${idPrefix}-reminders-hint`}
            onCheckedChange={(on) => onChange({ ...value, reminders: on === true })}
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={`${idPrefix}-reminders`} className="font-normal">
              Remind me about the target date
            </Label>
            <span id={`${idPrefix}-reminders-hint`} className="text-xs text-muted-foreground">
              {value.targetDate
                ? 'A week before, the day before, and if it passes before you complete it.'
                : 'Choose a target date to get reminders.'}
            </span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
