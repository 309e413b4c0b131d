import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import type { ContactMessagesQuery } from '../../../worker/contracts/contact';
import { CONTACT_CATEGORIES } from '../../../worker/contracts/enums';
import { type ContactMessage, contactAdminQueries } from './admin-queries';
import { CATEGORY_LABELS } from './categories';
import { formatWhen, MessageReader } from './message-reader';

const STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const;

/** /admin/messages: what people sent through the contact form, newest first. */
export function AdminMessagesPage() {
  const [filter, setFilter] = useState<Omit<ContactMessagesQuery, 'before'>>({ status: 'new', category: 'all' });
  const [openId, setOpenId] = useState<string | null>(null);
  // A message marked handled leaves the New list but stays open where the admin was reading it.
  const [kept, setKept] = useState<ContactMessage | null>(null);
  const list = useInfiniteQuery(contactAdminQueries.messages(filter));
  const messages = list.data?.pages.flatMap((p) => p.messages) ?? [];
  const open = messages.find((m) => m.id === openId) ?? (kept?.id === openId ? kept : null);
  const counts = list.data?.pages[0]?.counts;
  const countOf = (s: (typeof STATUSES)[number]['value']) =>
    counts ? (s === 'all' ? counts.new + counts.handled : counts[s]) : null;

  return (
    <div className="flex w-full flex-col gap-4">
      <Button variant="ghost" size="sm" asChild className="self-start">
        <Link to="/admin">
          <ArrowLeft className="size-4" aria-hidden /> Back to Admin Dashboard
        </Link>
      </Button>
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Messages</h1>
        <p className="text-sm text-muted-foreground">
          Sent through the contact form. We promise a reply within 1-2 business days.
        </p>
      </header>
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="flex gap-1 rounded-lg border p-1">
          <legend className="sr-only">Status</legend>
          {STATUSES.map((s) => (
            <Button
              key={s.value}
              size="sm"
              variant={filter.status === s.value ? 'default' : 'ghost'}
              aria-pressed={filter.status === s.value}
              onClick={() => setFilter({ ...filter, status: s.value })}
            >
              {s.label}
              {countOf(s.value) !== null ? <span className="tabular-nums opacity-80">({countOf(s.value)})</span> : null}
            </Button>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <Label htmlFor="messages-category">Category</Label>
          <NativeSelect
            id="messages-category"
            value={filter.category}
            onChange={(e) => setFilter({ ...filter, category: e.target.value as ContactMessagesQuery['category'] })}
          >
            <option value="all">All categories</option>
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {list.isError ? <Alert variant="destructive">{errorMessage(list.error, 'Failed to load messages')}</Alert> : null}
      {list.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Loading messages...
        </p>
      ) : messages.length === 0 && !open ? (
        <EmptyState title={filter.status === 'new' ? 'No new messages' : 'No messages found'}>
          {filter.status === 'new' ? 'Everything sent through the contact form has been handled.' : null}
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ul aria-label="Messages" className="flex flex-col gap-2">
            {messages.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  aria-current={m.id === openId ? 'true' : undefined}
                  onClick={() => setOpenId(m.id)}
                  className={cn(
                    'flex w-full flex-col gap-0.5 rounded-lg border p-3 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                    m.id === openId && 'border-primary bg-accent',
                  )}
                >
                  <span className="flex items-center gap-2">
                    {m.status === 'new' ? (
                      <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden />
                    ) : null}
                    <span className={cn('truncate', m.status === 'new' && 'font-semibold')}>{m.subject}</span>
                    {m.attachmentKey ? (
                      <Paperclip className="size-3.5 shrink-0" aria-label="Has an attachment" />
                    ) : null}
                  </span>
                  <span className="truncate text-sm text-muted-foreground">
                    {m.name} · {CATEGORY_LABELS[m.category]} · {formatWhen(m.createdAt)}
                    {m.status === 'new' ? (
                      <span className="sr-only"> · New</span>
                    ) : (
                      <span className="sr-only"> · Handled</span>
                    )}
                  </span>
                </button>
              </li>
            ))}
            {list.hasNextPage ? (
              <li>
                <Button
                  variant="outline"
                  className="w-full"
                  onClick={() => list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? 'Loading...' : 'Show older messages'}
                </Button>
              </li>
            ) : null}
          </ul>
          <div>
            {open ? (
              <MessageReader message={open} onHandled={setKept} />
            ) : (
              <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
                Choose a message to read it.
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
