// The browser's position, asked for only when the reader chooses "Near me", held for the visit
// (never written into an address that could be shared) and rounded to about a kilometre.
let held: { lat: number; lon: number } | null = null;
const round = (x: number) => Math.round(x * 100) / 100;

export const heldPosition = () => held;

/** Asks the browser for its position; null when it is refused, unavailable or too slow. */
export function askPosition(): Promise<{ lat: number; lon: number } | null> {
  if (held) return Promise.resolve(held);
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => {
        held = { lat: round(p.coords.latitude), lon: round(p.coords.longitude) };
        resolve(held);
      },
      () => resolve(null),
      { maximumAge: 10 * 60_000, timeout: 10_000 },
    ),
  );
}
