import { KeyRound, Mail } from 'lucide-react';
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
import { useChangeEmail, useChangePassword } from '../queries';

function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function ChangeEmailDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const change = useChangeEmail();
  const close = (o: boolean) => {
    if (!o) {
      change.reset();
      setCurrentPassword('');
    }
    onOpenChange(o);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change e-mail</DialogTitle>
          <DialogDescription>
            We send a link to the new address; your e-mail changes when you follow it. Every other device is then signed
            out, and your current address is told.
          </DialogDescription>
        </DialogHeader>
        {change.isSuccess ? (
          <Alert role="status">{change.data.message}</Alert>
        ) : (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              change.mutate({ newEmail, currentPassword });
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="new-email">New e-mail address</Label>
              <Input
                id="new-email"
                type="email"
                autoComplete="email"
                value={newEmail}
                onChange={(e) => {
                  change.reset();
                  setNewEmail(e.target.value);
                }}
              />
            </div>
            <PasswordField
              id="email-current-password"
              label="Current password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(v) => {
                change.reset();
                setCurrentPassword(v);
              }}
            />
            {change.isError ? (
              <Alert variant="destructive">{errorMessage(change.error, 'Your e-mail could not be changed')}</Alert>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={change.isPending}>
                Send confirmation link
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useChangePassword();
  const close = (o: boolean) => {
    if (!o) {
      change.reset();
      setCurrentPassword('');
      setNewPassword('');
      setConfirm('');
      setMismatch(false);
    }
    onOpenChange(o);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>Every other device signed in to your account is signed out.</DialogDescription>
        </DialogHeader>
        {change.isSuccess ? (
          <Alert role="status">{change.data.message}</Alert>
        ) : (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (newPassword !== confirm) return setMismatch(true);
              change.mutate({ currentPassword, newPassword });
            }}
          >
            <PasswordField
              id="current-password"
              label="Current password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(v) => {
                change.reset();
                setCurrentPassword(v);
              }}
            />
            <PasswordField
              id="new-password"
              label="New password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(v) => {
                change.reset();
                setMismatch(false);
                setNewPassword(v);
              }}
            />
            <PasswordField
              id="confirm-password"
              label="Confirm new password"
              autoComplete="new-password"
              value={confirm}
              onChange={(v) => {
                setMismatch(false);
                setConfirm(v);
              }}
            />
            {mismatch ? <Alert variant="destructive">Passwords do not match</Alert> : null}
            {change.isError ? (
              <Alert variant="destructive">{errorMessage(change.error, 'Your password could not be changed')}</Alert>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={change.isPending}>
                Change password
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The sign-in address (changed only through a confirmed link) and the password. */
export function SignInSettings({ email }: { email: string }) {
  const [dialog, setDialog] = useState<'email' | 'password' | null>(null);
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <p className="flex flex-wrap gap-x-2 text-sm">
        <span className="font-medium">Email</span>
        <span className="break-all">{email}</span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" size="sm" variant="outline" onClick={() => setDialog('email')}>
          <Mail aria-hidden /> Change e-mail
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setDialog('password')}>
          <KeyRound aria-hidden /> Change password
        </Button>
      </div>
      <ChangeEmailDialog open={dialog === 'email'} onOpenChange={(o) => setDialog(o ? 'email' : null)} />
      <ChangePasswordDialog open={dialog === 'password'} onOpenChange={(o) => setDialog(o ? 'password' : null)} />
    </div>
  );
}
