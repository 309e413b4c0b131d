import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { BLOG_TAG_MAX, cleanTags } from '../../../../worker/contracts/blogs';

/** Adds what was typed: trimmed, and ignored when empty or already there (any case). */
export const addTag = (tags: string[], input: string) => cleanTags([...tags, input]);

export function TagInput({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const [text, setText] = useState('');
  const id = useId();
  const add = () => {
    const next = addTag(value, text);
    if (next.length !== value.length) onChange(next);
    setText('');
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Tags</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          maxLength={BLOG_TAG_MAX}
          placeholder="e.g. Travel"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          Add
        </Button>
      </div>
      {value.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags added">
          {value.map((t) => (
            <li key={t} className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pl-3 pr-1 text-sm">
              {t}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove tag ${t}`}
                onClick={() => onChange(value.filter((x) => x !== t))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
