/** Up to two initials of a name ('maya okafor' → 'MO'), for avatars without a picture. */
export const initials = (name: string | null | undefined) =>
  (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
