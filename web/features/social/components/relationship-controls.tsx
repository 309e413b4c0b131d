import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { MessageCircle, MoreHorizontal, UserCheck, UserPlus } from 'lucide-react';
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
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ReportDialog } from '@/features/moderation/report-dialog';
import { rememberIntent, useAfterSignIn } from '@/lib/after-sign-in';
import { errorMessage } from '@/lib/api';
import { socialQueries, useBlock, useFollow, useMute, useUnblock, useUnfollow, useUnmute } from '../queries';

/** Follow / Requested / Following, Message, and the More menu (Block User, Report User). */
export function RelationshipControls({ userId, name, signedIn }: { userId: string; name: string; signedIn: boolean }) {
  const navigate = useNavigate();
  const status = useQuery({ ...socialQueries.status(userId), enabled: signedIn });
  const follow = useFollow();
  const unfollow = useUnfollow();
  const block = useBlock();
  const unblock = useUnblock();
  const mute = useMute();
  const unmute = useUnmute();
  const [dialog, setDialog] = useState<null | 'block' | 'report'>(null);
  const s = status.data;
  const toAuth = () => navigate({ to: '/auth', search: { redirect: window.location.pathname } });
  // A guest's Follow brings them back to follow: made once they are signed in and it still applies.
  const followAsGuest = () =>
    navigate({ to: '/auth', search: { redirect: rememberIntent({ action: 'follow', target: userId }) } });
  useAfterSignIn({ action: 'follow', target: userId }, signedIn && Boolean(s), () => {
    if (s && s.followStatus !== 'accepted' && s.followStatus !== 'pending' && !s.isBlocked && !s.isBlockedByYou)
      follow.mutate(userId);
  });
  const failure = [follow, unfollow, block, unblock, mute, unmute].find((m) => m.isError);

  const followButton = !signedIn ? (
    <Button onClick={followAsGuest}>
      <UserPlus aria-hidden /> Follow
    </Button>
  ) : s?.isBlockedByYou ? (
    <Button variant="outline" onClick={() => unblock.mutate(userId)} disabled={unblock.isPending}>
      Unblock
    </Button>
  ) : s?.followStatus === 'accepted' ? (
    <Button
      variant="secondary"
      onClick={() => unfollow.mutate(userId)}
      disabled={unfollow.isPending}
      aria-label={`Following ${name}. Unfollow`}
    >
      <UserCheck aria-hidden /> Following
    </Button>
  ) : s?.followStatus === 'pending' ? (
    <Button
      variant="secondary"
      onClick={() => unfollow.mutate(userId)}
      disabled={unfollow.isPending}
      aria-label={`Follow requested. Cancel request to ${name}`}
      aria-describedby={`follow-pending-${userId}`}
    >
      Requested
    </Button>
  ) : (
    <Button onClick={() => follow.mutate(userId)} disabled={follow.isPending || !s || s.isBlocked}>
      <UserPlus aria-hidden /> Follow
    </Button>
  );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {followButton}
        {!signedIn || !s || s.isBlocked || s.isBlockedByYou ? null : s.messageRefusal ? (
          // Shown, not offered: the member learns why a message would not go (suspended, their settings).
          <Button variant="outline" disabled aria-describedby={`message-refusal-${userId}`}>
            <MessageCircle aria-hidden /> Message
          </Button>
        ) : (
          <Button variant="outline" asChild>
            <Link to="/messages/$threadId" params={{ threadId: userId }}>
              <MessageCircle aria-hidden /> Message
            </Link>
          </Button>
        )}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="More">
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {signedIn && s && !s.isBlockedByYou ? (
              <DropdownMenuItem
                onSelect={() => (s.isMutedByYou ? unmute.mutate(userId) : mute.mutate(userId))}
                disabled={mute.isPending || unmute.isPending}
              >
                {s.isMutedByYou ? `Unmute ${name}` : `Mute ${name}`}
              </DropdownMenuItem>
            ) : null}
            {s?.isBlockedByYou ? null : (
              <DropdownMenuItem onSelect={() => (signedIn ? setDialog('block') : toAuth())}>
                Block User
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => (signedIn ? setDialog('report') : toAuth())}>
              Report User
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {signedIn && s?.followStatus === 'pending' ? (
        <p id={`follow-pending-${userId}`} className="text-sm text-muted-foreground">
          {`${name} accepts or declines your request; until then you see only what they share with everyone.`}
        </p>
      ) : null}
      {signedIn && s && !s.isBlocked && !s.isBlockedByYou && s.messageRefusal ? (
        <p id={`message-refusal-${userId}`} className="text-sm text-muted-foreground">
          {s.messageRefusal}
        </p>
      ) : null}
      {failure ? (
        <Alert variant="destructive">{errorMessage(failure.error, 'Failed to update follow status')}</Alert>
      ) : null}

      <Dialog open={dialog === 'block'} onOpenChange={(o) => !o && setDialog(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Block {name}?</DialogTitle>
            <DialogDescription>
              You stop following each other, and neither of you sees the other's posts, profile or messages.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={block.isPending}
              onClick={() => block.mutate(userId, { onSuccess: () => setDialog(null) })}
            >
              Block User
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <ReportDialog
        targetType="profile"
        targetId={userId}
        subject="user"
        open={dialog === 'report'}
        onOpenChange={(o) => setDialog(o ? 'report' : null)}
      />
    </div>
  );
}

/** The Connection card: how the two of you stand, with Unfollow. */
export function ConnectionCard({ userId, signedIn }: { userId: string; signedIn: boolean }) {
  const status = useQuery({ ...socialQueries.status(userId), enabled: signedIn });
  const unfollow = useUnfollow();
  const s = status.data;
  if (!signedIn || !s) return null;
  const label =
    s.isFollowing && s.isFollowingYou
      ? 'Mutual Connection'
      : s.isFollowing
        ? 'Following'
        : s.isFollowingYou
          ? 'Follows You'
          : 'No Connection';
  return (
    <section aria-labelledby="connection" className="rounded-2xl border p-5">
      <h2 id="connection" className="mb-2 font-semibold">
        Connection
      </h2>
      <p className="text-sm">{label}</p>
      {s.isFollowing ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={unfollow.isPending}
          onClick={() => unfollow.mutate(userId)}
        >
          Unfollow
        </Button>
      ) : null}
    </section>
  );
}
