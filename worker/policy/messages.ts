import type { PrivacySettings } from '../contracts/profile-settings';
import { type Actor, can } from '../policy';

/** The one a member would write to, as far as the rule needs: their name and "who can message me". */
export type Recipient = { username: string; first_name: string; privacy: PrivacySettings };

/** How the two stand, read in the conversation's own lookup. */
export type MessageStanding = { exists: boolean; blocked: boolean; followedBy: boolean; mutual: boolean };

/**
 * Why a member may not send this message, in the words they are shown, or null when they may. A
 * suspended or banned member sends nothing; nobody writes across a block or to a member who has
 * left; "who can message me" decides who may start a conversation, and one already going carries on.
 */
export function messageRefusal(sender: Actor, recipient: Recipient | null, standing: MessageStanding) {
  if (!can(sender, 'content:interact')) {
    return sender.isBanned
      ? 'Your account has been banned, so you cannot send messages.'
      : 'Your account is suspended, so you cannot send messages for now.';
  }
  if (!recipient) return 'This member has left Lifelist.';
  if (standing.blocked) return "You can't message this member.";
  if (standing.exists) return null;
  const name = recipient.first_name || recipient.username;
  switch (recipient.privacy.who_can_message ?? 'everyone') {
    case 'following':
      return standing.followedBy ? null : `${name} only accepts new messages from people they follow.`;
    case 'mutual':
      return standing.mutual ? null : `${name} only accepts new messages from mutual follows.`;
    case 'nobody':
      return `${name} isn't accepting new messages.`;
    default:
      return null;
  }
}
