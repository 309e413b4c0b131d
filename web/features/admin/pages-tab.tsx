import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { formatDate as formatDay } from '@/lib/format';
import { useDebounced } from '@/lib/use-debounced';
import { DeleteConfirm } from './delete-confirm';
import { adminQueries, type PagesFilter, useDeletePage } from './queries';

const COLUMNS = [
  { key: 'title', label: 'Title' },
  { key: 'slug', label: 'Slug' },
  { key: 'status', label: 'Status' },
  { key: 'updated_at', label: 'Last Updated' },
] as const;

const STATUS_VARIANT = { published: 'default', draft: 'secondary', archived: 'outline' } as const;

export const formatDate = (d: string | Date) => formatDay(d);

export function PagesTab({ onError }: { onError: (message: string | null) => void }) {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<PagesFilter['status']>();
  const [sort, setSort] = useState<PagesFilter['sort']>('updated_at');
  const [dir, setDir] = useState<PagesFilter['dir']>('desc');
  const search = useDebounced(q, 300);
  const pages = useQuery(adminQueries.pages({ q: search, status, sort, dir }));
  const remove = useDeletePage();

  const sortBy = (key: PagesFilter['sort']) => {
    if (sort === key) setDir(dir === 'asc' ? 'desc' : 'asc');
    else {
      setSort(key);
      setDir(key === 'updated_at' ? 'desc' : 'asc');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1">
          <Search className="absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden />
          <Input
            aria-label="Search pages"
            placeholder="Search pages..."
            className="pl-9"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <NativeSelect
          size="compact"
          aria-label="Status"
          value={status ?? ''}
          onChange={(e) => setStatus((e.target.value || undefined) as PagesFilter['status'])}
        >
          <option value="">All Statuses</option>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
          <option value="archived">Archived</option>
        </NativeSelect>
        <Button asChild>
          <Link to="/admin/editor/$contentType/$id" params={{ contentType: 'static-page', id: 'new' }}>
            Create New
          </Link>
        </Button>
      </div>
      <div className="relative overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className="p-2"
                  aria-sort={sort === c.key ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded px-1 font-semibold hover:bg-accent"
                    onClick={() => sortBy(c.key)}
                  >
                    {c.label}
                    {sort !== c.key ? (
                      <ArrowUpDown className="size-3 opacity-50" aria-hidden />
                    ) : dir === 'asc' ? (
                      <ArrowUp className="size-3" aria-hidden />
                    ) : (
                      <ArrowDown className="size-3" aria-hidden />
                    )}
                  </button>
                </th>
              ))}
              <th scope="col" className="p-2 font-semibold">
                Updated By
              </th>
              <th scope="col" className="p-2 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.isPending ? (
              <tr>
                <td colSpan={6} className="p-6 text-center text-muted-foreground">
                  Loading...
                </td>
              </tr>
            ) : pages.isError ? (
              <tr>
                <td colSpan={6} className="p-6 text-center text-destructive">
                  Failed to load content
                </td>
              </tr>
            ) : pages.data.pages.length === 0 ? (
              <tr>
                <td colSpan={6} className="p-6 text-center text-muted-foreground">
                  No pages found
                </td>
              </tr>
            ) : (
              pages.data.pages.map((p) => (
                <tr key={p.id} className="border-t">
                  <td className="p-2 font-medium">{p.title}</td>
                  <td className="p-2 font-mono text-xs">/{p.slug}</td>
                  <td className="p-2">
                    <Badge variant={STATUS_VARIANT[p.status]} className="capitalize">
                      {p.status}
                    </Badge>
                  </td>
                  <td className="p-2 whitespace-nowrap">{formatDate(p.updatedAt)}</td>
                  <td className="p-2">{p.updaterFirstName ?? p.updaterUsername ?? 'Unknown'}</td>
                  <td className="p-2">
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="sm" asChild>
                        <Link to="/admin/editor/$contentType/$id" params={{ contentType: 'static-page', id: p.id }}>
                          Edit<span className="sr-only"> {p.title}</span>
                        </Link>
                      </Button>
                      <DeleteConfirm
                        name={p.title}
                        onConfirm={() =>
                          remove.mutateAsync(p.id).then(
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
    </div>
  );
}
