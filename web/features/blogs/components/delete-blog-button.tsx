import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { useDeleteBlog } from '../queries';

/** Only the author sees this; the server refuses anyone else. */
export function DeleteBlogButton({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const removal = useDeleteBlog(id);
  const busy = removal.isPending;
  const remove = () =>
    removal.mutate(undefined, {
      onSuccess: async () => {
        setOpen(false);
        await navigate({ to: '/blog', ignoreBlocker: true });
      },
      onError: (e) => setError(errorMessage(e, 'Failed to delete blog')),
    });
  return (
    <>
      <Button variant="ghost" className="h-9 px-2 text-destructive sm:px-4" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {/* On a phone the bin alone, so the action bar keeps to one row. */}
        <span className="sr-only sm:not-sr-only">Delete</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this blog?</DialogTitle>
            <DialogDescription>
              It is removed for everyone, with its comments, reactions and cover image. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Keep it
            </Button>
            <Button variant="destructive" disabled={busy} onClick={remove}>
              Delete blog
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
