import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMe } from '@/features/account/queries';
import { errorMessage } from '@/lib/api';
import { REPORT_TARGETS } from '../../../../worker/contracts/enums';
import type { ReportTarget } from '../../../../worker/contracts/moderation';
import { formatDate, TARGET_NAMES } from '../format';
import { moderationQueries, type PendingReport, useUpdateReport } from '../queries';
import { TakeActionDialog } from './take-action-dialog';

/** Where a moderator can see the reported thing itself; messages and custom activities live in the snapshot. */
function viewLink(r: PendingReport) {
  if (r.postId) return `/post/${r.postId}`;
  if (r.targetType === 'blog') return `/blog/${r.targetId}`;
  if (r.targetType === 'profile' && r.targetUser?.username) return `/profile/${r.targetUser.username}`;
  return null;
}

/** The Reported Content tab: one queue of every kind of report, with a type filter and search. */
export function ReportsPanel({ onBanner }: { onBanner: (text: string) => void }) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [type, setType] = useState<ReportTarget | ''>('');
  const [acting, setActing] = useState<PendingReport | null>(null);
  const update = useUpdateReport();
  const myId = useMe().data?.profile?.id;
  // Searching waits for a pause in typing, so each keystroke is not a request.
  useEffect(() => {
    const t = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(t);
  }, [search]);
  const list = useQuery(moderationQueries.pending({ type: type || undefined, q: q || undefined }));
  const reports = list.data?.reports ?? [];

  return (
    <div className="flex flex-col gap-4">
      <search className="flex flex-wrap items-end gap-3">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="report-search">Search reports</Label>
          <div className="relative">
            <Search aria-hidden className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id="report-search"
              type="search"
              className="pl-9"
              placeholder="Reason, content or username"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="report-type">Type</Label>
          <NativeSelect id="report-type" value={type} onChange={(e) => setType(e.target.value as ReportTarget | '')}>
            <option value="">All types</option>
            {REPORT_TARGETS.map((t) => (
              <option key={t} value={t}>
                {TARGET_NAMES[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </search>
      {list.isError ? (
        <Alert variant="destructive">{errorMessage(list.error, 'Failed to load pending reports')}</Alert>
      ) : null}
      {update.isError ? (
        <Alert variant="destructive">{errorMessage(update.error, 'Failed to update report')}</Alert>
      ) : null}
      {list.isSuccess && reports.length === 0 ? (
        <EmptyState title="No reports found">
          {q || type ? 'Nothing matches this search or filter.' : 'Reported content appears here.'}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Pending reports, newest first</caption>
            <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Reporter
                </th>
                <th scope="col" className="px-3 py-2">
                  Content
                </th>
                <th scope="col" className="px-3 py-2">
                  Reason
                </th>
                <th scope="col" className="px-3 py-2">
                  Date
                </th>
                <th scope="col" className="px-3 py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {reports.map((r) => {
                const link = viewLink(r);
                return (
                  <tr key={r.id} className="border-t align-top">
                    <td className="px-3 py-3">
                      <div className="flex items-center gap-2">
                        <Avatar src={r.reporter.avatarUrl} name={r.reporter.firstName} size="sm" />
                        <span>@{r.reporter.username}</span>
                      </div>
                    </td>
                    <td className="max-w-md px-3 py-3">
                      <div className="mb-1 flex flex-wrap items-center gap-2">
                        <Badge variant="outline">{TARGET_NAMES[r.targetType]}</Badge>
                        {r.targetUser?.username ? (
                          <span className="text-muted-foreground">by @{r.targetUser.username}</span>
                        ) : null}
                        {r.postVisibility === 'private' ? <Badge variant="secondary">Private</Badge> : null}
                      </div>
                      <p className="line-clamp-4 whitespace-pre-wrap">{r.contentSnapshot || 'No text'}</p>
                    </td>
                    <td className="px-3 py-3">
                      {r.reason}
                      {r.extraNotes ? <p className="mt-1 text-muted-foreground">{r.extraNotes}</p> : null}
                    </td>
                    <td className="whitespace-nowrap px-3 py-3">{formatDate(r.createdAt)}</td>
                    <td className="px-3 py-3">
                      {r.targetUser?.id && r.targetUser.id === myId ? (
                        <p className="max-w-40 text-muted-foreground">About you: another moderator handles it.</p>
                      ) : (
                        <div className="flex flex-wrap gap-2">
                          {link ? (
                            <Button size="sm" variant="ghost" asChild>
                              <a href={link} target="_blank" rel="noreferrer">
                                <ExternalLink aria-hidden /> View<span className="sr-only"> reported content</span>
                              </a>
                            </Button>
                          ) : null}
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={update.isPending}
                            onClick={() =>
                              update.mutate(
                                { id: r.id, status: 'dismissed' },
                                { onSuccess: () => onBanner('Report dismissed successfully') },
                              )
                            }
                          >
                            Dismiss
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={update.isPending}
                            onClick={() =>
                              update.mutate(
                                { id: r.id, status: 'resolved' },
                                { onSuccess: () => onBanner('Report resolved successfully') },
                              )
                            }
                          >
                            Resolve
                          </Button>
                          <Button size="sm" onClick={() => setActing(r)} disabled={!r.targetUser?.id}>
                            Take Action
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <TakeActionDialog
        report={acting}
        onOpenChange={(o) => !o && setActing(null)}
        onDone={(t) => {
          setActing(null);
          onBanner(`Action taken successfully: ${t}`);
        }}
      />
    </div>
  );
}
