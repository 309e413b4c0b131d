import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import type { CoauthorDto } from '../../../../worker/contracts/blogs';
import { authorName } from '../format';
import { useCoauthors } from '../queries';

type Role = CoauthorDto['role'];
const ROLE_HELP: Record<Role, string> = {
  writer: 'Writer: can edit',
  editor: 'Editor: can edit',
  viewer: 'Viewer: can read drafts',
};

/** The author invites coauthors by username and removes them. */
export function CoauthorsPanel({ blogId, initial }: { blogId: string; initial: CoauthorDto[] }) {
  const { invite: inviting, remove: removing } = useCoauthors(blogId);
  const [list, setList] = useState(initial);
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('writer');
  const [error, setError] = useState<string | null>(null);
  const busy = inviting.isPending;
  const id = useId();

  const invite = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    inviting.mutate(
      { username, role },
      {
        onSuccess: (now) => {
          setUsername('');
          setList(now);
        },
        onError: (err) => setError(errorMessage(err, 'Could not add the coauthor')),
      },
    );
  };
  const remove = (userId: string) =>
    removing.mutate(userId, {
      onSuccess: setList,
      onError: (err) => setError(errorMessage(err, 'Could not remove the coauthor')),
    });

  return (
    <section className="rounded-xl border p-4" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="mb-1 font-semibold">
        Coauthors
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        Writers and editors can edit this blog; viewers can read it while it is a draft.
      </p>
      {list.length ? (
        <ul className="mb-4 flex flex-col gap-2">
          {list.map((c) => (
            <li key={c.user.id} className="flex items-center gap-2 text-sm">
              <Avatar src={c.user.avatar_url} name={authorName(c.user)} size="sm" />
              <span className="flex-1">
                {authorName(c.user)} <span className="text-muted-foreground">@{c.user.username}</span>
              </span>
              <span className="text-muted-foreground">{ROLE_HELP[c.role]}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${authorName(c.user)}`}
                onClick={() => remove(c.user.id)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={invite} className="flex flex-wrap items-end gap-2">
        <div className="grid flex-1 gap-1">
          <Label htmlFor={`${id}-u`}>Username</Label>
          <Input
            id={`${id}-u`}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            placeholder="@username"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-r`}>Role</Label>
          <NativeSelect id={`${id}-r`} value={role} onChange={(e) => setRole(e.target.value as Role)}>
            <option value="writer">Writer</option>
            <option value="editor">Editor</option>
            <option value="viewer">Viewer</option>
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" disabled={busy || !username.trim()}>
          Invite
        </Button>
      </form>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}
