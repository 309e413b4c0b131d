import type { Context } from 'hono';
import type { ProfileRow } from '../db/schema';
import type { AppEnv } from '../env';
import { notAuthenticated } from './errors';

/** The signed-in member's profile; 401 when there is none. */
export function currentProfile(c: Context<AppEnv>): ProfileRow {
  const profile = c.get('profile');
  if (!profile) throw notAuthenticated();
  return profile;
}
