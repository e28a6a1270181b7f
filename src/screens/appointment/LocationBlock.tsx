import { DEFAULT_MAP_LOCATION, MAP_ZOOM } from '../../../domain/bookingText';
import type { ViewedHospital } from '../../../machines/appointmentView.machine';

export const LOCATION_TEXT = {
  heading: 'Location',
  openInMaps: 'Open in maps',
  addressOf: (hospital: string): string => `Address of ${hospital}`,
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
 * Where the hospital is (spec 000 §2 asks for a map at zoom 10, 450 px high). An embedded map would load
 * tiles from another host, which the content security policy (and the machine's lack of internet) forbid,
 * and a 450 px box without one was mostly blank (issue 14 item 18). So this is a compact block with what a
 * patient needs to get there: the hospital, the room and the street address, and a link that opens the map
 * at the hospital in the patient's own browser. A real map is a later issue.
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
  // The city is in the seeded addresses; without an address on record it is all there is to show.
  const street = hospital.address === '' ? hospital.city : hospital.address;
  return (
    <section className="location-box" aria-labelledby="location-heading">
      <h2 id="location-heading" className="section-title">
        {LOCATION_TEXT.heading}
      </h2>
      <address className="location-box__address" role="group" aria-label={LOCATION_TEXT.addressOf(hospital.name)}>
        <strong>{hospital.name}</strong>
        {locationName === '' ? null : <span>{locationName}</span>}
        <span>{street}</span>
      </address>
      <a className="button button--secondary" href={openStreetMapUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
        {LOCATION_TEXT.openInMaps}
      </a>
    </section>
  );
}
