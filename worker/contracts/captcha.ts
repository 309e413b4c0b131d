// Cloudflare Turnstile's documented test keys, which the contact form's widget uses outside
// production (the browser and the Worker both know them).
export const TURNSTILE_TEST_SITE_KEY = '1x00000000000000000000AA';
/** The token the widget issues under a test site key. */
export const TURNSTILE_TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
