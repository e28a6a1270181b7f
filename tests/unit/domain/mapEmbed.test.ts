import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_LOCATION, MAP_ZOOM } from '../../../domain/bookingText';
import { coordinatesText, mapBox, openStreetMapEmbedUrl } from '../../../domain/mapEmbed';

/** Pixels a longitude span covers at a zoom on the 256 px Web Mercator world. */
const lngPx = (degrees: number, zoom: number): number => (degrees / 360) * 256 * 2 ** zoom;

describe('mapBox', () => {
  const { lat, lng } = DEFAULT_MAP_LOCATION;

  it('centres a box of about ±0.17° on the point at zoom 10', () => {
    expect(mapBox(lat, lng, MAP_ZOOM)).toEqual({ west: 79.689583, south: 6.756671, east: 80.032905, north: 7.097487 });
  });

  it('fits a 390 x 450 px phone frame at zoom 10 but not at zoom 11, so the embed opens at zoom 10', () => {
    const box = mapBox(lat, lng, MAP_ZOOM);
    const width = box.east - box.west;
    expect(lngPx(width, MAP_ZOOM)).toBeLessThanOrEqual(390);
    expect(lngPx(width, MAP_ZOOM + 1)).toBeGreaterThan(390);
  });

  it('is as tall on screen as it is wide (Mercator: latitude degrees shrink by cos(lat))', () => {
    const box = mapBox(60, 10, MAP_ZOOM);
    expect((box.north - box.south) / (box.east - box.west)).toBeCloseTo(0.5, 3);
  });

  it('halves with each zoom step', () => {
    const at10 = mapBox(0, 0, 10);
    const at11 = mapBox(0, 0, 11);
    expect(at11.east * 2).toBeCloseTo(at10.east, 5);
  });
});

describe('openStreetMapEmbedUrl', () => {
  it('is the embed page with the box, the standard layer and a marker at the point', () => {
    expect(openStreetMapEmbedUrl(6.9, 79.85, 10)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=79.678339,6.729582,80.021661,7.070418&layer=mapnik&marker=6.9,79.85',
    );
  });
});

describe('coordinatesText', () => {
  it("writes the spec's default point the way the offline block shows it", () => {
    expect(coordinatesText(DEFAULT_MAP_LOCATION.lat, DEFAULT_MAP_LOCATION.lng)).toBe('Lat 6.927079, Lng 79.861244');
  });
});
