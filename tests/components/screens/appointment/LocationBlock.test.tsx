// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationBlock } from '../../../../src/features/appointment/view/LocationBlock';
import { HOSPITAL } from '../session/bookingFixtures';

/** jsdom's navigator.onLine is a getter on the prototype; an own property shadows it until deleted. */
function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window.navigator, 'onLine');
});

// Issue 14 item 18: the 450 px box held only coordinates and a link, around empty space.
describe('LocationBlock', () => {
  it("shows the hospital's name, the room and the street address, and opens the map, in a compact block", () => {
    render(<LocationBlock hospital={HOSPITAL} locationName="Room 12, Level 2" video={false} />);
    const block = screen.getByRole('region', { name: 'Location' });
    const address = within(block).getByRole('group', { name: `Address of ${HOSPITAL.name}` });
    expect(within(address).getByText(HOSPITAL.name)).toBeTruthy();
    expect(within(address).getByText('Room 12, Level 2')).toBeTruthy();
    expect(within(address).getByText('45 Havelock Road, Colombo 05')).toBeTruthy();
    const maps = within(block).getByRole('link', { name: 'Open in maps' });
    expect(maps.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=6.9&mlon=79.85#map=10/6.9/79.85');
    expect(maps.getAttribute('target')).toBe('_blank');
    // Online the map replaces the raw coordinates; the block itself has no fixed height.
    expect(within(block).queryByText(/Coordinates|6\.900000/)).toBeNull();
    expect(block.getAttribute('style')).toBeNull();
  });

  it("falls back to the city without a street address, and to the spec's default point without coordinates", () => {
    render(
      <LocationBlock hospital={{ ...HOSPITAL, address: '', lat: null, lng: null }} locationName="" video={false} />,
    );
    const block = screen.getByRole('region', { name: 'Location' });
    expect(within(block).getByText(HOSPITAL.city)).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain(
      'mlat=6.927079&mlon=79.861244',
    );
  });

  it("online, shows OpenStreetMap's embedded map at the hospital, zoom 10 and 450 px high, named for the hospital", () => {
    setOnline(true);
    render(<LocationBlock hospital={HOSPITAL} locationName="" video={false} />);
    const block = screen.getByRole('region', { name: 'Location' });
    const map = within(block).getByTitle(`Map of ${HOSPITAL.name}`);
    expect(map.tagName).toBe('IFRAME');
    expect(map.getAttribute('src')).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=79.678339,6.729582,80.021661,7.070418&layer=mapnik&marker=6.9,79.85',
    );
    expect(map.getAttribute('height')).toBe('450');
    expect(map.getAttribute('width')).toBe('100%');
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(map.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(map.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(within(block).queryByText(/^Lat /)).toBeNull();
    // The address and the link stay beside the map.
    expect(within(block).getByText('45 Havelock Road, Colombo 05')).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'Open in maps' })).toBeTruthy();
  });

  it("offline, shows the address and the coordinates instead of a map that cannot load, and the spec's default point without coordinates", () => {
    setOnline(false);
    render(<LocationBlock hospital={{ ...HOSPITAL, lat: null, lng: null }} locationName="" video={false} />);
    const block = screen.getByRole('region', { name: 'Location' });
    expect(block.querySelector('iframe')).toBeNull();
    expect(within(block).getByText('Lat 6.927079, Lng 79.861244')).toBeTruthy();
    expect(within(block).getByText('45 Havelock Road, Colombo 05')).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'Open in maps' })).toBeTruthy();
  });

  it('swaps the map for the coordinates when the connection drops', () => {
    setOnline(true);
    render(<LocationBlock hospital={HOSPITAL} locationName="" video={false} />);
    expect(screen.getByTitle(`Map of ${HOSPITAL.name}`)).toBeTruthy();
    setOnline(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.queryByTitle(`Map of ${HOSPITAL.name}`)).toBeNull();
    expect(screen.getByText('Lat 6.9, Lng 79.85')).toBeTruthy();
  });

  it('shows no street location for a video appointment', () => {
    render(<LocationBlock hospital={HOSPITAL} locationName="Room 12, Level 2" video />);
    expect(screen.getByRole('region', { name: 'Video consultation' }).textContent).toContain(
      'There is no need to come to the hospital',
    );
    expect(screen.queryByRole('region', { name: 'Location' })).toBeNull();
    expect(screen.queryByText(/Havelock Road|Room 12/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in maps' })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
