import { DEFAULT_MAP_LOCATION, MAP_HEIGHT_PX, MAP_ZOOM } from '../../../domain/bookingText';
import type { ViewedHospital } from '../../../machines/appointmentView.machine';

export const LOCATION_TEXT = {
  heading: 'Location',
  openInMaps: 'Open in maps',
  coordinates: 'Coordinates',
  /** A video appointment has no street location: the doctor is met in the app (docs/DECISIONS.md § Video appointments). */
  videoHeading: 'Video consultation',
  videoExplanation: (hospital: string): string =>
    `This is a video consultation with ${hospital}. There is no need to come to the hospital: join from this appointment at the session time.`,
} as const;

/** https://www.openstreetmap.org/?mlat=..&mlon=..#map=10/../.. — opened in the patient's browser, not embedded. */
export function openStreetMapUrl(lat: number, lng: number, zoom: number = MAP_ZOOM): string {
  return `https://www.openstreetmap.org/?${new URLSearchParams({ mlat: String(lat), mlon: String(lng) }).toString()}#map=${zoom}/${lat}/${lng}`;
}

/**
 * Where the hospital is (spec 000 §2: a map at zoom 10, 450 px high). An embedded map would load tiles from
 * another host, which the content security policy (and the no-external-network rule) forbid; so this is a
 * static, accessible block of the same size with the name, city, coordinates and a link that opens the map.
 */
export function LocationBlock({ hospital, locationName, video }: { hospital: ViewedHospital; locationName: string; video: boolean }): React.JSX.Element {
  if (video) {
    return (
      <section className="location-box" aria-labelledby="location-heading">
        <h2 id="location-heading" className="section-title">
          {LOCATION_TEXT.videoHeading}
        </h2>
        <p>{LOCATION_TEXT.videoExplanation(hospital.name)}</p>
      </section>
    );
  }
  const lat = hospital.lat ?? DEFAULT_MAP_LOCATION.lat;
  const lng = hospital.lng ?? DEFAULT_MAP_LOCATION.lng;
  return (
    <section className="location-box" aria-labelledby="location-heading" style={{ minHeight: MAP_HEIGHT_PX }}>
      <h2 id="location-heading" className="section-title">
        {LOCATION_TEXT.heading}
      </h2>
      <p>
        <strong>{hospital.name}</strong>
        <br />
        {locationName === '' ? hospital.city : `${locationName}, ${hospital.city}`}
      </p>
      <p>
        {LOCATION_TEXT.coordinates}: {lat.toFixed(6)}, {lng.toFixed(6)}
      </p>
      <a className="button button--secondary" href={openStreetMapUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
        {LOCATION_TEXT.openInMaps}
      </a>
    </section>
  );
}
