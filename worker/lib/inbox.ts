/**
 * A member's Inbox Durable Object: every page they have open listens on it, for new messages and
 * the bell's unread count. Below the features, so the messaging and notifications areas both
 * reach it without depending on each other.
 */
export const inboxStub = (env: Env, userId: string) => env.INBOX.get(env.INBOX.idFromName(userId));
