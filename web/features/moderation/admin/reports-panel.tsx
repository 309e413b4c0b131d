import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLink, History, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMe } from '@/features/account/queries';
import { errorMessage } from '@/lib/api';
import { countLabel } from '@/lib/format';
import { REPORT_TARGETS } from '../../../../worker/contracts/enums';
import type { ReportTarget } from '../../../../worker/contracts/moderation';
import { formatDate, TARGET_NAMES } from '../format';
import { moderationQueries, type PendingReport, useBulkReports, useUpdateReport } from '../queries';
import { type ActionSubject, TakeActionDialog } from './take-action-dialog';

/** Where a moderator can see the reported thing itself; messages and custom activities live in the snapshot. */
function viewLink(r: PendingReport) {
  if (r.postId) return `/post/${r.postId}`;
  if (r.targetType === 'blog') return `/blog/${r.targetId}`;
  if (r.targetType === 'profile' && r.targetUser?.username) return `/profile/${r.targetUser.username}`;
  return null;
}

/** One row of the queue: a single report, or every pending report about one thing. */
type Row = {
  key: string;
  latest: PendingReport;
  count: number;
  reasons: { reason: string; count: number }[];
  target: { type: ReportTarget; id: string };
};

/**
 * The Reported Content tab: the queue grouped by what was reported (or every report when
 * searching), 50 rows a page, with selection and bulk Dismiss / Resolve.
 */
export function ReportsPanel({ onBanner }: { onBanner: (text: string) => void }) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [type, setType] = useState<ReportTarget | ''>('');
  const [grouped, setGrouped] = useState(true);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [acting, setActing] = useState<ActionSubject | null>(null);
  const update = useUpdateReport();
  const bulk = useBulkReports();
  const myId = useMe().data?.profile?.id;
  // Searching waits for a pause in typing, so each keystroke is not a request.
  useEffect(() => {
    const t = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(t);
  }, [search]);
  // Search reads every report; without one, reports about the same thing come as one row.
  const byGroup = grouped && !q;
  const filter = { type: type || undefined };
  const groups = useInfiniteQuery({ ...moderationQueries.groups(filter), enabled: byGroup });
  const flat = useInfiniteQuery({ ...moderationQueries.queue({ ...filter, q: q || undefined }), enabled: !byGroup });
  const list = byGroup ? groups : flat;
  const rows = useMemo<Row[]>(
    () =>
      byGroup
        ? (groups.data?.pages.flatMap((p) => p.groups) ?? []).map((g) => ({
            key: g.key,
            latest: g.latest,
            count: g.pendingCount,
            reasons: g.reasons,
            target: { type: g.targetType, id: g.targetId },
          }))
        : (flat.data?.pages.flatMap((p) => p.reports) ?? []).map((r) => ({
            key: r.id,
            latest: r,
            count: 1,
            reasons: [{ reason: r.reason, count: 1 }],
            target: { type: r.targetType, id: r.targetId },
          })),
    [byGroup, groups.data, flat.data],
  );
  // A new view starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the view changes
  useEffect(() => setSelected(new Set()), [byGroup, q, type]);
  const mine = (r: Row) => Boolean(r.latest.targetUser?.id && r.latest.targetUser.id === myId);
  const selectable = rows.filter((r) => !mine(r));
  const chosen = selectable.filter((r) => selected.has(r.key));
  const toggle = (key: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const settle = (items: Row[], status: 'resolved' | 'dismissed') =>
    bulk.mutate(
      byGroup ? { status, targets: items.map((r) => r.target) } : { status, report_ids: items.map((r) => r.key) },
      {
        onSuccess: (res) => {
          setSelected(new Set());
          onBanner(res.message);
        },
      },
    );
  const settleOne = (r: Row, status: 'resolved' | 'dismissed') =>
    r.count > 1 || byGroup
      ? settle([r], status)
      : update.mutate(
          { id: r.latest.id, status },
          { onSuccess: () => onBanner(`Report ${status === 'resolved' ? 'resolved' : 'dismissed'} successfully`) },
        );
  const failure = list.error ?? update.error ?? bulk.error;

  return (
    <div className="flex flex-col gap-4">
      <search className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
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
        <div className="flex items-center gap-2 pb-2">
          <Checkbox id="report-grouped" checked={grouped} onCheckedChange={(on) => setGrouped(on === true)} />
          <Label htmlFor="report-grouped" className="font-normal">
            Group reports about the same thing
          </Label>
        </div>
      </search>
      {grouped && q ? (
        <p className="text-sm text-muted-foreground">Search results list every matching report on its own.</p>
      ) : null}
      {failure ? <Alert variant="destructive">{errorMessage(failure, 'Failed to load pending reports')}</Alert> : null}
      {list.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading...
        </p>
      ) : list.isSuccess && rows.length === 0 ? (
        <EmptyState title="No reports found">
          {q || type ? 'Nothing matches this search or filter.' : 'Reported content appears here.'}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/40 px-3 py-2">
            <div className="flex items-center gap-2">
              <Checkbox
                id="report-select-all"
                checked={chosen.length > 0 && chosen.length === selectable.length}
                onCheckedChange={(on) => setSelected(on === true ? new Set(selectable.map((r) => r.key)) : new Set())}
              />
              <Label htmlFor="report-select-all" className="font-normal">
                Select all shown
              </Label>
            </div>
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {chosen.length} selected
            </span>
            <div className="ml-auto flex gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={!chosen.length || bulk.isPending}
                onClick={() => settle(chosen, 'dismissed')}
              >
                Dismiss selected
              </Button>
              <Button size="sm" disabled={!chosen.length || bulk.isPending} onClick={() => settle(chosen, 'resolved')}>
                Resolve selected
              </Button>
            </div>
          </div>
          <div className="relative overflow-x-auto rounded-xl border">
            <table className="w-full min-w-[52rem] table-fixed text-left text-sm">
              <caption className="sr-only">
                {byGroup ? 'Reported content, newest report first' : 'Pending reports, newest first'}
              </caption>
              <colgroup>
                <col className="w-10" />
                <col />
                <col className="w-48" />
                <col className="w-28" />
                <col className="w-44" />
              </colgroup>
              <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Select</span>
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
                {rows.map((row) => {
                  const r = row.latest;
                  const link = viewLink(r);
                  const about = r.targetUser?.username ? `@${r.targetUser.username}` : TARGET_NAMES[r.targetType];
                  return (
                    <tr key={row.key} className="border-t align-top">
                      <td className="px-3 py-3">
                        {mine(row) ? null : (
                          <Checkbox
                            checked={selected.has(row.key)}
                            onCheckedChange={(on) => toggle(row.key, on === true)}
                            aria-label={`Select ${TARGET_NAMES[r.targetType].toLowerCase()} by ${about}`}
                          />
                        )}
                      </td>
                      <td className="px-3 py-3">
                        <div className="mb-1 flex flex-wrap items-center gap-2">
                          <Badge variant="outline">{TARGET_NAMES[r.targetType]}</Badge>
                          {r.targetUser?.username ? (
                            <span className="text-muted-foreground">by @{r.targetUser.username}</span>
                          ) : null}
                          {row.count > 1 ? (
                            <Badge variant="destructive">{countLabel(row.count, 'report')}</Badge>
                          ) : null}
                          {r.postVisibility === 'private' ? <Badge variant="secondary">Private</Badge> : null}
                        </div>
                        <p className="line-clamp-4 whitespace-pre-wrap break-words">{r.contentSnapshot || 'No text'}</p>
                        <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
                          <Avatar src={r.reporter.avatarUrl} name={r.reporter.firstName} size="sm" />
                          {row.count > 1 ? 'Latest from' : 'From'} @{r.reporter.username}
                        </p>
                      </td>
                      <td className="px-3 py-3">
                        <ul className="flex flex-col gap-1">
                          {row.reasons.map((x) => (
                            <li key={x.reason} className="break-words">
                              {x.reason}
                              {row.count > 1 ? <span className="text-muted-foreground"> ×{x.count}</span> : null}
                            </li>
                          ))}
                        </ul>
                        {row.count === 1 && r.extraNotes ? (
                          <p className="mt-1 break-words text-muted-foreground">{r.extraNotes}</p>
                        ) : null}
                      </td>
                      <td className="px-3 py-3">{formatDate(r.createdAt)}</td>
                      <td className="px-3 py-3">
                        {mine(row) ? (
                          <p className="text-muted-foreground">About you: another moderator handles it.</p>
                        ) : (
                          <div className="flex flex-wrap gap-1.5">
                            {link ? (
                              <Button size="sm" variant="ghost" asChild>
                                <a href={link} target="_blank" rel="noreferrer">
                                  <ExternalLink aria-hidden /> View<span className="sr-only"> reported content</span>
                                </a>
                              </Button>
                            ) : null}
                            {r.targetUser?.id ? (
                              <Button size="sm" variant="ghost" asChild>
                                <Link to="/admin/moderation/members/$id" params={{ id: r.targetUser.id }}>
                                  <History aria-hidden /> History<span className="sr-only"> of {about}</span>
                                </Link>
                              </Button>
                            ) : null}
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={update.isPending || bulk.isPending}
                              onClick={() => settleOne(row, 'dismissed')}
                            >
                              Dismiss
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={update.isPending || bulk.isPending}
                              onClick={() => settleOne(row, 'resolved')}
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
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? 'Loading...' : 'Load More'}
            </Button>
          ) : null}
        </>
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
