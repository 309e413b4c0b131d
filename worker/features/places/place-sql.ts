// The place a search asks for, as SQL over activity_places (aliased p) for an activity row `a`.
import { type SQL, sql } from 'drizzle-orm';
import type { PlaceAsk } from './read-place';

const KM_PER_DEGREE = 111.2;
/** A number we computed, written into the SQL: D1 binds at most 100 parameters a statement. */
const num = (x: number) => sql.raw(String(Math.round(x * 1e6) / 1e6));

/** Squared kilometres from a point to p (equirectangular: exact enough within a few hundred km). */
export function squaredKm(from: { lat: number; lon: number }) {
  const cos = Math.cos((from.lat * Math.PI) / 180);
  return sql`((p.lat - ${num(from.lat)}) * (p.lat - ${num(from.lat)}) + (p.lon - ${num(from.lon)}) * ${num(cos)} * (p.lon - ${num(from.lon)}) * ${num(cos)}) * ${num(KM_PER_DEGREE * KM_PER_DEGREE)}`;
}

function askSql(ask: PlaceAsk): SQL {
  switch (ask.kind) {
    case 'countries':
      return sql`p.country in (${sql.join(
        ask.codes.map((c) => sql`${c}`),
        sql`, `,
      )})`;
    case 'continents':
      return sql`p.continent in (${sql.join(
        ask.codes.map((c) => sql`${c}`),
        sql`, `,
      )})`;
    case 'division':
      return sql`(p.country = ${ask.country} and p.division = ${ask.code})`;
    case 'named':
      return sql`(p.name_key = ${ask.key} or p.region_key = ${ask.key})`;
    case 'abroad':
      return ask.home ? sql`p.country <> ${ask.home}` : sql`1`;
    case 'near': {
      const dLat = ask.km / KM_PER_DEGREE;
      const dLon = ask.km / (KM_PER_DEGREE * Math.max(0.05, Math.cos((ask.lat * Math.PI) / 180)));
      const beyond = ask.beyondKm ? sql` and ${squaredKm(ask)} > ${num(ask.beyondKm * ask.beyondKm)}` : sql``;
      return sql`(p.lat between ${num(ask.lat - dLat)} and ${num(ask.lat + dLat)}
        and p.lon between ${num(ask.lon - dLon)} and ${num(ask.lon + dLon)}
        and ${squaredKm(ask)} <= ${num(ask.km * ask.km)}${beyond})`;
    }
  }
}

/**
 * True for an activity with a place matching any of the asks: the places are found once, through
 * their own indexes (country, continent, latitude, names), not looked up again for every idea.
 */
export function atPlace(asks: PlaceAsk[]): SQL {
  return sql`a.id in (select p.activity_id from activity_places p where ${sql.join(asks.map(askSql), sql` or `)})`;
}

/**
 * At the place, or saying its name in its own title or description ("Go wine tasting in Tuscany"):
 * an idea is found at a place its words name even where its place data is missing or broader.
 */
export function atOrMentions(place: { asks: PlaceAsk[]; mentions: string[] }): SQL {
  const at = atPlace(place.asks);
  if (place.mentions.length === 0) return at;
  return sql`(${at} or ${mentions(place.mentions, 'title display_title search_text')})`;
}

/** The idea's own words (in the given columns) say one of these places. */
export function mentions(places: string[], columns: string): SQL {
  const match = places.map((m) => `"${m.replace(/"/g, '')}"`).join(' OR ');
  return sql`a.id in (select rowid from activities_fts where activities_fts match ${`{${columns}} : (${match})`})`;
}

/** Squared kilometres from a point to an activity's nearest place; null for an idea that can be done anywhere. */
export function distanceFrom(from: { lat: number; lon: number }): SQL {
  return sql`(select min(${squaredKm(from)}) from activity_places p where p.activity_id = a.id)`;
}
