import { project, WORLD } from '../world-projection';
import { WorldBackdrop } from './world-backdrop';

/** A small map marking where one idea happens (its places are listed beside it in words). */
export function LocatorMap({ points, className }: { points: { lat: number; lon: number }[]; className?: string }) {
  return (
    <WorldBackdrop className={className} hidden>
      {points.map((p) => {
        const { x, y } = project(p.lat, p.lon);
        return (
          <span
            key={`${p.lat},${p.lon}`}
            className="absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background bg-primary shadow"
            style={{ left: `${(x / WORLD.width) * 100}%`, top: `${(y / WORLD.height) * 100}%` }}
          />
        );
      })}
    </WorldBackdrop>
  );
}
