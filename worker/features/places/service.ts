// Writing and reading where catalogue ideas happen (activity_places).
import { asc, inArray, sql } from 'drizzle-orm';
import { type ActivityPlace, CONTINENT_CODES, CONTINENTS, type ContinentCode } from '../../contracts/places';
import type { Db } from '../../db/client';
import { activityPlaces } from '../../db/schema';
import { countryName, countryNames } from './countries';
import { type Gazetteer, placeKey } from './gazetteer';

export type PlaceInput = { name: string; region: string | null; country: string; lat: number; lon: number };

/** The rows of an idea's places, best known first, with what filters and search read of them. */
export function placeRows(cities: Gazetteer, activityId: number, places: PlaceInput[]) {
  return places.map((p, position) => ({
    activityId,
    position,
    name: p.name,
    region: p.region,
    country: p.country,
    lat: p.lat,
    lon: p.lon,
    nameKey: placeKey(p.name),
    regionKey: p.region ? placeKey(p.region) : null,
    ...cities.placeFacts(p.country, p.lat, p.lon),
  }));
}

/** The query for the places of these activities, best known first (batched with others). */
export const placeRowsOf = (db: Db, ids: number[]) =>
  db
    .select({
      activityId: activityPlaces.activityId,
      name: activityPlaces.name,
      region: activityPlaces.region,
      country: activityPlaces.country,
      lat: activityPlaces.lat,
      lon: activityPlaces.lon,
    })
    .from(activityPlaces)
    .where(inArray(activityPlaces.activityId, ids.length ? ids : [-1]))
    .orderBy(asc(activityPlaces.activityId), asc(activityPlaces.position));

/** Place rows as the API sends them, by activity id. */
export function asPlaces(rows: Awaited<ReturnType<typeof placeRowsOf>>) {
  const out = new Map<number, ActivityPlace[]>();
  for (const { activityId, ...p } of rows) {
    const list = out.get(activityId) ?? [];
    list.push({ ...p, countryName: countryName(p.country) });
    out.set(activityId, list);
  }
  return out;
}

/** The places of these activities, as the API sends them, by activity id. */
export async function placesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, ActivityPlace[]>();
  return asPlaces(await placeRowsOf(db, ids));
}

/**
 * How many catalogue ideas happen on each continent and in each country (an idea in two countries
 * counts in both), for the catalogue's place filters; and how many can be done anywhere.
 */
export async function placeCounts(db: Db) {
  const [countries, [anywhere], continents] = await db.batch([
    db.all<{ code: string; continent: string; count: number }>(sql`
      select country as code, min(continent) as continent, count(distinct activity_id) as count
      from activity_places group by country order by count desc, country`),
    db.all<{ count: number }>(sql`
      select count(*) as count from activities a
      where not exists (select 1 from activity_places p where p.activity_id = a.id)`),
    db.all<{ code: string; count: number }>(sql`
      select continent as code, count(distinct activity_id) as count from activity_places group by continent`),
  ]);
  return {
    anywhere: anywhere?.count ?? 0,
    continents: CONTINENT_CODES.map((code) => ({
      code,
      name: CONTINENTS[code],
      count: continents.find((c) => c.code === code)?.count ?? 0,
    })).filter((c) => c.count > 0),
    countries: countries
      .map((c) => ({
        code: c.code,
        name: countryName(c.code),
        continent: c.continent as ContinentCode,
        count: c.count,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Places read as JSON rows [name, region, country, lat, lon] (a search card's), as the API sends them. */
export function placesFromJson(json: string | null): ActivityPlace[] {
  if (!json) return [];
  return (JSON.parse(json) as [string, string | null, string, number, number][]).map(
    ([name, region, country, lat, lon]) => ({
      name,
      region,
      country,
      countryName: countryName(country),
      lat,
      lon,
    }),
  );
}

/** A place offered as someone types: what to search for, how it reads, and how many ideas are there. */
export type PlaceSuggestion = { q: string; label: string; country: string | null; count: number };

/**
 * Places whose name starts like what is typed ("par" -> Paris, France; "ita" -> Italy): countries
 * by any of their names, and the catalogue's own places and regions; those with ideas only, the
 * most first, at most `limit`.
 */
export async function suggestPlaces(db: Db, typed: string, limit = 3): Promise<PlaceSuggestion[]> {
  const key = placeKey(typed);
  if (key.length < 2 || key.split(' ').length > 3) return [];
  const codes = [
    ...new Set([...countryNames()].filter(([name]) => name.startsWith(key)).map(([, code]) => code)),
  ].slice(0, 4);
  // Keys are lower case already: a prefix is a range each column's index answers (LIKE would scan).
  const [from, to] = [key, `${key}\uffff`];
  const starts = (column: ReturnType<typeof sql.raw>) => sql`(${column} >= ${from} and ${column} < ${to})`;
  const [name, region] = [sql.raw('name_key'), sql.raw('region_key')];
  const [countryRows, placeRows] = await Promise.all([
    codes.length
      ? db.all<{ code: string; count: number }>(
          sql`select country as code, count(distinct activity_id) as count from activity_places
            where country in (${sql.join(
              codes.map((c) => sql`${c}`),
              sql`, `,
            )}) group by country`,
        )
      : [],
    db.all<{ label: string; country: string; count: number }>(sql`
      select coalesce(case when ${starts(region)} then region end, name) as label, min(country) as country,
        count(distinct activity_id) as count
      from activity_places where ${starts(name)} or ${starts(region)}
      group by case when ${starts(region)} then region_key else name_key end
      order by count desc limit ${limit}`),
  ]);
  const out: PlaceSuggestion[] = [
    ...countryRows.map((r) => ({
      q: countryName(r.code).toLowerCase(),
      label: countryName(r.code),
      country: r.code,
      count: r.count,
    })),
    ...placeRows.map((r) => ({
      q: r.label.toLowerCase(),
      label: `${r.label}, ${countryName(r.country)}`,
      country: r.country,
      count: r.count,
    })),
  ];
  const seen = new Set<string>();
  return out
    .filter((p) => p.count > 0 && !seen.has(p.q) && seen.add(p.q))
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}
