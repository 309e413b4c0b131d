import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { useDebounced } from '@/lib/use-debounced';
import { ADMIN_PAGE_SIZES } from '../../../worker/contracts/admin';
import { DeleteConfirm } from './delete-confirm';
import { formatDate } from './pages-tab';
import { adminQueries, useDeleteActivity } from './queries';

export function ActivitiesTab({ onError }: { onError: (message: string | null) => void }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(10);
  const search = useDebounced(q, 300);
  const list = useQuery(adminQueries.activities(search, page, pageSize));
  const remove = useDeleteActivity();
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1">
          <Search className="absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden />
          <Input
            aria-label="Search activities"
            placeholder="Search activities..."
            className="pl-9"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <Button asChild>
          <Link to="/admin/editor/$contentType/$id" params={{ contentType: 'activity', id: 'new' }}>
            Create New
          </Link>
        </Button>
      </div>
      <div className="relative overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-2 font-semibold">
                Title
              </th>
              <th scope="col" className="p-2 font-semibold">
                Display Title
              </th>
              <th scope="col" className="p-2 font-semibold">
                Last Updated
              </th>
              <th scope="col" className="p-2 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {list.isPending ? (
              <tr>
                <td colSpan={4} className="p-6 text-center text-muted-foreground">
                  Loading...
                </td>
              </tr>
            ) : list.isError ? (
              <tr>
                <td colSpan={4} className="p-6 text-center text-destructive">
                  Failed to load content
                </td>
              </tr>
            ) : list.data.items.length === 0 ? (
              <tr>
                <td colSpan={4} className="p-6 text-center text-muted-foreground">
                  No activities found
                </td>
              </tr>
            ) : (
              list.data.items.map((a) => (
                <tr key={a.id} className="border-t">
                  <td className="p-2 font-medium">{a.title}</td>
                  <td className="p-2 text-muted-foreground">{a.displayTitle ?? '—'}</td>
                  <td className="p-2 whitespace-nowrap">{formatDate(a.updatedAt)}</td>
                  <td className="p-2">
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="sm" asChild>
                        <Link to="/admin/activity-editor/$id" params={{ id: String(a.id) }}>
                          Edit<span className="sr-only"> {a.title}</span>
                        </Link>
                      </Button>
                      <DeleteConfirm
                        name={a.title}
                        onConfirm={() =>
                          remove.mutateAsync(a.id).then(
                            () => onError(null),
                            (e: unknown) => onError(e instanceof Error ? e.message : 'Failed to delete content'),
                          )
                        }
                      />
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <div className="flex items-center gap-2">
          <label htmlFor="activities-page-size">Rows per page</label>
          <NativeSelect
            size="compact"
            id="activities-page-size"
            value={pageSize}
            onChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(1);
            }}
          >
            {ADMIN_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span aria-live="polite">Page {page}</span>
          <Button variant="outline" size="sm" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      </div>
    </div>
  );
}
