import { useEffect, useId, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Textarea } from '@/components/ui/input';
import { lazyModule } from '@/components/ui/lazy-module';

type Me = { id: string; first_name: string; avatar_url: string | null };

const composer = lazyModule(() => import('./composer'));

/**
 * The feed's "Create a post" box. The composer's code (attachments, activity tags, emojis,
 * location, visibility) loads when the member first points at or focuses the box; what they
 * type meanwhile is kept, and the cursor stays in the text.
 */
export function ComposerSlot({ me }: { me: Me }) {
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const [draft, setDraft] = useState('');
  const loaded = composer.use(wanted);
  // A reader who was already in the box when the page hydrated (the server's page, used before the
  // app started) gets the composer as if they had just focused it, with what they typed there.
  useEffect(() => {
    const box = document.getElementById(id) as HTMLTextAreaElement | null;
    if (!box) return;
    if (box.value) {
      setDraft(box.value);
      setWanted(true);
    }
    if (document.activeElement === box) {
      setFocused(true);
      setWanted(true);
    }
  }, [id]);
  if (loaded) return <loaded.Composer me={me} initialText={draft} autoFocus={focused} />;
  return (
    <form
      onSubmit={(e) => e.preventDefault()}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      aria-label="Create a post"
    >
      <div className="flex gap-3">
        <Avatar src={me.avatar_url} name={me.first_name} />
        <div className="flex-1">
          <label htmlFor={id} className="sr-only">
            What have you been up to?
          </label>
          <Textarea
            id={id}
            // Uncontrolled: what was typed into the server's box before the app started stays.
            defaultValue={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setWanted(true);
            }}
            onPointerEnter={() => void composer.get()}
            onFocus={() => {
              setFocused(true);
              setWanted(true);
            }}
            onBlur={() => setFocused(false)}
            placeholder="Share an adventure, a plan or a question... use #hashtags and @mentions"
            rows={3}
          />
        </div>
      </div>
    </form>
  );
}
