import { type SQL, sql } from 'drizzle-orm';
import type { SearchQuery, Sort } from '../../contracts/catalogue';
import type { Db } from '../../db/client';
import { gazetteer } from '../places/cities';
import { atOrMentions, atPlace, distanceFrom, mentions } from '../places/place-sql';
import { type PlaceReading, readPlace, type Whereabouts } from '../places/read-place';
import { placesFromJson } from '../places/service';
import type { Facet } from './concepts';
import { englishWords } from './english';
import { anyExpression, directExpression, type Group, groupExpression, planQuery, type QueryPlan } from './query-plan';
import { ftsPhrase, surfaceWords } from './search-text';
import { vocabulary } from './vocabulary';

/** Activities in a category (one of their up to three). */
const inCategory = (category: string) =>
  sql`exists (select 1 from activity_category_links l where l.activity_id = a.id and l.category = ${category})`;

export function filterConditions(q: SearchQuery): SQL[] {
  const where: SQL[] = [];
  if (q.category) where.push(inCategory(q.category));
  if (q.country) where.push(atPlace([{ kind: 'countries', codes: [q.country] }]));
  if (q.continent) where.push(atPlace([{ kind: 'continents', codes: [q.continent] }]));
  if (q.cost) where.push(sql`a.cost = ${q.cost}`);
  if (q.time) where.push(sql`a.time = ${q.time}`);
  if (q.difficulty) where.push(sql`a.difficulty = ${q.difficulty}`);
  if (q.planning) where.push(sql`a.planning_required = ${q.planning}`);
  if (q.risk) where.push(sql`a.risk_level = ${q.risk}`);
  // An activity good for either setting suits both.
  if (q.social && q.social !== 'either') where.push(sql`a.solo_social in (${q.social}, 'either')`);
  if (q.location && q.location !== 'either') where.push(sql`a.indoor_outdoor in (${q.location}, 'either')`);
  return where;
}

const ORDER: Record<Sort, SQL> = {
  popularity: sql`a.popularity desc, a.id`,
  relevance: sql`a.popularity desc, a.id`,
  rating: sql`a.rating desc, a.popularity desc, a.id`,
  cost_low: sql`a.cost asc, a.popularity desc, a.id`,
  cost_high: sql`a.cost desc, a.popularity desc, a.id`,
  time_short: sql`a.time asc, a.popularity desc, a.id`,
  time_long: sql`a.time desc, a.popularity desc, a.id`,
  newest: sql`a.created_at desc, a.id desc`,
  alphabetical: sql`coalesce(a.display_title, a.title) collate nocase asc, a.id`,
};

export type ActivityCardRow = {
  id: number;
  title: string;
  displayTitle: string | null;
  summary: string;
  imageUrl: string | null;
  categoryTags: string;
  rating: number;
  popularity: number;
  cost: number;
  time: number;
  difficulty: number;
  enjoyment: number;
  planningRequired: number | null;
  riskLevel: number | null;
  soloSocial: string;
  indoorOutdoor: string;
  /** Where it happens, as JSON rows [name, region, country, lat, lon], best known first. */
  places: string;
  total: number;
};

const CARD_FIELDS = sql`a.id, a.title, a.display_title as displayTitle, a.search_text as summary, a.image_url as imageUrl,
  a.category_tags as categoryTags, a.rating, a.popularity, a.cost, a.time, a.difficulty, a.enjoyment,
  a.planning_required as planningRequired, a.risk_level as riskLevel, a.solo_social as soloSocial,
  a.indoor_outdoor as indoorOutdoor,
  (select json_group_array(json_array(p.name, p.region, p.country, p.lat, p.lon))
    from activity_places p where p.activity_id = a.id) as places`;

type RankedRow = ActivityCardRow & { exact: number; coverage: number; direct: number };

/** Weight of the title and display title against the description in the text score. */
const NAME_WEIGHT = 4;
/** bm25 (negative: lower is better) orders rows the flags leave equal: how often and how densely the words occur. */
const BM25_SHARE = 0.1;
/** Above this many matching activities (by the words' counts), bm25 is left out of the ranking. */
const BROAD_MATCH = 400;
/** How far popularity and rating can lift a result: enough to order near-ties, never to beat relevance. */
const POPULARITY_LIFT = 0.1;
const RATING_LIFT = 0.04;
/** How far being in the country an adjective names ("italian") lifts an idea. */
const PLACE_LIFT = 0.25;
/** What "near me" reaches: a day trip. */
const NEAR_ME_KM = 150;

/** A weight written into the SQL (a number we computed): D1 binds at most 100 parameters a statement. */
const num = (x: number) => String(Math.round(x * 10_000) / 10_000);

/** What a facet word asks of an activity ("cheap": a low cost); the names come from the concept map. */
const FACET_SQL: Record<Facet, SQL> = {
  free: sql`a.cost = 1`,
  budget: sql`a.cost <= 2`,
  splurge: sql`a.cost >= 4`,
  quick: sql`a.time <= 2`,
  long: sql`a.time >= 4`,
  indoor: sql`a.indoor_outdoor in ('indoor', 'either')`,
  outdoor: sql`a.indoor_outdoor in ('outdoor', 'either')`,
  solo: sql`a.solo_social in ('solo', 'either')`,
  social: sql`a.solo_social in ('social', 'either')`,
  easy: sql`a.difficulty <= 2`,
  hard: sql`a.difficulty >= 4`,
  thrill: sql`a.risk_level >= 4`,
  safe: sql`a.risk_level <= 2`,
  // A getaway: a trip of a day or more.
  getaway: sql`(a.time >= 4 and ${inCategory('Travel')})`,
  // Words like "course" or "lessons" ask for something that teaches.
  learning: sql`(a.title like 'Learn %' or ${inCategory('Learning')})`,
};

/**
 * A page of a text search, ranked by coverage: rows matching every idea of the query first, then
 * most ideas. An idea counts through its own words, what the concept map adds, or the property a
 * facet word names. Within equal coverage the text score decides: each idea weighted by its rarity,
 * more for its own words than for added ones and more in a title; the words close together; then
 * bm25. Popularity and rating only order near-ties. Any other sort lists, in that sort, the rows
 * that match the most ideas, and of those the ones that match the most of them through their own
 * words: 'marathon' by rating lists what holds the word, not every idea a related meaning reached
 * (related meanings count only when nothing holds the words themselves). Best match shows both.
 */
function rankedPage(
  db: Db,
  q: SearchQuery,
  sort: Sort,
  groups: Group[],
  where: SQL[],
  place: PlaceReading | null = null,
) {
  const required = groups.filter((g) => g.required);
  const optional = groups.filter((g) => !g.required);
  // Each distinct FTS expression is read once into its own set (a materialised CTE), then probed.
  const sets: { table: 'catalogue_fts' | 'activities_fts'; expr: string }[] = [];
  const inSet = (expr: string, table: 'catalogue_fts' | 'activities_fts' = 'catalogue_fts') => {
    let at = sets.findIndex((x) => x.expr === expr && x.table === table);
    if (at < 0) at = sets.push({ table, expr }) - 1;
    return `(a.id in s${at})`;
  };
  // The words exactly as typed, in the index of the words as written ("gardening", not "garden").
  const asTyped = (g: Group) => `{title display_title search_text} : ${ftsPhrase(g.typed)}`;
  // Per required idea: any match (c), its own words (d), each also in a title (cn, dn), the words
  // exactly as typed (x), its facet (p). Optional ideas (stop words) only add when present (o).
  const textFlags = [
    ...required.map((g, i) =>
      [
        `${inSet(groupExpression(g))} as c${i}`,
        `${inSet(`{search_name} : ${groupExpression(g)}`)} as cn${i}`,
        // An intent has no words of its own to match.
        ...(g.direct.length
          ? [
              `${inSet(directExpression(g))} as d${i}`,
              `${inSet(`{search_name} : ${directExpression(g)}`)} as dn${i}`,
              `${inSet(asTyped(g), 'activities_fts')} as x${i}`,
            ]
          : [`0 as d${i}`, `0 as dn${i}`, `0 as x${i}`]),
      ].join(', '),
    ),
    ...optional.map((g, i) => `${inSet(groupExpression(g))} as o${i}`),
  ];
  const optionalFacets = optional.map((g, i) =>
    g.facet ? sql`(${FACET_SQL[g.facet]}) as ${sql.raw(`q${i}`)}` : sql`0 as ${sql.raw(`q${i}`)}`,
  );
  // Rows no word matches have every text flag at 0.
  const noText = [
    ...required.map((_, i) => `0 as c${i}, 0 as cn${i}, 0 as d${i}, 0 as dn${i}, 0 as x${i}`),
    ...optional.map((_, i) => `0 as o${i}`),
  ];
  const facetFlags = sql.join(
    [
      ...required.map((g, i) => sql`${g.facet ? sql`(${FACET_SQL[g.facet]})` : sql`0`} as ${sql.raw(`p${i}`)}`),
      ...optionalFacets,
    ],
    sql`, `,
  );
  // An idea counts through its words or its property; an intent that is its property ('rainy day':
  // indoors) counts only through the property, and its words only rank.
  const coverage = sql.raw(required.map((g, i) => (g.facetOnly ? `m.p${i}` : `max(m.c${i}, m.p${i})`)).join(' + '));
  // The ideas a row matches through their own words (or the property a facet word names), not only
  // through a related meaning the concept map added.
  const direct = sql.raw(required.map((_, i) => `max(m.d${i}, m.p${i})`).join(' + '));
  const meanWeight = required.reduce((sum, g) => sum + g.weight, 0) / Math.max(1, required.length);
  const weighted = sql.join(
    [
      ...required.map((g, i) =>
        sql.raw(
          `${num(g.weight)} * (0.5 * m.c${i} + 0.5 * m.d${i} + 0.3 * m.cn${i} + 0.3 * m.dn${i} + 0.3 * m.x${i} + 0.4 * (m.p${i} and not m.c${i}))`,
        ),
      ),
      // A stop word present adds a little ("learn" in "learn to swim"), never more than a third of an
      // idea; one that asks for a kind of activity ("course") adds a little for activities of that kind.
      ...optional.map((g, i) =>
        sql.raw(`${num(Math.min(g.weight, 1.5) * 0.3)} * m.o${i} + ${num(0.3 * meanWeight)} * m.q${i}`),
      ),
    ],
    sql` + `,
  );
  // The ideas' own words near each other ("colour run" as one event, not a colour and a run).
  const heads = required.map((g) => g.direct[0]).filter((x) => x !== undefined);
  const near =
    heads.length > 1
      ? sql.raw(
          `${num(required.reduce((sum, g) => sum + g.weight, 0) * 0.5)} * ${inSet(`NEAR(${heads.map((h) => ftsPhrase(h.stems)).join(' ')}, 4)`)}`,
        )
      : sql`0`;
  const filters = where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``;
  // Whether the row is at the place the words name ("in france"); 0 when they name none.
  const inPlace = place ? sql`(${atOrMentions(place)}) as inplace` : sql`0 as inplace`;
  const keys = sql`a.id, a.popularity, a.rating, a.cost, a.time, a.created_at, a.title, a.display_title, ${inPlace}`;
  // Rows the text finds; and, when every idea is a property ("cheap indoor"), the rows with all of
  // those properties, which need no text flags (they are all 0).
  const byFacet = required.every((g) => g.facet);
  const facetRows = byFacet
    ? sql`union all
      select ${keys}, 0 as bm, 0 as near, ${sql.raw(noText.join(', '))}, ${facetFlags}
      from activities a
      where a.id not in (select id from f) and ${sql.join(
        required.map((g) => FACET_SQL[g.facet as Facet]),
        sql` and `,
      )} ${filters}`
    : sql``;
  const lifted = sql`a.relevance * (1 + ${POPULARITY_LIFT} * min(a.popularity, 400) / 400.0 + ${RATING_LIFT} * a.rating / 5.0)`;
  // A place named outright: the ideas that are both what was asked and there come first, then that
  // activity elsewhere. An adjective ("italian cooking") only lifts the ideas there a little.
  const order =
    sort !== 'relevance'
      ? ORDER[sort]
      : place?.strength === 'strong'
        ? sql`(a.coverage = ${required.length} and a.inplace) desc, a.coverage desc, a.inplace desc, ${lifted} desc, a.id`
        : place
          ? sql`a.coverage desc, ${lifted} * (1 + ${PLACE_LIFT} * a.inplace) desc, a.id`
          : sql`a.coverage desc, ${lifted} desc, a.id`;
  const setTables = sets.map(
    (x, i) =>
      sql`${sql.raw(`s${i}`)} as materialized (select rowid from ${sql.raw(x.table)} where ${sql.raw(x.table)} match ${x.expr})`,
  );
  // bm25 costs most per row; when the words are common enough to match hundreds of activities the
  // flags alone order them well, and bm25 is left out.
  const broad = required.reduce((sum, g) => sum + g.docs, 0) > BROAD_MATCH;
  // Only ids, scores and sort keys travel through the ranking; the page's 50 cards are read last.
  const query = sql`
    with ${sql.join(setTables, sql`, `)},
    f as materialized (
      select rowid as id, ${broad ? sql`0` : sql`bm25(catalogue_fts, ${NAME_WEIGHT}, 1.0)`} as bm
      from catalogue_fts where catalogue_fts match ${anyExpression(required)}
    ),
    m as materialized (
      select ${keys}, f.bm as bm, ${near} as near, ${sql.raw(textFlags.join(', '))}, ${facetFlags}
      from f join activities a on a.id = f.id
      where 1 ${filters}
      ${facetRows}
    ),
    r as materialized (
      select m.*, (${coverage}) as coverage, (${direct}) as direct,
        (${weighted}) + m.near - ${BM25_SHARE} * m.bm as relevance
      from m where (${coverage}) > 0
    ),
    page as (
      select a.id, a.coverage, a.direct, count(*) over () as total, sum(a.coverage = ${required.length}) over () as exact,
        row_number() over (order by ${order}) as position
      from r as a
      ${
        sort === 'relevance'
          ? sql``
          : sql`where a.coverage = (select max(coverage) from r)
              and a.direct = (select max(direct) from r where coverage = (select max(coverage) from r))`
      }
      order by position
      limit ${q.limit} offset ${q.offset}
    )
    select ${CARD_FIELDS}, page.total, page.exact, page.coverage, page.direct
    from page join activities a on a.id = page.id
    order by page.position`;
  return db.all<RankedRow>(query);
}

/**
 * One page of the catalogue with its total. A place in the words ("in france", "near me") is read
 * first (readPlace); the words left are read by planQuery (stems, joined and split words, the
 * concept map, corrections) and ranked by relevance unless another sort is chosen, with the ideas
 * at the place first. `partial` says honestly when no activity holds every word, `ran` is the query
 * actually run and `place` the place read. With `facetsAsFilters`, the properties the words name
 * are required of every row; with `placeOnly`, the place the words name is (the coach suggests what
 * is there, and says when nothing is).
 */
export async function searchCatalogue(
  db: Db,
  q: SearchQuery,
  ctx?: { waitUntil(p: Promise<unknown>): void },
  options: { facetsAsFilters?: boolean; placeOnly?: boolean; whereabouts?: Whereabouts } = {},
) {
  const where = filterConditions(q);
  const whereabouts = options.whereabouts ?? { country: null, point: null };
  let nearFrom: { lat: number; lon: number } | null = null;
  if (q.near) {
    const point = q.near === 'me' ? whereabouts.point : q.near;
    // "Near me" keeps what is within a day's reach, and what can be done anywhere.
    if (point) {
      where.push(
        sql`(${atPlace([{ kind: 'near', ...point, km: NEAR_ME_KM }])} or not exists (select 1 from activity_places p where p.activity_id = a.id))`,
      );
      nearFrom = point;
    }
  }
  let reading = q.q
    ? await readPlace(q.q, (await vocabulary(db, ctx)).places, whereabouts, await englishWords(), gazetteer)
    : { place: null, text: '', needsLocation: false };
  // A place alone with nothing there ("things to do in lima" before any idea is placed in Lima) is
  // searched as words, so an idea that only mentions it is still found.
  if (!options.placeOnly && reading.place && !reading.text && !(await anyAt(db, reading.place)))
    reading = { ...reading, place: null, text: q.q };
  const place = reading.place;
  if (options.placeOnly && place?.strength === 'strong') where.push(atOrMentions(place));
  const plan = await planQuery(db, reading.text, ctx);
  const about = {
    place: place ? { label: place.label, strength: place.strength } : null,
    needsLocation: reading.needsLocation || (q.near === 'me' && !whereabouts.point),
  };
  const sort: Sort = q.sort ?? (plan ? 'relevance' : 'popularity');
  // A recommendation keeps to what the words ask of an activity ("cheap", "indoors"): the property
  // itself, not a mention of the word.
  if (options.facetsAsFilters && plan) {
    for (const g of plan.groups) if (g.required && g.facet) where.push(FACET_SQL[g.facet]);
  }
  if (!plan) {
    // A place alone lists what is there, nearest first when it is a point.
    if (place && !options.placeOnly) where.push(atOrMentions(place));
    const from = place?.from ?? nearFrom;
    // What names the place in its own title first ("eiffel tower paris": the Eiffel Tower), then
    // nearest first from a point, then the sort.
    const particular = place?.specific.length ? sql`${mentions(place.specific, 'title display_title')} desc, ` : sql``;
    const named =
      place?.mentions.length && !q.sort
        ? sql`${particular}${mentions(place.mentions, 'title display_title')} desc, `
        : sql``;
    const order =
      from && !q.sort
        ? sql`${named}${distanceFrom(from)} is null, ${distanceFrom(from)}, ${ORDER[sort]}`
        : sql`${named}${ORDER[sort]}`;
    // The order is found on the sort keys alone; only the page's cards are read in full.
    const rows = await db.all<ActivityCardRow>(sql`
      with page as (
        select a.id, count(*) over () as total, row_number() over (order by ${order}) as position
        from activities a
        ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
        order by position
        limit ${q.limit} offset ${q.offset}
      )
      select ${CARD_FIELDS}, page.total from page join activities a on a.id = page.id order by page.position`);
    const total = rows[0]?.total ?? (q.offset > 0 ? await browseCount(db, where) : 0);
    return page(q, rows, total, { partial: false, corrections: {}, ran: '', ...about });
  }
  const rows = await rankedPage(db, q, sort, plan.groups, where, place);
  // Past the last page the window has no row to carry the totals: read them from the first.
  const totals =
    rows[0] ??
    (q.offset > 0
      ? (await rankedPage(db, { ...q, offset: 0, limit: 1 }, sort, plan.groups, where, place))[0]
      : undefined);
  const required = plan.groups.filter((g) => g.required).length;
  return page(q, rows, totals?.total ?? 0, {
    partial: Boolean(totals) && (totals?.exact ?? 0) === 0 && required > 1,
    corrections: plan.corrections,
    // The whole query as run, its place included ("volunteer abroad" for "volunter abroad").
    ran: place
      ? surfaceWords(q.q)
          .map((w) => plan.corrections[w] ?? w)
          .join(' ')
      : plan.ran,
    ...about,
  });
}

/**
 * The few ideas a typed text reads as best (slips read, words completed, the concept map's
 * meanings), those matching the most of its ideas only: what suggestions offer when no title
 * starts with the words as typed ("kayakng", "sky div").
 */
export async function bestMatches(db: Db, plan: QueryPlan, text: string, limit: number) {
  const rows = (await rankedPage(
    db,
    { q: text, offset: 0, limit: limit * 3 } as SearchQuery,
    'relevance',
    plan.groups,
    [],
  )) as RankedRow[];
  // The rows matching the most ideas, and of those the most through their own words (not only a
  // related meaning): "sky div" offers skydiving, not every way to fly.
  const most = Math.max(0, ...rows.map((r) => r.coverage));
  const best = rows.filter((r) => most > 0 && r.coverage === most);
  const mostDirect = Math.max(0, ...best.map((r) => r.direct));
  return best
    .filter((r) => r.direct === mostDirect)
    .slice(0, limit)
    .map((r) => ({ id: r.id, title: r.title, displayTitle: r.displayTitle }));
}

function page(
  q: SearchQuery,
  rows: ActivityCardRow[],
  total: number,
  reading: {
    partial: boolean;
    corrections: Record<string, string>;
    ran: string;
    place: { label: string; strength: 'strong' | 'soft' } | null;
    needsLocation: boolean;
  },
) {
  const items = rows.map((r) => {
    const { total: _t, categoryTags, places, ...row } = r as ActivityCardRow & Partial<RankedRow>;
    delete row.exact;
    delete row.coverage;
    delete row.direct;
    return { ...row, categoryTags: JSON.parse(categoryTags) as string[], places: placesFromJson(places) };
  });
  return {
    items,
    total,
    offset: q.offset,
    limit: q.limit,
    hasMore: q.offset + items.length < total,
    ...reading,
  };
}

async function anyAt(db: Db, place: PlaceReading) {
  const rows = await db.all<{ id: number }>(sql`select a.id from activities a where ${atOrMentions(place)} limit 1`);
  return rows.length > 0;
}

async function browseCount(db: Db, where: SQL[]) {
  const [row] = await db.all<{ n: number }>(
    sql`select count(*) as n from activities a ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}`,
  );
  return row?.n ?? 0;
}
