type RoleFields = {
  role: string;
  isAdmin: boolean;
  isSuspended: boolean;
  isBanned: boolean;
};

const ROLE_LABELS: Record<string, string> = {
  admin: 'Admin',
  superAdmin: 'Super Admin',
  moderator: 'Moderator',
  modManager: 'Mod Manager',
  supplier: 'Supplier',
  trustedSupplier: 'Trusted Supplier',
};

/** The badge a member carries: Banned or Suspended override the role; plain members have none. */
export function roleBadge(p: RoleFields): { label: string; tone: 'danger' | 'warning' | 'role' } | null {
  if (p.isBanned) return { label: 'Banned', tone: 'danger' };
  if (p.isSuspended) return { label: 'Suspended', tone: 'warning' };
  const label = ROLE_LABELS[p.role] ?? (p.isAdmin ? 'Admin' : null);
  return label ? { label, tone: 'role' } : null;
}
