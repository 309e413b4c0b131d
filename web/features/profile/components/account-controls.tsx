import { useNavigate } from '@tanstack/react-router';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useDeleteAccount } from '../queries';

/**
 * Download my data, and delete my account after confirming the password. Inside a page section
 * that already names it, `labelledBy` is that heading's id and the block has no heading of its own.
 */
export function AccountControls({ labelledBy }: { labelledBy?: string }) {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby={labelledBy ?? 'account-data'}
      className={cn('flex flex-col gap-3', !labelledBy && 'border-t pt-6')}
    >
      {labelledBy ? null : (
        <h3 id="account-data" className="font-semibold">
          Your data
        </h3>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" asChild>
          <a href="/api/account/export" download>
            <Download aria-hidden /> Download my data
          </a>
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden /> Delete my account
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your profile, list, posts, blogs and files are removed for good. People you messaged keep the
              conversation, shown from a deleted user.
            </DialogDescription>
          </DialogHeader>
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              remove.mutate(password, { onSuccess: () => navigate({ to: '/' }) });
            }}
          >
            <Label htmlFor="delete-password">Your password</Label>
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {remove.isError ? (
              <Alert variant="destructive">{errorMessage(remove.error, 'Your account could not be deleted')}</Alert>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={!password || remove.isPending}>
                Delete my account
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
