/**
 * The Settings page's sections, in order; `?section=` opens one (the first when it is missing).
 * A module of its own: the route reads `?section=` on every navigation, so this list travels with
 * the app, while the page itself loads only when it is opened.
 */
export const SETTINGS_SECTIONS = [
  { id: 'notifications', label: 'Notifications' },
  { id: 'privacy', label: 'Privacy' },
  { id: 'region', label: 'Country and time zone' },
  { id: 'security', label: 'Sign-in and security' },
  { id: 'blocks', label: 'Blocks and mutes' },
  { id: 'data', label: 'Your data' },
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]['id'];
export const SETTINGS_SECTION_IDS = SETTINGS_SECTIONS.map((s) => s.id);
