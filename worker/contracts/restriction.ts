/**
 * What a suspended or banned member is told when they try to create or interact: the API's 403 and
 * the app's notice in place of a composer or a comment box, in the same words.
 */
export function restrictionMessage(member: { isBanned: boolean; suspensionEndDate: Date | string | null }) {
  if (member.isBanned) return 'Your account has been banned. You can read content and appeal the decision.';
  const end = member.suspensionEndDate ? new Date(member.suspensionEndDate).toISOString().slice(0, 10) : null;
  return `Your account is suspended until ${end ?? 'further notice'}. You can read content and appeal the decision.`;
}
