// Where the viewer is, for "near me" and "abroad": their own choice first (the browser's position,
// sent as near=lat,lon), then their profile's city and country, then where the request came from.
import type { Context } from 'hono';
import { DEFAULT_COUNTRY } from '../../contracts/countries';
import type { AppEnv } from '../../env';
import { gazetteer } from './cities';
import { placeKey } from './gazetteer';
import type { Whereabouts } from './read-place';

type RequestPlace = { country?: string; latitude?: string; longitude?: string };

/** Words whose answer depends on who asks, so a guest's answer is never shared. */
const VIEWER_WORDS =
  /\b(near me|nearby|near here|around me|around here|close to me|close by|near to me|abroad|overseas|another country|foreign country)\b/;
export const readsWhereabouts = (q: string | undefined, near: string | undefined) =>
  near === 'me' || (q !== undefined && VIEWER_WORDS.test(placeKey(q)));

export async function whereabouts(c: Context<AppEnv>): Promise<Whereabouts> {
  const profile = c.get('profile');
  // Under `wrangler dev` every request is placed in Austin, Texas (Miniflare's stand-in).
  const cf = c.env.APP_ENV === 'development' ? undefined : (c.req.raw.cf as RequestPlace | undefined);
  // A guest's country: the one chosen in the header, else where the request came from, else the
  // site's default (the one the header shows).
  const chosen = /(?:^|;\s*)lifelist-country=([A-Z]{2})\b/.exec(c.req.header('cookie') ?? '')?.[1];
  const country = profile?.country ?? chosen ?? cf?.country ?? DEFAULT_COUNTRY;
  const city = profile?.location
    ? (await gazetteer()).cityNamed(profile.location.split(',')[0] ?? '', profile.country)
    : null;
  if (city) return { country, point: { lat: city.lat, lon: city.lon } };
  const lat = Number(cf?.latitude);
  const lon = Number(cf?.longitude);
  return { country, point: cf?.latitude && Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null };
}

/** Where a member is by their profile alone (the coach has no request to read): city, then country. */
export async function profileWhereabouts(profile: {
  country: string | null;
  location: string | null;
}): Promise<Whereabouts> {
  const city = profile.location
    ? (await gazetteer()).cityNamed(profile.location.split(',')[0] ?? '', profile.country)
    : null;
  return { country: profile.country, point: city ? { lat: city.lat, lon: city.lon } : null };
}
