/**
 * The hospital map (spec 000 §2: zoom 10). OpenStreetMap's embed page takes no zoom, only a box it fits
 * into the frame (Leaflet's fitBounds: the deepest zoom at which the whole box shows). So the box is drawn
 * FIT_PX pixels on a side at the wanted zoom: it then fits at that zoom in any frame at least 250 px wide
 * and high, and not at the next zoom (500 px) in a phone frame (390 px wide, 450 px high).
 */
const FIT_PX = 250;
/** Web Mercator: the world is 256 px wide at zoom 0 and doubles with each zoom. */
const TILE_PX = 256;

export interface MapBox {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

/** Six decimals is about 10 cm: enough for a map, and a stable URL. */
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

export function mapBox(lat: number, lng: number, zoom: number): MapBox {
  const halfLng = ((360 / (TILE_PX * 2 ** zoom)) * FIT_PX) / 2;
  // A degree of latitude is 1/cos(lat) times longer than one of longitude on a Mercator map.
  const halfLat = halfLng * Math.cos((lat * Math.PI) / 180);
  return {
    west: round6(lng - halfLng),
    south: round6(lat - halfLat),
    east: round6(lng + halfLng),
    north: round6(lat + halfLat),
  };
}

/** The embed page with a marker at the hospital; commas stay literal, as OpenStreetMap's own share links write them. */
export function openStreetMapEmbedUrl(lat: number, lng: number, zoom: number): string {
  const box = mapBox(lat, lng, zoom);
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box.west},${box.south},${box.east},${box.north}&layer=mapnik&marker=${lat},${lng}`;
}

/** What the map falls back to offline (spec 000 §9 default point when the hospital has none). */
export const coordinatesText = (lat: number, lng: number): string => `Lat ${lat}, Lng ${lng}`;
