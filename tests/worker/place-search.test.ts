import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivitySeed } from '../../scripts/seed/catalogue';
import { seedCatalogue } from '../../scripts/seed/catalogue';
import type { CoachMessageDto } from '../../worker/contracts/coach';
import { gazetteer } from '../../worker/features/places/cities';
import { db, errorOf, guest, type Member, signUp } from './helpers';

const idea = (
  title: string,
  description: string,
  where: ActivitySeed['where'],
  extra: Partial<ActivitySeed> = {},
): ActivitySeed => ({
  title,
  displayTitle: null,
  description,
  categories: ['Travel'],
  cost: 3,
  time: 3,
  difficulty: 2,
  enjoyment: 4,
  planning: 2,
  risk: 1,
  soloSocial: 'either',
  indoorOutdoor: 'either',
  where,
  picture: { shows: 'a glass of wine', icons: ['wine-glass'], scene: 'hills' },
  ...extra,
});
const place = (name: string, country: string, lat: number, lon: number, region: string | null = null) => ({
  name,
  country,
  region,
  lat,
  lon,
});

// A small catalogue where the place decides: wine tastings in and out of France, Paris sights, a
// Scottish walk, skills that can be done anywhere.
const IDEAS: ActivitySeed[] = [
  idea('Tour the châteaux of the Médoc', 'Wine tasting at the grand estates north of Bordeaux.', [
    place('Médoc', 'FR', 45.2, -0.85, 'Bordeaux'),
  ]),
  idea('Taste Champagne in the Reims cellars', 'A wine tasting deep in chalk cellars.', [
    place('Reims', 'FR', 49.258, 4.032, 'Champagne'),
  ]),
  idea('Ride the Franschhoek wine tram', 'Hop between wine estates for a tasting at each.', [
    place('Franschhoek', 'ZA', -33.913, 19.121, 'Western Cape'),
  ]),
  idea('Join a vineyard tasting in Sussex', 'English sparkling wine tasting in the South Downs.', [
    place('Sussex', 'GB', 50.9, -0.3, 'South Downs'),
  ]),
  idea('See the Eiffel Tower sparkle at night', 'The tower glitters for five minutes every hour after dark.', [
    place('Eiffel Tower', 'FR', 48.858, 2.294, 'Paris'),
  ]),
  idea('Spend a day in the Louvre', 'See the Mona Lisa and far more in the largest museum.', [
    place('Louvre', 'FR', 48.861, 2.336, 'Paris'),
  ]),
  idea('Climb Arthur’s Seat at sunrise', 'A short steep walk to the hill above the city.', [
    place("Arthur's Seat", 'GB', 55.944, -3.162, 'Edinburgh'),
  ]),
  idea('Walk the West Highland Way', 'A week on foot from Milngavie to Fort William.', [
    place('West Highland Way', 'GB', 56.5, -4.7, 'Scottish Highlands'),
  ]),
  idea('Learn French', 'Take a French course and hold a conversation in a year.', 'anywhere', {
    categories: ['Learning'],
  }),
  idea('Learn to juggle', 'Three balls, then four.', 'anywhere', { categories: ['Creative'] }),
  idea('Volunteer on a turtle beach in Costa Rica', 'Volunteer to guard nesting turtles at night.', [
    place('Tortuguero', 'CR', 10.543, -83.504),
  ]),
  idea('Volunteer at a local food bank', 'Volunteer a morning a week to sort and pack food.', 'anywhere', {
    categories: ['Social'],
  }),
  idea('Take an Italian cooking class in Bologna', 'A cooking class making fresh pasta by hand.', [
    place('Bologna', 'IT', 44.494, 11.343),
  ]),
  idea('Take a pasta cooking class', 'A cooking class making Italian pasta at a local school.', 'anywhere', {
    categories: ['Food & Drink'],
  }),
];

type Page = {
  items: { title: string }[];
  total: number;
  place: { label: string; strength: string } | null;
  needsLocation: boolean;
};
const titles = async (q: string, params: Record<string, string> = {}) => {
  const res = await guest().fetch(`/api/activities/search?${new URLSearchParams({ q, ...params })}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};
const top = async (q: string, n: number) => (await titles(q)).items.slice(0, n).map((i) => i.title);

beforeAll(async () => {
  await seedCatalogue(db(), IDEAS, await gazetteer());
});

describe('search reads places', () => {
  it('ranks an activity in the country named first, then the activity elsewhere', async () => {
    const page = await titles('wine tasting in france');
    expect(page.place).toEqual({ label: 'in France', strength: 'strong' });
    expect(
      page.items
        .slice(0, 2)
        .map((i) => i.title)
        .sort(),
    ).toEqual(['Taste Champagne in the Reims cellars', 'Tour the châteaux of the Médoc']);
    expect(page.items.map((i) => i.title)).toContain('Ride the Franschhoek wine tram');
  });

  it('lists what is in a city when the words name only the city', async () => {
    for (const q of ['things to do in paris', 'paris', 'what to do in Paris']) {
      const page = await titles(q);
      expect(page.items.map((i) => i.title).sort(), q).toEqual([
        'See the Eiffel Tower sparkle at night',
        'Spend a day in the Louvre',
      ]);
    }
  });

  it('reads common names of countries and their nations', async () => {
    expect(await top('wine tasting uk', 1)).toEqual(['Join a vineyard tasting in Sussex']);
    expect((await titles('walks in scotland')).items[0]?.title).toBe('Walk the West Highland Way');
    // Scotland is not England: the walk there is offered only as the activity elsewhere, after any in England.
    const england = await titles('vineyard in england');
    expect(england.place?.label).toBe('in England');
    expect(england.items[0]?.title).toBe('Join a vineyard tasting in Sussex');
    expect((await titles('things to do in england')).items.map((i) => i.title)).toEqual([
      'Join a vineyard tasting in Sussex',
    ]);
  });

  it('reads a continent and "abroad"', async () => {
    const europe = await titles('in europe');
    expect(europe.items.map((i) => i.title)).not.toContain('Ride the Franschhoek wine tram');
    expect(europe.items.map((i) => i.title)).toContain('Spend a day in the Louvre');
    const abroad = await guest().fetch('/api/activities/search?q=volunteer+abroad', {
      cf: { country: 'GB' },
    } as RequestInit);
    const page = (await abroad.json()) as Page;
    expect(page.items[0]?.title).toBe('Volunteer on a turtle beach in Costa Rica');
  });

  it('finds what is near a city, nearest first', async () => {
    const page = await titles('things to do near edinburgh');
    expect(page.items[0]?.title).toBe('Climb Arthur’s Seat at sunrise');
    expect(page.place?.label).toBe('near Edinburgh');
  });

  it('keeps an adjective in the words and only prefers the country it names', async () => {
    expect(await top('learn french', 1)).toEqual(['Learn French']);
    expect(await top('italian cooking class', 1)).toEqual(['Take an Italian cooking class in Bologna']);
  });

  it('says when "near me" needs a position, and uses one when given', async () => {
    expect((await titles('near me')).needsLocation).toBe(true);
    const near = await titles('', { near: '55.95,-3.19' });
    expect(near.items[0]?.title).toBe('Climb Arthur’s Seat at sunrise');
    // What can be done anywhere is still offered; what is far away is not.
    expect(near.items.map((i) => i.title)).toContain('Learn to juggle');
    expect(near.items.map((i) => i.title)).not.toContain('Spend a day in the Louvre');
  });

  it('filters by country and continent', async () => {
    expect((await titles('', { country: 'FR' })).total).toBe(4);
    expect((await titles('', { continent: 'AF' })).items.map((i) => i.title)).toEqual([
      'Ride the Franschhoek wine tram',
    ]);
    const bad = await guest().fetch('/api/activities/search?country=ZZ');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).error).toBe('Unknown country');
    const badNear = await guest().fetch('/api/activities/search?near=91,0');
    expect(badNear.status).toBe(400);
    expect((await errorOf(badNear)).error).toBe('Unknown position');
  });
});

describe('places offered as people type', () => {
  const places = async (q: string) => {
    const res = await guest().fetch(`/api/activities/suggest?${new URLSearchParams({ q })}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { places: { q: string; label: string; count: number }[] }).places;
  };

  it('offers countries by any of their names, and the catalogue’s own places and regions, with their counts', async () => {
    expect(await places('fra')).toEqual([
      { q: 'france', label: 'France', country: 'FR', count: 4 },
      { q: 'franschhoek', label: 'Franschhoek, South Africa', country: 'ZA', count: 1 },
    ]);
    expect(await places('par')).toEqual([{ q: 'paris', label: 'Paris, France', country: 'FR', count: 2 }]);
    // "uk" is the United Kingdom; the Scottish Highlands is a region an idea is in.
    expect((await places('uk')).map((p) => p.label)).toEqual(['United Kingdom']);
    expect((await places('scottish')).map((p) => p.label)).toEqual(['Scottish Highlands, United Kingdom']);
  });

  it('offers no place where the catalogue has nothing, and none for long phrases', async () => {
    expect(await places('peru')).toEqual([]);
    expect(await places('learn to juggle three balls')).toEqual([]);
  });

  it('searches a suggested place for what is there', async () => {
    const [paris] = await places('pari');
    expect((await titles(paris?.q ?? '')).items.map((i) => i.title).sort()).toEqual([
      'See the Eiffel Tower sparkle at night',
      'Spend a day in the Louvre',
    ]);
  });
});

describe('places to browse by', () => {
  it('counts the ideas on each continent and in each country, and those that can be done anywhere', async () => {
    const res = await guest().fetch('/api/activities/places');
    expect(res.status).toBe(200);
    const counts = (await res.json()) as {
      anywhere: number;
      continents: { code: string; name: string; count: number }[];
      countries: { code: string; name: string; continent: string; count: number }[];
    };
    expect(counts.anywhere).toBe(4);
    expect(counts.continents).toEqual([
      { code: 'AF', name: 'Africa', count: 1 },
      { code: 'EU', name: 'Europe', count: 8 },
      { code: 'NA', name: 'North America', count: 1 },
    ]);
    expect(counts.countries.map((c) => [c.name, c.count])).toEqual([
      ['Costa Rica', 1],
      ['France', 4],
      ['Italy', 1],
      ['South Africa', 1],
      ['United Kingdom', 3],
    ]);
  });

  it('shows where an idea happens on its page, and nothing for an idea done anywhere', async () => {
    const louvre = (await (
      await guest().fetch(`/api/activities/${IDEAS.findIndex((i) => i.title === 'Spend a day in the Louvre') + 1}`)
    ).json()) as {
      activity: { places: unknown[] };
    };
    expect(louvre.activity.places).toEqual([
      { name: 'Louvre', region: 'Paris', country: 'FR', countryName: 'France', lat: 48.861, lon: 2.336 },
    ]);
    const juggle = (await (
      await guest().fetch(`/api/activities/${IDEAS.findIndex((i) => i.title === 'Learn to juggle') + 1}`)
    ).json()) as {
      activity: { places: unknown[] };
    };
    expect(juggle.activity.places).toEqual([]);
  });
});

describe('a list on the map', () => {
  type Placed = {
    items: { title: string; status: string; places: { name: string; country: string; countryName: string }[] }[];
  };
  const idOf = (title: string) => IDEAS.findIndex((i) => i.title === title) + 1;

  it("lists the member's own items that happen somewhere, with their places, and no one else's", async () => {
    const member = await signUp();
    const other = await signUp();
    for (const title of ['Spend a day in the Louvre', 'Learn to juggle', 'Walk the West Highland Way'])
      expect((await member.fetch('/api/list', { method: 'POST', json: { activityId: idOf(title) } })).status).toBe(201);
    await other.fetch('/api/list', { method: 'POST', json: { activityId: idOf('Ride the Franschhoek wine tram') } });
    const mine = (await (await member.fetch('/api/list/places')).json()) as Placed;
    expect(mine.items.map((i) => i.title).sort()).toEqual(['Spend a day in the Louvre', 'Walk the West Highland Way']);
    expect(mine.items.find((i) => i.title === 'Spend a day in the Louvre')?.places).toEqual([
      expect.objectContaining({ name: 'Louvre', country: 'FR', countryName: 'France' }),
    ]);
    expect((await guest().fetch('/api/list/places')).status).toBe(401);
  });

  it('shows the places of the items a visitor may see on a shared list, and not of private ones', async () => {
    const owner = await signUp();
    await owner.fetch('/api/list', {
      method: 'POST',
      json: { activityId: idOf('See the Eiffel Tower sparkle at night') },
    });
    await owner.fetch('/api/list', {
      method: 'POST',
      json: { activityId: idOf('Climb Arthur’s Seat at sunrise'), privacy: 'private' },
    });
    const shared = (await (await guest().fetch(`/api/profile/${owner.profile.username}/list`)).json()) as Placed;
    expect(shared.items.map((i) => [i.title, i.places.map((p) => p.name)])).toEqual([
      ['See the Eiffel Tower sparkle at night', ['Eiffel Tower']],
    ]);
  });
});

describe('the coach reads places', () => {
  const idOf = (title: string) => IDEAS.findIndex((i) => i.title === title) + 1;
  const ask = async (m: Member, text: string) => {
    const res = await m.fetch('/api/coach/messages', { method: 'POST', json: { text } });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { messages: CoachMessageDto[] }).messages[1] as CoachMessageDto;
  };
  const titles = (reply: CoachMessageDto) =>
    reply.cards.map((c) => (c.type === 'item' ? c.item.title : c.type === 'idea' ? c.activity.title : c.type));

  it('puts what is on the list in the city named first, and offers an idea there', async () => {
    const m = await signUp();
    await m.fetch('/api/list', { method: 'POST', json: { activityId: idOf('Spend a day in the Louvre') } });
    await m.fetch('/api/list', { method: 'POST', json: { activityId: idOf('Walk the West Highland Way') } });
    await m.fetch('/api/list', { method: 'POST', json: { activityId: idOf('Climb Arthur’s Seat at sunrise') } });
    const reply = await ask(m, 'what should I do this weekend in Edinburgh?');
    expect(reply.text).toContain('in Edinburgh');
    expect(titles(reply)).toEqual(['Climb Arthur’s Seat at sunrise']);
  });

  it('suggests ideas in the city when nothing on the list is there', async () => {
    const m = await signUp();
    const reply = await ask(m, 'what should I do this weekend in edinburgh');
    expect(reply.text).toContain('Nothing on your list is in Edinburgh yet');
    expect(titles(reply)).toEqual(['Climb Arthur’s Seat at sunrise']);
    const paris = await ask(m, 'any ideas for things to do in Paris?');
    expect(titles(paris).sort()).toEqual(['See the Eiffel Tower sparkle at night', 'Spend a day in the Louvre']);
  });

  it('says when nothing is known in the place named, and does not pass off ideas elsewhere', async () => {
    const m = await signUp();
    await m.fetch('/api/list', { method: 'POST', json: { activityId: idOf('Learn to juggle') } });
    const reply = await ask(m, 'what should i do this weekend in Lima');
    expect(reply.text).toContain("I don't know of anything in Lima yet");
    const ideas = await ask(m, 'suggest something to do in tokyo');
    expect(ideas.text).toContain("I don't know of anything in Tokyo");
    expect(ideas.cards).toEqual([]);
  });

  it('reads "near me" from the profile city, and asks for it when it is missing', async () => {
    const here = await signUp({ location: 'Edinburgh', country: 'GB' });
    const near = await ask(here, 'any ideas near me?');
    expect(titles(near)[0], near.text).toBe('Climb Arthur’s Seat at sunrise');
    const nowhere = await signUp();
    const unknown = await ask(nowhere, 'any ideas near me?');
    expect(unknown.text).toContain('Add your city to your profile');
  });
});
