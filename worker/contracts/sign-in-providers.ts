/**
 * The id of the OpenID Connect sign-in set by the OIDC_* variables (worker/auth.ts): its callback
 * is `/api/auth/callback/oidc`, and the web app starts it with this id. A module of its own, free
 * of schemas, so the sign-in buttons carry no more than this word.
 */
export const OIDC_PROVIDER_ID = 'oidc';
