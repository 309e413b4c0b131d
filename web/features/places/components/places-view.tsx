import { EmptyState } from '@/components/states';
import { placeLabel } from '../../../../worker/contracts/places';
import type { PlacedItem } from '../trips';
import { Trips } from './trips';
import { type MapPin, type PinTone, WorldMap } from './world-map';

const TONES = new Set<PinTone>(['not_started', 'in_progress', 'completed']);

/** Every place of every item, as pins coloured by the item's status (or as results). */
export const pinsOf = (items: PlacedItem[]): MapPin[] =>
  items.flatMap((item) =>
    item.places.map((p, i) => ({
      key: `${item.key}:${i}`,
      activityId: item.activityId,
      title: item.title,
      place: placeLabel(p),
      lat: p.lat,
      lon: p.lon,
      tone: item.status && TONES.has(item.status as PinTone) ? (item.status as PinTone) : 'result',
    })),
  );

/**
 * A list's or a search's place-bound ideas on the world map, or grouped into trips by country.
 * Loaded only where a map is shown.
 */
export default function PlacesView({
  items,
  view,
  label,
  empty,
}: {
  items: PlacedItem[];
  view: 'map' | 'trips';
  label: string;
  empty: string;
}) {
  const placed = items.filter((i) => i.places.length > 0);
  if (placed.length === 0) return <EmptyState title="Nothing on the map yet">{empty}</EmptyState>;
  return view === 'map' ? <WorldMap pins={pinsOf(placed)} label={label} /> : <Trips items={placed} />;
}
