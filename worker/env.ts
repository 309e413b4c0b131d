import type { Auth } from './auth';
import type { Db } from './db/client';
import type { ProfileRow } from './db/schema';
import type { D1Meter } from './lib/d1-meter';

export type SessionUser = { id: string; email: string; name: string };

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** When the request reached the Worker (Date.now), for the diagnostic timings. */
    startedAt: number;
    db: Db;
    auth: Auth;
    user: SessionUser | null;
    /** The id of the signed-in session, so account changes can end every other one. */
    sessionId: string | null;
    profile: ProfileRow | null;
    /** Outside production: what the request did to D1 (lib/d1-meter.ts). */
    d1Meter: D1Meter | null;
  };
};
