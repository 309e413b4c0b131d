import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { type AdminActivity, adminQueries, useRestoreRevision } from '../queries';

/** Every save of the activity, newest first, each restorable (the restore is saved as a revision too). */
export function RevisionsPanel({
  activityId,
  dirty,
  onRestored,
}: {
  activityId: number;
  dirty: boolean;
  onRestored: (activity: AdminActivity, message: string) => void;
}) {
  const revisions = useQuery(adminQueries.revisions(activityId));
  const restore = useRestoreRevision();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4" aria-hidden /> Revisions
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {problem ? (
          <p role="alert" className="text-destructive">
            {problem}
          </p>
        ) : null}
        {revisions.isPending ? (
          <p className="text-muted-foreground">Loading...</p>
        ) : revisions.isError ? (
          <p className="text-destructive">Failed to load revisions</p>
        ) : revisions.data.length === 0 ? (
          <p className="text-muted-foreground">No revisions yet. Each save adds one.</p>
        ) : (
          <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto">
            {revisions.data.map((r, i) => (
              <li key={r.id} className="rounded-md border p-2">
                <p className="font-medium">{r.displayTitle || r.title}</p>
                <p className="text-xs text-muted-foreground">
                  {formatDateTime(r.createdAt)} · {r.authorFirstName ?? r.authorUsername ?? 'Unknown'}
                </p>
                <p className="text-xs text-muted-foreground">{r.revisionNote}</p>
                {i === 0 ? (
                  <p className="mt-1 text-xs font-medium">Current version</p>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-2"
                    disabled={restore.isPending}
                    onClick={() => {
                      if (dirty && !window.confirm('Restoring replaces your unsaved changes. Continue?')) return;
                      setProblem(null);
                      restore.mutate(
                        { id: activityId, revisionId: r.id },
                        {
                          onSuccess: (data) => onRestored(data.activity, data.message),
                          onError: (e) => setProblem(errorMessage(e, 'Failed to restore the revision')),
                        },
                      );
                    }}
                  >
                    Restore<span className="sr-only"> the revision of {formatDateTime(r.createdAt)}</span>
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
