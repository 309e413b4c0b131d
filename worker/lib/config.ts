/** The site's own address for links in e-mails and pages: the first trusted origin. */
export const appOrigin = (env: Env) => (env.APP_ORIGIN ?? '').split(',')[0]?.trim() || 'https://lifelist.app';
