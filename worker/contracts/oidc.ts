import * as v from 'valibot';
import { EmailSchema } from './account';
import { maxChars } from './characters';

export { OIDC_PROVIDER_ID } from './sign-in-providers';

/** Where the local stand-in provider lives (outside production only): its issuer is the origin plus this. */
export const LOCAL_OIDC_PATH = '/api/dev/oidc';

/** The page where the tester says who they are and allows or cancels (web/routes/dev/oidc.consent.tsx). */
export const LOCAL_OIDC_CONSENT_PAGE = '/dev/oidc/consent';

/** The scopes the local provider knows; it answers with the claims each one allows. */
export const LOCAL_OIDC_SCOPES = ['openid', 'email', 'profile'] as const;

const RequestHandle = v.pipe(
  v.string('This sign-in request is invalid or has expired'),
  v.regex(/^[\w-]+\.[\w-]+$/, 'This sign-in request is invalid or has expired'),
  v.maxLength(4000, 'This sign-in request is invalid or has expired'),
);

/** The consent page's question: the signed request the authorization endpoint sent it. */
export const ConsentQuery = v.object({ request: RequestHandle });

/** Allow (as this address and name) or Cancel. */
export const ConsentInput = v.variant(
  'allow',
  [
    v.strictObject({
      request: RequestHandle,
      allow: v.literal(true),
      email: EmailSchema,
      name: v.pipe(
        v.string('Name is required'),
        v.trim(),
        v.nonEmpty('Name is required'),
        maxChars(80, 'Name must be at most 80 characters'),
      ),
      emailVerified: v.boolean('Say whether the address is verified'),
    }),
    v.strictObject({ request: RequestHandle, allow: v.literal(false) }),
  ],
  'Choose Allow or Cancel',
);
export type ConsentInput = v.InferOutput<typeof ConsentInput>;

/** What the consent page shows. */
export type ConsentView = {
  /** The provider's own name (OIDC_NAME). */
  provider: string;
  /** The app asking, and the address it will be sent back to. */
  client: { id: string; name: string; redirectOrigin: string };
  scopes: string[];
  /** Addresses signed in through this provider before, newest first, to pick from. */
  recent: { email: string; name: string }[];
};
