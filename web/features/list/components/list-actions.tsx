import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyModule } from '@/components/ui/lazy-module';
import { accountQueries } from '@/features/account/queries';
import { rememberIntent } from '@/lib/after-sign-in';
import type { ListActionsProps } from './member-list-actions';

// A member's controls are part of the page the Worker draws for them.
const member = lazyModule(() => import('./member-list-actions'), { drawnByServer: 'member-list-actions' });

/**
 * An activity's list actions. A guest gets Add to My List, which signs them in and brings them back;
 * a member's controls (start, complete, notes, settings, the plan and their dialogs) load for
 * members only, so a guest's first load leaves them out.
 */
export function ListActions(props: ListActionsProps) {
  const me = useQuery(accountQueries.me());
  const loaded = member.use(Boolean(me.data));
  if (!me.data) {
    return (
      <Button asChild size="lg">
        <Link
          to="/auth"
          search={{ redirect: props.activityPath }}
          // Back signed in, the list's dialog opens to finish adding it.
          onClick={() => rememberIntent({ action: 'add-to-list', target: props.activityPath })}
        >
          <Plus aria-hidden /> Add to My List
        </Link>
      </Button>
    );
  }
  if (loaded) return <loaded.MemberListActions {...props} />;
  // What the member's controls show while their item is looked up.
  return 'customActivityId' in props.target ? null : (
    <Button size="lg" disabled>
      <Plus aria-hidden /> Add to My List
    </Button>
  );
}
