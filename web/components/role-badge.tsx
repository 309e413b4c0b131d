import type { roleBadge } from '@/features/account/roles';
import { Badge } from './ui/badge';

export function RoleBadge({ badge }: { badge: NonNullable<ReturnType<typeof roleBadge>> }) {
  return (
    <Badge variant={badge.tone === 'danger' ? 'destructive' : badge.tone === 'warning' ? 'warning' : 'secondary'}>
      {badge.label}
    </Badge>
  );
}
