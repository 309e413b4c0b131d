import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { geoEqualEarth } from 'd3-geo';
import { expect, it, vi } from 'vitest';
import { clusterPins, type MapPin, WorldMap } from '@/features/places/components/world-map';
import { tripsOf } from '@/features/places/trips';
import frame from '@/features/places/world-frame.json';
import { project } from '@/features/places/world-projection';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to, params, ...rest }: { children: React.ReactNode; to: string; params?: { id: string } }) => (
    <a href={to.replace('$id', params?.id ?? '')} {...rest}>
      {children}
    </a>
  ),
}));

const pin = (
  key: string,
  title: string,
  place: string,
  lat: number,
  lon: number,
  tone: MapPin['tone'] = 'not_started',
): MapPin => ({
  key,
  activityId: Number(key),
  title,
  place,
  lat,
  lon,
  tone,
});
const louvre = pin('1', 'Spend a day in the Louvre', 'Louvre, Paris, France', 48.861, 2.336);
const eiffel = pin('2', 'See the Eiffel Tower sparkle', 'Eiffel Tower, Paris, France', 48.858, 2.294, 'completed');
const bondi = pin('3', 'Learn to surf at Bondi', 'Bondi Beach, Sydney, Australia', -33.891, 151.277, 'in_progress');

it('places points where the Equal Earth projection of the drawn outline puts them', () => {
  const d3 = geoEqualEarth()
    .scale(frame.scale)
    .translate(frame.translate as [number, number]);
  for (const [lat, lon] of [
    [48.861, 2.336],
    [-33.891, 151.277],
    [64.146, -21.94],
    [-54.8, -68.3],
  ] as const) {
    const [x, y] = d3([lon, lat]) as [number, number];
    const ours = project(lat, lon);
    expect(ours.x).toBeCloseTo(x, 6);
    expect(ours.y).toBeCloseTo(y, 6);
  }
});

it('gives each far-apart place its own pin, a link named for the idea, its place and its status', () => {
  render(<WorldMap pins={[louvre, bondi]} label="Your list on the map" />);
  const list = screen.getByRole('list', { name: 'Your list on the map' });
  const links = within(list).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual([
    'Spend a day in the Louvre, Louvre, Paris, France, Not started',
    'Learn to surf at Bondi, Bondi Beach, Sydney, Australia, In progress',
  ]);
  expect(links[0]).toHaveAttribute('href', '/activity/1');
  // Paris is up and left of Sydney on the map.
  const [paris, sydney] = links.map((l) => Number.parseFloat((l as HTMLElement).style.left));
  expect(paris).toBeLessThan(sydney as number);
  // A legend names the colours in use.
  expect(screen.getByText('Not started')).toBeInTheDocument();
  expect(screen.getByText('In progress')).toBeInTheDocument();
});

it('joins pins that would overlap into one marker whose menu lists each idea, reachable by keyboard', async () => {
  expect(clusterPins([louvre, eiffel, bondi]).map((c) => c.pins.length)).toEqual([2, 1]);
  render(<WorldMap pins={[louvre, eiffel, bondi]} label="Your list on the map" />);
  const marker = screen.getByRole('button', { name: '2 ideas near Louvre, Paris, France' });
  const user = userEvent.setup();
  await user.tab();
  expect(marker).toHaveFocus();
  await user.keyboard('{Enter}');
  const items = await screen.findAllByRole('menuitem');
  expect(items.map((i) => i.textContent)).toEqual([
    'Spend a day in the LouvreLouvre, Paris, France',
    'See the Eiffel Tower sparkleEiffel Tower, Paris, France',
  ]);
  expect(items[1]).toHaveAttribute('href', '/activity/2');
  // Tab then reaches the next pin.
  await user.keyboard('{Escape}');
  await user.tab();
  expect(screen.getByRole('link', { name: /Learn to surf at Bondi/ })).toHaveFocus();
});

it('shows an idea in two nearby places as one pin for that idea, not a marker of two', () => {
  const karaoke = { ...pin('4', 'Sing karaoke in Tokyo', 'Shinjuku, Tokyo, Japan', 35.694, 139.703), key: '4-0' };
  const shibuya = { ...karaoke, key: '4-1', place: 'Shibuya, Tokyo, Japan', lat: 35.659, lon: 139.7 };
  expect(clusterPins([karaoke, shibuya]).map((c) => c.pins.length)).toEqual([1]);
  render(<WorldMap pins={[karaoke, shibuya]} label="Your list on the map" />);
  const list = screen.getByRole('list', { name: 'Your list on the map' });
  expect(
    within(list)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Sing karaoke in Tokyo, Shinjuku, Tokyo, Japan, Not started']);
  expect(within(list).queryByRole('button')).toBeNull();
});

it('groups a list into trips by country, most ideas first, an idea in two countries under both', () => {
  const place = (name: string, country: string, countryName: string) => ({
    name,
    region: null,
    country,
    countryName,
    lat: 0,
    lon: 0,
  });
  const trips = tripsOf([
    { key: 'a', activityId: 1, title: 'Louvre', places: [place('Louvre', 'FR', 'France')] },
    {
      key: 'b',
      activityId: 2,
      title: 'Tour de France stage',
      places: [place('Alpe d’Huez', 'FR', 'France'), place('Andorra', 'AD', 'Andorra')],
    },
    { key: 'c', activityId: 3, title: 'Sagrada Família', places: [place('Barcelona', 'ES', 'Spain')] },
  ]);
  expect(trips.map((t) => [t.countryName, t.items.map((i) => i.item.title)])).toEqual([
    ['France', ['Louvre', 'Tour de France stage']],
    ['Andorra', ['Tour de France stage']],
    ['Spain', ['Sagrada Família']],
  ]);
});
