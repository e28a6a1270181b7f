// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationBlock } from '../../../../src/screens/appointment/LocationBlock';
import { HOSPITAL } from '../session/bookingFixtures';

afterEach(() => cleanup());

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
    // What a patient cannot use is gone: raw coordinates and a fixed 450 px of blank box.
    expect(within(block).queryByText(/Coordinates|6\.900000/)).toBeNull();
    expect(block.getAttribute('style')).toBeNull();
  });

  it("falls back to the city without a street address, and to the spec's default point without coordinates", () => {
    render(<LocationBlock hospital={{ ...HOSPITAL, address: '', lat: null, lng: null }} locationName="" video={false} />);
    const block = screen.getByRole('region', { name: 'Location' });
    expect(within(block).getByText(HOSPITAL.city)).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain('mlat=6.927079&mlon=79.861244');
  });

  it('shows no street location for a video appointment', () => {
    render(<LocationBlock hospital={HOSPITAL} locationName="Room 12, Level 2" video />);
    expect(screen.getByRole('region', { name: 'Video consultation' }).textContent).toContain('There is no need to come to the hospital');
    expect(screen.queryByRole('region', { name: 'Location' })).toBeNull();
    expect(screen.queryByText(/Havelock Road|Room 12/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in maps' })).toBeNull();
  });
});
