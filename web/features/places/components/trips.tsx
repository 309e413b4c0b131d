import { Link } from '@tanstack/react-router';
import { type PlacedItem, tripsOf } from '../trips';
import { Flag } from './flag';

const STATUS = { not_started: 'Not started', in_progress: 'In progress', completed: 'Completed' } as Record<
  string,
  string
>;

/** The list's place-bound items by country: one journey can take in several of them. */
export function Trips({ items }: { items: PlacedItem[] }) {
  const trips = tripsOf(items);
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Trips by country">
      {trips.map((trip) => (
        <li key={trip.country} className="rounded-xl border bg-card p-4">
          <h3 className="flex items-center gap-2 font-semibold">
            <Flag code={trip.country} /> {trip.countryName}
            <span className="text-sm font-normal text-muted-foreground">
              · {trip.items.length} {trip.items.length === 1 ? 'idea' : 'ideas'}
            </span>
          </h3>
          <ul className="mt-2 flex flex-col gap-1.5">
            {trip.items.map(({ item, places }) => (
              <li key={item.key} className="text-sm">
                <Link
                  to="/activity/$id"
                  params={{ id: String(item.activityId) }}
                  className="font-medium hover:underline"
                >
                  {item.title}
                </Link>
                <span className="text-muted-foreground">
                  {' '}
                  ·{' '}
                  {places.map((p) => (p.region && p.region !== p.name ? `${p.name}, ${p.region}` : p.name)).join('; ')}
                  {item.status ? ` · ${STATUS[item.status] ?? ''}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
