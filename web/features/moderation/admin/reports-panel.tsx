import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronDown, ChevronRight, ExternalLink, History, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMe } from '@/features/account/queries';
import { errorMessage } from '@/lib/api';
import { countLabel } from '@/lib/format';
import { cn } from '@/lib/utils';
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
  const fresh = useMemo<Row[]>(
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
  // While a new view loads (a search applying, the grouping or type changed), the rows shown stay
  // on screen rather than giving way to "Loading...": the table is not taken down under a
  // moderator who is opening a report or its Actions menu, and the lines still in the new view
  // (keyed by their latest report) keep their state.
  const shown = useRef<Row[] | null>(null);
  if (!list.isPending) shown.current = fresh;
  const rows = list.isPending ? (shown.current ?? []) : fresh;
  const loading = list.isPending && shown.current === null;
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
      <search className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex min-w-64 flex-1 items-center gap-2">
          <Label htmlFor="report-search" className="shrink-0">
            Search reports
          </Label>
          <div className="relative flex-1">
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
        <div className="flex items-center gap-2">
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
        <div className="flex items-center gap-2">
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
      {loading ? (
        <p role="status" className="text-muted-foreground">
          Loading...
        </p>
      ) : list.isSuccess && rows.length === 0 ? (
        <EmptyState title="No reports found">
          {q || type ? 'Nothing matches this search or filter.' : 'Reported content appears here.'}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/40 px-3 py-1">
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
                className="h-7"
                disabled={!chosen.length || bulk.isPending}
                onClick={() => settle(chosen, 'dismissed')}
              >
                Dismiss selected
              </Button>
              <Button
                size="sm"
                className="h-7"
                disabled={!chosen.length || bulk.isPending}
                onClick={() => settle(chosen, 'resolved')}
              >
                Resolve selected
              </Button>
            </div>
          </div>
          {/* On a phone the line is select, content (with its reason and date beneath) and actions; the
              reporter, reason and date have columns of their own from md up. */}
          <div className="relative overflow-x-auto rounded-xl border">
            <table className="w-full table-fixed text-left text-sm md:min-w-[56rem]">
              <caption className="sr-only">
                {byGroup ? 'Reported content, newest report first' : 'Pending reports, newest first'}
              </caption>
              <colgroup>
                <col className="w-10" />
                <col className="hidden w-32 md:table-column" />
                <col />
                <col className="hidden w-44 md:table-column" />
                <col className="hidden w-28 md:table-column" />
                <col className="w-28" />
              </colgroup>
              <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Select</span>
                  </th>
                  <th scope="col" className="hidden px-3 py-2 md:table-cell">
                    Reporter
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Content
                  </th>
                  <th scope="col" className="hidden px-3 py-2 md:table-cell">
                    Reason
                  </th>
                  <th scope="col" className="hidden px-3 py-2 md:table-cell">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <ReportRow
                    // Keyed by its latest report in both views: when a search turns the grouped
                    // queue into single reports, the line stays the same component, so its open
                    // details and an opening Actions menu are not reset under the moderator.
                    key={row.latest.id}
                    row={row}
                    mine={mine(row)}
                    selected={selected.has(row.key)}
                    onSelect={(on) => toggle(row.key, on)}
                    busy={update.isPending || bulk.isPending}
                    onSettle={(status) => settleOne(row, status)}
                    onAct={() => setActing(row.latest)}
                  />
                ))}
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

/**
 * One line of the queue (what, how many, why, when, and its actions in a menu), so a screen holds
 * a dozen or more; the whole report (its text, reporter, reasons and notes) opens beneath it.
 */
function ReportRow({
  row,
  mine,
  selected,
  onSelect,
  busy,
  onSettle,
  onAct,
}: {
  row: Row;
  mine: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  busy: boolean;
  onSettle: (status: 'resolved' | 'dismissed') => void;
  onAct: () => void;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const r = row.latest;
  const link = viewLink(r);
  const what = TARGET_NAMES[r.targetType];
  const about = r.targetUser?.username ? `@${r.targetUser.username}` : what;
  const subject = `${what.toLowerCase()} by ${about}`;
  const reasons = row.reasons.map((x) => (row.count > 1 ? `${x.reason} ×${x.count}` : x.reason)).join(', ');
  return (
    <>
      <tr className={cn('border-t', open && 'bg-muted/30')}>
        <td className="px-3 py-0.5">
          {mine ? null : (
            <Checkbox
              checked={selected}
              onCheckedChange={(on) => onSelect(on === true)}
              aria-label={`Select ${subject}`}
            />
          )}
        </td>
        <td
          className="hidden truncate px-3 py-0.5 md:table-cell"
          title={row.count > 1 ? `Latest from @${r.reporter.username}` : undefined}
        >
          @{r.reporter.username}
        </td>
        <td className="px-3 py-0.5">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 md:flex-nowrap">
            <Button
              size="icon"
              variant="ghost"
              className="size-7 shrink-0"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen((o) => !o)}
            >
              <ChevronRight aria-hidden className={cn('transition-transform', open && 'rotate-90')} />
              <span className="sr-only">Details of the {subject}</span>
            </Button>
            <Badge variant="outline" className="shrink-0">
              {what}
            </Badge>
            {row.count > 1 ? (
              <Badge variant="destructive" className="shrink-0">
                {countLabel(row.count, 'report')}
              </Badge>
            ) : null}
            {r.postVisibility === 'private' ? (
              <Badge variant="secondary" className="shrink-0">
                Private
              </Badge>
            ) : null}
            {r.targetUser?.username ? (
              <span className="shrink-0 text-muted-foreground">@{r.targetUser.username}</span>
            ) : null}
            <span className="min-w-0 basis-full truncate md:basis-auto">{r.contentSnapshot || 'No text'}</span>
          </div>
          <p className="truncate pb-1 text-xs text-muted-foreground md:hidden">
            {reasons} · {formatDate(r.createdAt)}
          </p>
        </td>
        <td className="hidden truncate px-3 py-0.5 md:table-cell" title={reasons}>
          {reasons}
        </td>
        <td className="hidden whitespace-nowrap px-3 py-0.5 md:table-cell">{formatDate(r.createdAt)}</td>
        <td className="px-3 py-0.5">
          {mine ? (
            <span className="text-xs text-muted-foreground">About you: another moderator handles it.</span>
          ) : (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button size="sm" variant="outline" className="h-7 px-2">
                  Actions<span className="sr-only"> for the {subject}</span>
                  <ChevronDown aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {link ? (
                  <DropdownMenuItem asChild>
                    <a href={link} target="_blank" rel="noreferrer">
                      <ExternalLink aria-hidden /> View reported content
                    </a>
                  </DropdownMenuItem>
                ) : null}
                {r.targetUser?.id ? (
                  <DropdownMenuItem asChild>
                    <Link to="/admin/moderation/members/$id" params={{ id: r.targetUser.id }}>
                      <History aria-hidden /> Member history
                    </Link>
                  </DropdownMenuItem>
                ) : null}
                <DropdownMenuItem disabled={busy} onSelect={() => onSettle('dismissed')}>
                  Dismiss
                </DropdownMenuItem>
                <DropdownMenuItem disabled={busy} onSelect={() => onSettle('resolved')}>
                  Resolve
                </DropdownMenuItem>
                <DropdownMenuItem disabled={!r.targetUser?.id} onSelect={onAct}>
                  Take Action
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </td>
      </tr>
      <tr id={detailsId} hidden={!open} className="bg-muted/30">
        <td />
        <td colSpan={5} className="px-3 pb-3 wrap-anywhere">
          <p className="whitespace-pre-wrap">{r.contentSnapshot || 'No text'}</p>
          <p className="mt-2 flex items-center gap-1 text-xs text-muted-foreground">
            <Avatar src={r.reporter.avatarUrl} name={r.reporter.firstName} size="sm" />
            {row.count > 1 ? 'Latest from' : 'From'} @{r.reporter.username}
          </p>
          <ul className="mt-2 flex flex-col gap-0.5">
            {row.reasons.map((x) => (
              <li key={x.reason} className="break-words">
                {x.reason}
                {row.count > 1 ? <span className="text-muted-foreground"> ×{x.count}</span> : null}
              </li>
            ))}
          </ul>
          {r.extraNotes ? <p className="mt-1 break-words text-muted-foreground">{r.extraNotes}</p> : null}
        </td>
      </tr>
    </>
  );
}
