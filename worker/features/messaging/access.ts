import { sql } from 'drizzle-orm';
import { conversationIdOf, THREAD_NOT_FOUND } from '../../contracts/messaging';
import type { PrivacySettings } from '../../contracts/profile-settings';
import type { Db } from '../../db/client';
import type { ProfileRow } from '../../db/schema';
import { fail } from '../../lib/errors';
import { messageRefusal } from '../../policy/messages';
import { blockedEitherWay } from '../../policy/visibility';

export type Counterpart = {
  id: string;
  username: string;
  first_name: string;
  avatar_url: string | null;
  privacy: PrivacySettings;
};

/** A conversation as one member sees it, resolved and checked. */
export type ThreadAccess = {
  conversationId: string;
  otherId: string;
  /** Null when the other member has deleted their account. */
  other: Counterpart | null;
  exists: boolean;
  blocked: boolean;
  /** Why the viewer cannot send here, or null. */
  cannotSend: string | null;
};

type Row = {
  id: string | null;
  username: string | null;
  first_name: string | null;
  avatar_url: string | null;
  privacy_settings: string | null;
  blocked: number;
  followed_by: number;
  mutual: number;
  existing: number;
};

const NOT_FOUND = () => fail(404, 'THREAD_NOT_FOUND', THREAD_NOT_FOUND);

/** Who the other member is in a conversation id that must contain the viewer. */
function otherIn(conversationId: string, viewerId: string) {
  const parts = conversationId.split('-');
  if (parts.length !== 2 || parts[0] === parts[1]) return null;
  if (parts[0] === viewerId) return parts[1] ?? null;
  if (parts[1] === viewerId) return parts[0] ?? null;
  return null;
}

/**
 * Resolves a thread reference (a conversation id, or the other member's id as the profile's
 * Message button sends) for the viewer, with blocks, the other member's messaging privacy and the
 * viewer's own restrictions, in one query. Participants only; everyone else gets 404, as if the conversation did not exist.
 */
export async function resolveThread(db: Db, viewer: ProfileRow, ref: string): Promise<ThreadAccess> {
  let otherId: string | null;
  if (ref.includes('-')) otherId = otherIn(ref, viewer.id);
  else otherId = ref === viewer.id ? null : ref;
  if (!otherId) throw NOT_FOUND();
  const conversationId = conversationIdOf(viewer.id, otherId);
  const [row] = await db.all<Row>(sql`
    select p.id, p.username, p.first_name, p.avatar_url, p.privacy_settings,
      ${blockedEitherWay(viewer.id, otherId)} as blocked,
      exists(select 1 from follows where follower_id = ${otherId} and following_id = ${viewer.id} and status = 'accepted') as followed_by,
      exists(select 1 from follows where follower_id = ${otherId} and following_id = ${viewer.id} and status = 'accepted')
        and exists(select 1 from follows where follower_id = ${viewer.id} and following_id = ${otherId} and status = 'accepted') as mutual,
      exists(select 1 from conversation_members where conversation_id = ${conversationId} and user_id = ${viewer.id}) as existing
    from (select 1) left join profiles p on p.id = ${otherId}`);
  const exists = Boolean(row?.existing);
  if (!row?.id && !exists) throw NOT_FOUND();
  const other: Counterpart | null = row?.id
    ? {
        id: row.id,
        username: row.username ?? '',
        first_name: row.first_name ?? '',
        avatar_url: row.avatar_url,
        privacy: JSON.parse(row.privacy_settings ?? '{}') as PrivacySettings,
      }
    : null;
  const blocked = Boolean(row?.blocked);
  return {
    conversationId,
    otherId,
    other,
    exists,
    blocked,
    cannotSend: messageRefusal(viewer, other, {
      exists,
      blocked,
      followedBy: !!row?.followed_by,
      mutual: !!row?.mutual,
    }),
  };
}

/** Readable by the viewer: a participant, and no block between the two. */
export function assertReadable(access: ThreadAccess) {
  if (access.blocked) throw NOT_FOUND();
  return access;
}
