import type { ActivityPlace } from '../../../worker/contracts/places';

export type PlacedItem = { key: string; activityId: number; title: string; status?: string; places: ActivityPlace[] };

export type Trip = {
  country: string;
  countryName: string;
  /** Each item once, with the places it has in this country. */
  items: { item: PlacedItem; places: ActivityPlace[] }[];
};

/**
 * A list's place-bound items grouped by country, so one journey can take in several: the countries
 * with the most items first (then by name), an item with places in several countries under each.
 */
export function tripsOf(items: PlacedItem[]): Trip[] {
  const byCountry = new Map<string, Trip>();
  for (const item of items) {
    for (const place of item.places) {
      const trip = byCountry.get(place.country) ?? {
        country: place.country,
        countryName: place.countryName,
        items: [],
      };
      byCountry.set(place.country, trip);
      const held = trip.items.find((x) => x.item.key === item.key);
      if (held) held.places.push(place);
      else trip.items.push({ item, places: [place] });
    }
  }
  return [...byCountry.values()].sort(
    (a, b) => b.items.length - a.items.length || a.countryName.localeCompare(b.countryName),
  );
}
