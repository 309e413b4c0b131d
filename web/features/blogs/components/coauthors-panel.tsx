import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api, errorMessage, unwrap } from '@/lib/api';
import type { CoauthorDto } from '../../../../worker/contracts/blogs';
import { authorName } from '../format';

type Role = CoauthorDto['role'];
const ROLE_HELP: Record<Role, string> = {
  writer: 'Writer: can edit',
  editor: 'Editor: can edit',
  viewer: 'Viewer: can read drafts',
};

/** The author invites coauthors by username and removes them. */
export function CoauthorsPanel({ blogId, initial }: { blogId: string; initial: CoauthorDto[] }) {
  const queryClient = useQueryClient();
  const [list, setList] = useState(initial);
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('writer');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const refresh = async () => {
    const blog = (await unwrap(api.blogs[':id'].edit.$get({ param: { id: blogId } }))).blog;
    setList(blog.coauthors as CoauthorDto[]);
    await queryClient.invalidateQueries({ queryKey: ['blogs', 'detail', blogId] });
  };
  const invite = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await unwrap(api.blogs[':id'].coauthors.$post({ param: { id: blogId }, json: { username, role } }));
      setUsername('');
      await refresh();
    } catch (err) {
      setError(errorMessage(err, 'Could not add the coauthor'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (userId: string) => {
    try {
      const res = await api.blogs[':id'].coauthors[':userId'].$delete({ param: { id: blogId, userId } });
      if (!res.ok) throw new Error('Could not remove the coauthor');
      await refresh();
    } catch (err) {
      setError(errorMessage(err, 'Could not remove the coauthor'));
    }
  };

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
