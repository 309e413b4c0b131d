import { Link } from '@tanstack/react-router';
import { MapPin as MapPinIcon } from 'lucide-react';
import { useMemo } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { project, WORLD } from '../world-projection';
import { WorldBackdrop } from './world-backdrop';

/** How a pin is coloured: by the list item's status, or as a search result. */
export type PinTone = 'not_started' | 'in_progress' | 'completed' | 'result';

export type MapPin = {
  /** Unique within the map (an idea may have several places). */
  key: string;
  activityId: number;
  title: string;
  /** Where, as a person reads it: "Louvre, Paris, France". */
  place: string;
  lat: number;
  lon: number;
  tone: PinTone;
};

export const PIN_TONES: Record<PinTone, { label: string; dot: string }> = {
  not_started: { label: 'Not started', dot: 'bg-sky-600 dark:bg-sky-400' },
  in_progress: { label: 'In progress', dot: 'bg-amber-500 dark:bg-amber-300' },
  completed: { label: 'Completed', dot: 'bg-emerald-600 dark:bg-emerald-400' },
  result: { label: 'Result', dot: 'bg-primary' },
};

/** Pins closer than this (in map units, of the map's 1000 wide) share one marker. */
const CLUSTER = 14;

type Cluster = { x: number; y: number; pins: MapPin[] };

/**
 * Pins near each other on the map become one marker, so none hides another and each can be reached.
 * An idea in two nearby places (Shinjuku and Shibuya) is one idea there: it is counted once.
 */
export function clusterPins(pins: MapPin[], within = CLUSTER): Cluster[] {
  const clusters: Cluster[] = [];
  for (const pin of pins) {
    const { x, y } = project(pin.lat, pin.lon);
    const near = clusters.find((c) => Math.hypot(c.x - x, c.y - y) < within);
    if (near?.pins.some((p) => p.activityId === pin.activityId)) continue;
    if (near) {
      near.pins.push(pin);
      // The marker stays at the average of its pins.
      near.x += (x - near.x) / near.pins.length;
      near.y += (y - near.y) / near.pins.length;
    } else clusters.push({ x, y, pins: [pin] });
  }
  return clusters;
}

const toneOf = (pins: MapPin[]) => {
  const tones = new Set(pins.map((p) => p.tone));
  return tones.size === 1 ? (pins[0] as MapPin).tone : null;
};

const markerClass =
  'absolute -translate-x-1/2 -translate-y-1/2 flex items-center justify-center rounded-full border-2 border-background shadow ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/**
 * A world map (web/public/world.svg, drawn once from Natural Earth's outline) with a pin for each
 * place. Every pin is a link to its idea, and pins that would overlap are one marker that opens a
 * menu of its ideas: each reachable by keyboard and named for screen readers. No tiles, no network.
 */
export function WorldMap({ pins, label, className }: { pins: MapPin[]; label: string; className?: string }) {
  const clusters = useMemo(() => clusterPins(pins), [pins]);
  const tones = [...new Set(pins.map((p) => p.tone))];
  return (
    <figure className={cn('flex flex-col gap-2', className)}>
      <WorldBackdrop>
        <ul aria-label={label} className="absolute inset-0">
          {clusters.map((c) => {
            const style = { left: `${(c.x / WORLD.width) * 100}%`, top: `${(c.y / WORLD.height) * 100}%` };
            const tone = toneOf(c.pins);
            const first = c.pins[0] as MapPin;
            if (c.pins.length === 1) {
              return (
                <li key={first.key}>
                  <Link
                    to="/activity/$id"
                    params={{ id: String(first.activityId) }}
                    className={cn(markerClass, 'size-6 p-0', PIN_TONES[first.tone].dot)}
                    style={style}
                    title={`${first.title} (${first.place})`}
                  >
                    <span className="sr-only">
                      {first.title}, {first.place}
                      {first.tone !== 'result' ? `, ${PIN_TONES[first.tone].label}` : ''}
                    </span>
                  </Link>
                </li>
              );
            }
            return (
              <li key={first.key}>
                <DropdownMenu>
                  <DropdownMenuTrigger
                    className={cn(
                      markerClass,
                      'size-7 text-xs font-semibold text-white',
                      tone ? PIN_TONES[tone].dot : 'bg-slate-700 dark:bg-slate-300 dark:text-slate-900',
                    )}
                    style={style}
                    aria-label={`${c.pins.length} ideas near ${first.place}`}
                  >
                    {c.pins.length}
                  </DropdownMenuTrigger>
                  <DropdownMenuContent className="max-h-72 overflow-y-auto">
                    {c.pins.map((p) => (
                      <DropdownMenuItem key={p.key} asChild>
                        <Link
                          to="/activity/$id"
                          params={{ id: String(p.activityId) }}
                          className="flex flex-col items-start"
                        >
                          <span className="font-medium">{p.title}</span>
                          <span className="text-xs text-muted-foreground">{p.place}</span>
                        </Link>
                      </DropdownMenuItem>
                    ))}
                  </DropdownMenuContent>
                </DropdownMenu>
              </li>
            );
          })}
        </ul>
      </WorldBackdrop>
      {tones.length > 1 || tones[0] !== 'result' ? (
        <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {(['not_started', 'in_progress', 'completed'] as const)
            .filter((t) => tones.includes(t))
            .map((t) => (
              <span key={t} className="flex items-center gap-1.5">
                <span className={cn('size-3 rounded-full', PIN_TONES[t].dot)} aria-hidden /> {PIN_TONES[t].label}
              </span>
            ))}
        </figcaption>
      ) : (
        <figcaption className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPinIcon className="size-4" aria-hidden /> {label}
        </figcaption>
      )}
    </figure>
  );
}
