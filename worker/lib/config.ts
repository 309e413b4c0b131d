/**
 * The origins the app is served from, as configured in APP_ORIGIN (comma-separated), each read as
 * a URL's origin (no path, no trailing slash); an entry that is not a URL is left out. The one place
 * APP_ORIGIN is read: cross-site checks, sign-in callbacks and links in e-mails all take it from here.
 */
export function appOrigins(env: Pick<Env, 'APP_ORIGIN'>): string[] {
  return (env.APP_ORIGIN ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin];
      } catch {
        return [];
      }
    });
}

/** The site's own address for links in e-mails and pages: the first configured origin. */
export const appOrigin = (env: Pick<Env, 'APP_ORIGIN'>) => appOrigins(env)[0] ?? 'https://lifelist.app';
