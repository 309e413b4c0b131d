import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { AdminHeading } from '@/features/admin/admin-shell';
import { formatDate } from '@/features/admin/pages-tab';
import { type AdminUser, adminQueries, useChangeRole } from '@/features/admin/queries';
import { LiftDialog } from '@/features/moderation/admin/lift-dialog';
import { TakeActionDialog } from '@/features/moderation/admin/take-action-dialog';
import { errorMessage } from '@/lib/api';
import { countLabel } from '@/lib/format';
import { useDebounced } from '@/lib/use-debounced';
import { ROLES } from '../../../../worker/contracts/enums';

export const Route = createFileRoute('/_member/admin/users')({
  head: () => ({ meta: [{ title: 'Users | Admin | Lifelist' }] }),
  component: UsersPage,
});

const ROLE_NAMES: Record<AdminUser['role'], string> = {
  user: 'Member',
  admin: 'Admin',
  superAdmin: 'Super Admin',
  moderator: 'Moderator',
  modManager: 'Mod Manager',
  supplier: 'Supplier',
  trustedSupplier: 'Trusted Supplier',
};
const STATUS_VARIANT = { active: 'secondary', suspended: 'warning', banned: 'destructive' } as const;

function UsersPage() {
  const { me } = Route.useRouteContext();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(q, 300);
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const users = useQuery(adminQueries.users(search, page, { role, status }));
  const [acting, setActing] = useState<AdminUser | null>(null);
  const [lifting, setLifting] = useState<{ user: AdminUser; kind: 'suspension' | 'ban' } | null>(null);
  const changeRole = useChangeRole();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const canChangeRoles = me.flags.isSuperAdmin;
  const lastPage = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <>
      <AdminHeading title="Users" />
      <p className="mb-4 text-sm text-muted-foreground">
        {canChangeRoles
          ? 'As a super admin you can change any member’s role except your own.'
          : 'Only a super admin can change roles.'}
      </p>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="relative min-w-60 max-w-md flex-1">
          <Search className="absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden />
          <Input
            aria-label="Search members"
            placeholder="Search by name, username or e-mail..."
            className="pl-9"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <NativeSelect
          size="compact"
          aria-label="Filter by role"
          value={role}
          onChange={(e) => {
            setRole(e.target.value);
            setPage(1);
          }}
        >
          <option value="">All roles</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_NAMES[r]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          size="compact"
          aria-label="Filter by status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          <option value="active">Active</option>
          <option value="suspended">Suspended</option>
          <option value="banned">Banned</option>
        </NativeSelect>
      </div>
      {notice ? (
        <Alert variant={notice.ok ? 'success' : 'destructive'} className="mb-4">
          {notice.text}
        </Alert>
      ) : null}
      <div className="relative overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-2 font-semibold">
                Member
              </th>
              <th scope="col" className="p-2 font-semibold">
                E-mail
              </th>
              <th scope="col" className="p-2 font-semibold">
                Role
              </th>
              <th scope="col" className="p-2 font-semibold">
                Status
              </th>
              <th scope="col" className="p-2 font-semibold">
                Joined
              </th>
              <th scope="col" className="p-2 font-semibold">
                Moderation
              </th>
            </tr>
          </thead>
          <tbody>
            {users.isPending ? (
              <tr>
                <td colSpan={6} className="p-6 text-center text-muted-foreground">
                  Loading...
                </td>
              </tr>
            ) : users.isError ? (
              <tr>
                <td colSpan={6} className="p-6 text-center text-destructive">
                  {errorMessage(users.error, 'Failed to load members')}
                </td>
              </tr>
            ) : users.data.users.length === 0 ? (
              <tr>
                <td colSpan={6} className="p-6 text-center text-muted-foreground">
                  No members found
                </td>
              </tr>
            ) : (
              users.data.users.map((u) => (
                <tr key={u.id} className="border-t">
                  <td className="p-2">
                    <Link
                      to="/profile/$username"
                      params={{ username: u.username }}
                      className="flex items-center gap-2 hover:underline"
                    >
                      <Avatar src={u.avatarUrl} name={u.firstName} size="sm" />
                      <span>
                        <span className="font-medium">
                          {u.firstName} {u.lastName ?? ''}
                        </span>
                        <span className="block text-xs text-muted-foreground">@{u.username}</span>
                      </span>
                    </Link>
                  </td>
                  <td className="p-2">{u.email}</td>
                  <td className="p-2">
                    {canChangeRoles && u.id !== me.profile.id ? (
                      <NativeSelect
                        size="compact"
                        aria-label={`Role of ${u.username}`}
                        value={u.role}
                        disabled={changeRole.isPending}
                        onChange={(e) =>
                          changeRole.mutate(
                            { id: u.id, role: e.target.value as AdminUser['role'] },
                            {
                              onSuccess: () =>
                                setNotice({
                                  ok: true,
                                  text: `@${u.username} is now ${ROLE_NAMES[e.target.value as AdminUser['role']]}`,
                                }),
                              onError: (err) =>
                                setNotice({ ok: false, text: errorMessage(err, 'Failed to change the role') }),
                            },
                          )
                        }
                      >
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {ROLE_NAMES[r]}
                          </option>
                        ))}
                      </NativeSelect>
                    ) : (
                      <span>
                        {ROLE_NAMES[u.role]}
                        {u.isAdmin && u.role === 'user' ? ' (admin flag)' : ''}
                      </span>
                    )}
                  </td>
                  <td className="p-2">
                    <Badge variant={STATUS_VARIANT[u.status]} className="capitalize">
                      {u.status}
                    </Badge>
                  </td>
                  <td className="p-2 whitespace-nowrap">{formatDate(u.createdAt)}</td>
                  <td className="p-2">
                    <div className="flex flex-wrap gap-1.5">
                      <Button size="sm" variant="ghost" asChild>
                        <Link to="/admin/moderation/members/$id" params={{ id: u.id }}>
                          History<span className="sr-only"> of @{u.username}</span>
                        </Link>
                      </Button>
                      {u.id === me.profile.id ? null : u.status === 'suspended' ? (
                        <Button size="sm" variant="outline" onClick={() => setLifting({ user: u, kind: 'suspension' })}>
                          Unsuspend<span className="sr-only"> @{u.username}</span>
                        </Button>
                      ) : u.status === 'banned' ? (
                        <Button size="sm" variant="outline" onClick={() => setLifting({ user: u, kind: 'ban' })}>
                          Unban<span className="sr-only"> @{u.username}</span>
                        </Button>
                      ) : (
                        <Button size="sm" variant="outline" onClick={() => setActing(u)}>
                          Suspend or ban<span className="sr-only"> @{u.username}</span>
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <TakeActionDialog
        report={acting ? { targetUser: { id: acting.id, username: acting.username } } : null}
        onOpenChange={(o) => !o && setActing(null)}
        onDone={(t) => {
          setNotice({ ok: true, text: `Action taken successfully: ${t}` });
          setActing(null);
        }}
      />
      <LiftDialog
        userId={lifting?.user.id ?? ''}
        kind={lifting?.kind ?? null}
        onClose={(message) => {
          if (message && lifting) setNotice({ ok: true, text: `${message}: @${lifting.user.username}` });
          setLifting(null);
        }}
      />
      <div className="mt-4 flex items-center justify-end gap-2 text-sm">
        <span className="mr-auto text-muted-foreground">
          {users.data ? countLabel(users.data.total, 'member') : null}
        </span>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span aria-live="polite">Page {page}</span>
        <Button variant="outline" size="sm" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </div>
    </>
  );
}
