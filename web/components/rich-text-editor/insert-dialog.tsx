import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { checkInsert, INSERT_LABELS, type InsertKind } from './url-rules';

type Props = {
  kind: InsertKind | null;
  initial?: string;
  onClose: () => void;
  onInsert: (kind: InsertKind, value: string, alt: string) => void;
};

/** Asks for the URL of a link, image or video and refuses a bad one with its message ('Please enter a valid URL'). */
export function InsertDialog({ kind, initial = '', onClose, onInsert }: Props) {
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {kind && <InsertForm key={kind} kind={kind} initial={initial} onClose={onClose} onInsert={onInsert} />}
      </DialogContent>
    </Dialog>
  );
}

function InsertForm({ kind, initial, onClose, onInsert }: Props & { kind: InsertKind }) {
  const [value, setValue] = useState(initial ?? '');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const labels = INSERT_LABELS[kind];
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const result = checkInsert(kind, value);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onInsert(kind, result.value, alt.trim());
    onClose();
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{labels.title}</DialogTitle>
        <DialogDescription>
          {kind === 'link' && initial ? 'Change the address, or clear it to remove the link.' : 'Paste the address.'}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-url`}>{labels.field}</Label>
        <Input
          id={`${id}-url`}
          autoFocus
          value={value}
          placeholder={labels.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      {kind === 'image' && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-alt`}>Description (alt text)</Label>
          <Input id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={300} />
        </div>
      )}
      <DialogFooter>
        {kind === 'link' && initial && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              onInsert(kind, '', '');
              onClose();
            }}
          >
            Remove link
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Insert</Button>
      </DialogFooter>
    </form>
  );
}
