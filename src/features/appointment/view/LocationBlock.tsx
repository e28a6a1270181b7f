import { DEFAULT_MAP_LOCATION, MAP_HEIGHT_PX, MAP_ZOOM } from '../../../../domain/bookingText';
import { coordinatesText, openStreetMapEmbedUrl } from '../../../../domain/mapEmbed';
import type { ViewedHospital } from '../../../../machines/appointmentView.machine';
import { LOCATION_TEXT } from '../../../../domain/locationText';
import { useBrowserOnline } from '../../../lib/useBrowserOnline';

/** https://www.openstreetmap.org/?mlat=..&mlon=..#map=10/../.. — opened in the patient's browser, not embedded. */
function openStreetMapUrl(lat: number, lng: number, zoom: number = MAP_ZOOM): string {
  return `https://www.openstreetmap.org/?${new URLSearchParams({ mlat: String(lat), mlon: String(lng) }).toString()}#map=${zoom}/${lat}/${lng}`;
}

/**
 * Where the hospital is (spec 000 §2: a map at zoom 10, 450 px high). Online, OpenStreetMap's embed page
 * shows the map with a marker: no API key, and the content security policy lets frames come from that one
 * host only (server/http/securityHeaders.ts). Offline the frame would be a blank box, so the coordinates
 * take its place. The address and the link that opens the map in the patient's own browser always show.
 */
export function LocationBlock({
  hospital,
  locationName,
  video,
}: {
  hospital: ViewedHospital;
  locationName: string;
  video: boolean;
}): React.JSX.Element {
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
      <HospitalMap name={hospital.name} lat={lat} lng={lng} />
      <a
        className="button button--secondary"
        href={openStreetMapUrl(lat, lng)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {LOCATION_TEXT.openInMaps}
      </a>
    </section>
  );
}

/** The map online; offline a blank frame would help no one, so the coordinates take its place. */
function HospitalMap({ name, lat, lng }: { name: string; lat: number; lng: number }): React.JSX.Element {
  const online = useBrowserOnline();
  return online ? (
    <iframe
      className="location-box__map"
      title={LOCATION_TEXT.mapOf(name)}
      src={openStreetMapEmbedUrl(lat, lng, MAP_ZOOM)}
      width="100%"
      height={MAP_HEIGHT_PX}
      loading="lazy"
      referrerPolicy="no-referrer"
      // The map needs its own scripts and storage; it stays on its own origin, so it cannot reach ours.
      sandbox="allow-scripts allow-same-origin"
    />
  ) : (
    <p className="location-box__coordinates">{coordinatesText(lat, lng)}</p>
  );
}
